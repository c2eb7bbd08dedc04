import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';

/*
 * attendance_tallies (schema/timetable.ts) is prepared by the database in the writer's own
 * transaction (issue 27). Whatever is written to the marks and the classes, it must equal the
 * count it replaces: each student's present and marked classes per batch.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tally = { student_id: number; batch_id: number; present: number; marked: number };

const tallies = () =>
  rowsOf<Tally>(
    t.database.db,
    sql`select student_id, batch_id, present, marked from attendance_tallies
         where present <> 0 or marked <> 0 order by student_id, batch_id`,
  );
const counted = () =>
  rowsOf<Tally>(
    t.database.db,
    sql`select a.student_id, e.batch_id, (count(*) filter (where a.status = 'P'))::int as present,
               count(*)::int as marked
          from attendance a join timetable_entries e on e.id = a.entry_id
         where e.batch_id is not null
         group by a.student_id, e.batch_id order by a.student_id, e.batch_id`,
  );

async function expectAgrees(step: string): Promise<void> {
  const [kept, recount] = await Promise.all([tallies(), counted()]);
  expect(
    kept.map((row) => ({ ...row, present: Number(row.present), marked: Number(row.marked) })),
    step,
  ).toEqual(recount.map((row) => ({ ...row, present: Number(row.present), marked: Number(row.marked) })));
}

describe('attendance_tallies', () => {
  it('equals the marks after the seed and after every kind of change to marks and classes', async () => {
    const db = t.database.db;
    await expectAgrees('seeded');
    expect((await tallies()).length).toBeGreaterThan(0);

    // A class of Aarav's section marked for the whole section.
    const [{ id: batchId }] = (await rowsOf<{ id: number }>(
      db,
      sql`select batch_id as id from student_batches where student_id = 1001 limit 1`,
    )) as [{ id: number }];
    const [{ id: batchB }] = (await rowsOf<{ id: number }>(
      db,
      sql`select id from batches where institute_id = 1 and id <> ${batchId} order by id limit 1`,
    )) as [{ id: number }];
    const made = await rowsOf<{ id: number }>(
      db,
      sql`insert into timetable_entries (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time)
          select 1, 12, 'class', ${batchId}, '2001-01-01'::date + n, '2001-01-01'::date + n, '08:00', '08:45'
            from generate_series(1, 4) n returning id`,
    );
    const [e1, e2, e3, e4] = made.map((row) => row.id) as [number, number, number, number];
    await db.execute(sql`insert into attendance (entry_id, institute_id, student_id, status)
      select e.id, e.institute_id, sb.student_id, case when (e.id + sb.student_id) % 3 = 0 then 'A' else 'P' end
        from timetable_entries e, student_batches sb
       where e.id in (${e1}, ${e2}, ${e3}, ${e4}) and sb.batch_id = ${batchId}`);
    await expectAgrees('inserted');

    await db.execute(sql`update attendance set status = case when status = 'P' then 'L' else 'P' end
      where entry_id = ${e1}`);
    await expectAgrees('status changed');

    // A mark moved to another class of the same batch (and a duplicate avoided), and a mark's student changed.
    await db.execute(sql`update attendance set entry_id = ${e4} where entry_id = ${e3}
      and student_id not in (select student_id from attendance where entry_id = ${e4})`);
    await expectAgrees('marks moved to another class');

    await db.execute(sql`delete from attendance where entry_id = ${e2} and student_id % 2 = 0`);
    await expectAgrees('some marks deleted');

    await db.execute(sql`update timetable_entries set batch_id = ${batchB} where id = ${e4}`);
    await expectAgrees('a class moved to another batch');

    await db.execute(
      sql`update timetable_entries set topics = 'Unrelated change' where id in (${e1}, ${e2})`,
    );
    await expectAgrees('a class changed otherwise');

    await db.execute(sql`delete from timetable_entries where id in (${e1}, ${e3})`);
    await expectAgrees('classes deleted with their marks');

    // A student leaves the school with their marks (cascade), another's marks all go.
    await db.execute(sql`delete from students where id = (
      select max(student_id) from attendance where entry_id = ${e2})`);
    await expectAgrees('a student deleted');

    await db.execute(sql`delete from attendance where student_id = 1001`);
    await expectAgrees("one student's marks deleted");

    // A batch deleted takes its classes and their marks with it.
    await db.execute(sql`delete from batches where id = ${batchB}`);
    await expectAgrees('a batch deleted');

    await db.execute(sql`truncate attendance`);
    await expectAgrees('truncated');
    expect(await tallies()).toEqual([]);
  });
});
