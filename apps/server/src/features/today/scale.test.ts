import { sql } from 'drizzle-orm';
import type { TodayResult } from '@portal/shared/today/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYearId } from '../../db/seed/institutes';
import { todayIn } from '../../lib/dates';
import { batchOf } from '../test-panel/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';
import { signInDesk, type Tokens } from '../exams/testing';

/*
 * Issue 27, result day at scale: the Today call is a constant handful of indexed statements. More
 * live classes, classes, labels, open tests, homework and events today, and years of past tests,
 * do not add a statement (it made one per live class and one or two per label before).
 */

let t: TestApp;
let who: Record<string, Tokens>;
const GF = 1;
const AARAV = 1001;
const MORE = 30;
/** Past tests (and the student's attempts at them) under one label: years of My Exam's history. */
const PAST = 3000;
let today: string;
let batchId: number;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  today = todayIn('Asia/Kolkata', t.clock.now);
  who = await signInDesk(t.app, ['aarav', 'meera']);
  batchId = await batchOf(t.database.db, AARAV);
});
afterAll(() => t.close());

async function todayCall(person: Tokens): Promise<{ result: TodayResult; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<TodayResult>(t.app, 'GET', `/api/v1/portal/today/${AARAV}`, { token: person.student }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

/** Today's rows grow by MORE of each kind, and the label's past tests by years' worth. */
async function growTheDay(): Promise<void> {
  const db = t.database.db;
  const now = t.clock.now!;
  const year = currentYearId(GF);
  await db.execute(sql`insert into timetable_entries
      (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time, subject,
       session_name, session_link, meeting_with)
    select ${GF}, ${year}, kind, ${batchId}, ${today}::date, ${today}::date,
           make_time(6 + n / 6, (n % 6) * 10, 0), make_time(6 + n / 6, (n % 6) * 10 + 9, 0), 'Extra',
           case when kind = 'live' then 'Extra live ' || n end,
           case when kind = 'live' then 'https://meet.example/extra-' || n end,
           case when kind = 'live' then 'Zoom' end
      from generate_series(1, ${MORE}) n, (values ('live'), ('class')) k(kind)`);
  // MORE new labels, each with a test open now for Aarav's section.
  await db.execute(sql`with labels as (
      insert into test_labels (institute_id, name, test_type_id, position)
      select ${GF}, 'Extra label ' || n, 1, 100 + n from generate_series(1, ${MORE}) n returning id),
    made as (
      insert into tests (institute_id, label_id, name, test_type_id, start_at, end_at, duration_minutes)
      select ${GF}, id, 'Extra test ' || id, 1, ${new Date(now.getTime() - 3_600_000)}::timestamptz,
             ${new Date(now.getTime() + 3_600_000)}::timestamptz, 30 from labels returning id)
    insert into test_batches (test_id, batch_id) select id, ${batchId} from made`);
  // Years of past tests under one of the seeded labels (My Exam's history: none open now).
  await db.execute(sql`with made as (
      insert into tests (institute_id, label_id, name, test_type_id, start_at, end_at, duration_minutes)
      select ${GF}, (select id from test_labels where institute_id = ${GF} order by position, id limit 1),
             'Past test ' || n, 1, ${now}::timestamptz - n * interval '1 day' - interval '2 hours',
             ${now}::timestamptz - n * interval '1 day', 30
        from generate_series(1, ${PAST}) n returning id)
    insert into test_batches (test_id, batch_id) select id, ${batchId} from made`);
  // ... and the student's attempts at them (their exam history).
  await db.execute(sql`insert into attempts (test_id, institute_id, user_id, student_id, status, started_at, deadline_at, finished_at)
    select t.id, t.institute_id, s.user_id, s.id, 'submitted', t.start_at, t.end_at, t.end_at
      from tests t, students s
     where s.id = ${AARAV} and t.name like 'Past test %' and t.institute_id = ${GF}`);
  await db.execute(sql`insert into assignments (institute_id, batch_id, title, subject, starts_at, ends_at)
    select ${GF}, ${batchId}, 'Extra homework ' || n, 'Maths', ${now}::timestamptz - interval '1 day',
           ${now}::timestamptz + interval '20 hours' + n * interval '1 minute'
      from generate_series(1, ${MORE}) n`);
  await db.execute(sql`insert into events (institute_id, event_type, holiday_type, title, start_date, end_date)
    select ${GF}, 2, 1, 'Extra event ' || n, ${today}::date, ${today}::date from generate_series(1, ${MORE}) n`);
  // Years of the school's past events, addressed to standards and user types as the calendar allows.
  await db.execute(sql`with made as (
      insert into events (institute_id, event_type, holiday_type, title, start_date, end_date)
      select ${GF}, 2, 1, 'Past event ' || n, ${today}::date - 40 - n, ${today}::date - 40 - n + (n % 3)
        from generate_series(1, ${PAST}) n returning id),
    typed as (insert into event_user_types (event_id, user_type) select id, 1 + id % 3 from made returning event_id)
    insert into event_courses (event_id, course_id)
    select made.id, b.course_id from made, batches b where b.id = ${batchId} and made.id % 2 = 0`);
  await db.execute(sql`analyze`);
}

describe('GET /api/v1/portal/today/{student_id} at scale', () => {
  let before: { student: Statement[]; parent: Statement[]; result: TodayResult };
  let after: { student: Statement[]; parent: Statement[]; result: TodayResult };

  beforeAll(async () => {
    const student = await todayCall(who.aarav!);
    const parent = await todayCall(who.meera!);
    before = { student: student.statements, parent: parent.statements, result: student.result };
    await growTheDay();
    const grownStudent = await todayCall(who.aarav!);
    const grownParent = await todayCall(who.meera!);
    after = { student: grownStudent.statements, parent: grownParent.statements, result: grownStudent.result };
  });

  it('is a small constant number of statements, for a student and a parent', () => {
    // The session, the institute and student, the day's entries, the labels, the open tests, the
    // homework, the installments, the events.
    expect(before.student.length).toBeLessThanOrEqual(8);
    expect(before.parent.length).toBeLessThanOrEqual(8);
  });

  it('does not grow with more live classes, classes, labels, tests, homework and events', () => {
    expect(after.result.live_classes.length).toBe(before.result.live_classes.length + MORE);
    expect(after.result.classes.length).toBe(before.result.classes.length + MORE);
    expect(after.result.tests.length).toBe(before.result.tests.length + MORE);
    expect(after.result.homework.length).toBe(before.result.homework.length + MORE);
    expect(after.result.events.length).toBe(before.result.events.length + MORE);
    expect(after.student.length).toBe(before.student.length);
    expect(after.parent.length).toBe(before.parent.length);
  });

  it('reads the open tests through the (label, end) index and asks each one for its section', async () => {
    const statement = after.student.find((s) => /from "tests"/.test(s.sql) && /"attempts"/.test(s.sql));
    expect(statement, 'the open tests query').toBeDefined();
    const plan = await planOf(t.database, statement!, { noSeqScan: true });
    const used = indexesIn(plan);
    // Not every test of the labels, nor every test ever assigned to the student's section.
    expect(used, plan).toEqual(
      expect.arrayContaining(['tests_label_end_idx', 'test_batches_test_id_batch_id_pk']),
    );
    expect(used, plan).not.toContain('tests_label_idx');
    expect(used, plan).not.toContain('test_batches_batch_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });

  it("reads homework through the student's sections and the (batch, ends_at) index", async () => {
    const statement = after.student.find(
      (s) => /from "student_batches"/.test(s.sql) && /"assignments"/.test(s.sql),
    );
    expect(statement, 'the homework query').toBeDefined();
    const plan = await planOf(t.database, statement!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('assignments_batch_ends_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });

  it("reads today's events through the (institute, end_date) index, each one's lists by its key", async () => {
    const statement = after.student.find((s) => /from "events"/.test(s.sql));
    expect(statement, 'the events query').toBeDefined();
    const plan = await planOf(t.database, statement!, { noSeqScan: true });
    const used = indexesIn(plan);
    // Not every past event of the school (its start-date index), nor every event's standards and
    // user types of every school (read whole to hash them).
    expect(used, plan).toContain('events_institute_end_idx');
    expect(used, plan).not.toContain('events_institute_dates_idx');
    expect(plan).not.toMatch(/hashed SubPlan/);
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});
