import { sql } from 'drizzle-orm';
import type { TimetableResult } from '@portal/shared/timetable/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { currentYearId, previousYearId } from '../../db/seed/institutes';
import { addDays, todayIn } from '../../lib/dates';
import { batchOf } from '../test-panel/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';
import { ALL } from './testing';

/*
 * Issue 27, result day at scale: the timetable month call is a few indexed statements, whatever
 * the number of classes and live classes in the month and the student's attendance history.
 */

let t: TestApp;
let tokens: Record<string, string>;
const GF = 1;
const AARAV = 1001;
const MORE = 30;
/** Earlier classes of the section, each marked for Aarav and his classmates. */
const PAST = 300;
let today: string;
let batchId: number;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  today = todayIn('Asia/Kolkata', t.clock.now);
  tokens = await signInAll(t.app, ['aarav', 'meera']);
  batchId = await batchOf(t.database.db, AARAV);
});
afterAll(() => t.close());

const monthBody = () => ({
  batch_id: '-1',
  course_id: '-1',
  standard_id: '-1',
  subject_id: '-1',
  teacher_id: '-1',
  master_course: '',
  startdate: addDays(today, -20),
  enddate: addDays(today, 20),
  institute_id: GF,
  student_id: AARAV,
  ...ALL,
});

async function monthCall(who: string): Promise<{ result: TimetableResult; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<TimetableResult>(t.app, 'POST', '/api/v2/timeTable/v3', {
      token: tokens[who],
      payload: monthBody(),
    }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

const entriesOf = (result: TimetableResult) => Object.values(result.batchTimeTableList).flat();

/** The month grows by MORE classes and live classes (with recordings), the history by PAST marked classes. */
async function growTheMonth(): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`with made as (
      insert into timetable_entries
        (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time, subject,
         session_name, session_link, meeting_with)
      select ${GF}, ${currentYearId(GF)}, kind, ${batchId}, ${today}::date + (n % 15), ${today}::date + (n % 15),
             make_time(6 + n / 6, (n % 6) * 10, 0), make_time(6 + n / 6, (n % 6) * 10 + 9, 0), 'Extra',
             case when kind = 'live' then 'Extra live ' || n end,
             case when kind = 'live' then 'https://meet.example/extra-' || n end,
             case when kind = 'live' then 'Zoom' end
        from generate_series(1, ${MORE}) n, (values ('live'), ('class')) k(kind)
      returning id, kind)
    insert into recordings (entry_id, uploaded_on, vimeo_video_id, recorded_at, duration_seconds, size_bytes)
    select id, 'Vimeo', 'v' || id, now(), 60, 1000 from made where kind = 'live'`);
  await db.execute(sql`with made as (
      insert into timetable_entries
        (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time, subject)
      select ${GF}, ${previousYearId(GF)}, 'class', ${batchId}, ${today}::date - 100 - n, ${today}::date - 100 - n,
             '08:00', '08:45', 'History'
        from generate_series(1, ${PAST}) n
      returning id)
    insert into attendance (entry_id, institute_id, student_id, status)
    select made.id, ${GF}, sb.student_id, case when (made.id + sb.student_id) % 7 = 0 then 'A' else 'P' end
      from made, student_batches sb where sb.batch_id = ${batchId}`);
  await db.execute(sql`analyze`);
}

describe('POST /api/v2/timeTable/v3 at scale', () => {
  let before: { student: Statement[]; parent: Statement[]; result: TimetableResult };
  let after: { student: Statement[]; parent: Statement[]; result: TimetableResult };

  beforeAll(async () => {
    const student = await monthCall('aarav');
    const parent = await monthCall('meera');
    before = { student: student.statements, parent: parent.statements, result: student.result };
    await growTheMonth();
    const grownStudent = await monthCall('aarav');
    const grownParent = await monthCall('meera');
    after = { student: grownStudent.statements, parent: grownParent.statements, result: grownStudent.result };
  });

  it('is a few statements, the same with more classes, live classes and years of marked classes', () => {
    // The session; the audience, the institute and the attendance tallies; the entries; the recordings.
    expect(before.student.length).toBeLessThanOrEqual(4);
    expect(before.parent.length).toBeLessThanOrEqual(4);
    expect(entriesOf(after.result).length).toBe(entriesOf(before.result).length + 2 * MORE);
    expect(after.student.length).toBe(before.student.length);
    expect(after.parent.length).toBe(before.parent.length);
  });

  it("never reads the student's marks: the percent is the tallies' (the same numbers)", async () => {
    for (const statement of [...after.student, ...after.parent])
      expect(statement.sql, statement.sql).not.toMatch(/"?attendance"?(\s|\.|$)/);
    // The percent followed the 300 earlier classes (6 in 7 present), as a count of every mark would.
    const [{ present, marked }] = (await rowsOf<{ present: number; marked: number }>(
      t.database.db,
      sql`select count(*) filter (where a.status = 'P') as present, count(*) as marked
            from attendance a join timetable_entries e on e.id = a.entry_id
           where a.student_id = ${AARAV} and e.batch_id = ${batchId}`,
    )) as [{ present: number; marked: number }];
    const lesson = entriesOf(after.result).find((e) => e.batch_id === batchId && e.class_type === 'Class')!;
    expect(lesson.student_attendance_percent).toBe(
      Math.round((Number(present) / Number(marked)) * 10_000) / 100,
    );
    expect(lesson.student_attendance_percent).not.toBe(
      entriesOf(before.result).find((e) => e.batch_id === batchId && e.class_type === 'Class')!
        .student_attendance_percent,
    );
    const plan = await planOf(t.database, after.student[1]!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('attendance_tallies_student_id_batch_id_pk');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});
