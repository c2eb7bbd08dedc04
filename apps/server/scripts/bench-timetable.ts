/**
 * The timetable month call under load, for the bench: Aarav with his section's whole
 * academic year (~2,000 entries), and a bench-only section with ten copies of that
 * year (~22,000 entries) given to Zara (who has no section in the demo data), in the
 * bench's throw-away database.
 */
import { sql } from 'drizzle-orm';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import type { Db } from '../src/db/client';

export interface MonthCase {
  name: string;
  body: string;
  /** Entries of the student's batches in the academic year, and in the month asked for. */
  yearEntries: number;
  monthEntries: number;
}

const ZARA = 1010;
const COPIES = 10;

function monthOf(today: string): { first: string; last: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

const body = (studentId: number, first: string, last: string) =>
  JSON.stringify(
    unfilteredRequest(1, studentId, first, last, inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 1)),
  );

async function count(db: Db, studentId: number, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from timetable_entries e
    join student_batches sb on sb.batch_id = e.batch_id and sb.student_id = ${studentId}
    where e.date between ${from} and ${to}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** Copies Aarav's section's year ten times into a bench-only section of Zara's, and describes both calls. */
export async function prepareMonthCases(db: Db, today: string): Promise<MonthCase[]> {
  const { first, last } = monthOf(today);
  const year = (await db.execute(sql`select start_date::text as start, end_date::text as end
    from academic_years where institute_id = 1 and start_date <= ${today} and end_date >= ${today}`)) as unknown as {
    rows: Array<{ start: string; end: string }>;
  };
  const { start, end } = year.rows[0]!;
  await db.execute(sql`with batch as (
      insert into batches (institute_id, course_id, name)
      select institute_id, course_id, 'Bench 10x' from batches where id = (
        select batch_id from student_batches where student_id = 1001 limit 1)
      returning id),
    member as (insert into student_batches (institute_id, student_id, batch_id) select institute_id, ${ZARA}, id from batch)
    insert into timetable_entries (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time,
      end_time, subject, topics, teacher_name, teacher_photo_url, description, session_name, session_link,
      meeting_with, test_id)
    select e.institute_id, e.academic_year_id, e.kind, batch.id, e.date, e.end_date, e.start_time, e.end_time,
      e.subject, e.topics, e.teacher_name, e.teacher_photo_url, e.description, e.session_name, e.session_link,
      e.meeting_with, e.test_id
    from timetable_entries e
    join student_batches sb on sb.batch_id = e.batch_id and sb.student_id = 1001
    cross join batch cross join generate_series(1, ${COPIES})`);
  await db.execute(sql`analyze timetable_entries`);
  const cases: MonthCase[] = [];
  for (const [name, studentId] of [
    ['Aarav: a full year', 1001],
    [`Zara: ${COPIES}x that year`, ZARA],
  ] as const) {
    cases.push({
      name,
      body: body(studentId, first, last),
      yearEntries: await count(db, studentId, start, end),
      monthEntries: await count(db, studentId, first, last),
    });
  }
  return cases;
}
