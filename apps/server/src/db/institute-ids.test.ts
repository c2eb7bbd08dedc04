import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { rowsOf } from './client';

/*
 * Issue 27 (docs/scaling.md): the hot tables carry their institute, so they can be distributed by
 * institute. A row's institute is its parent's: an attempt's is its test's, an answer's its
 * attempt's, attendance, sittings and marks their class's or exam's, a membership its batch's.
 * The writers set it (the column is required); migration 0017 filled the rows that existed.
 */
const PARENTS = [
  ['attempts', 'tests', 'test_id'],
  ['attempt_answers', 'attempts', 'attempt_id'],
  ['attendance', 'timetable_entries', 'entry_id'],
  ['offline_exam_sittings', 'timetable_entries', 'entry_id'],
  ['offline_exam_marks', 'timetable_entries', 'entry_id'],
  ['student_batches', 'batches', 'batch_id'],
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How many rows of the table there are, and how many disagree with their parent's institute. */
async function agreement(table: string, parent: string, key: string) {
  const [row] = await rowsOf<{ rows: number; wrong: number }>(
    t.database.db,
    sql.raw(`select count(*)::int as rows,
                    (count(*) filter (where c.institute_id is distinct from p.institute_id))::int as wrong
               from ${table} c join ${parent} p on p.id = c.${key}`),
  );
  return { rows: Number(row!.rows), wrong: Number(row!.wrong) };
}

describe('institute_id on the hot tables', () => {
  it.each(PARENTS)('every seeded %s row carries its %s row’s institute', async (table, parent, key) => {
    const { rows, wrong } = await agreement(table, parent, key);
    expect(rows).toBeGreaterThan(0);
    expect(wrong).toBe(0);
  });

  it('migration 0017 fills the rows that existed before it from their parents', async () => {
    const migration = await fs.readFile(
      new URL('./migrations/0017_institute_ids.sql', import.meta.url),
      'utf8',
    );
    const fills = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(fills).toHaveLength(PARENTS.length);
    await t.database.db
      .transaction(async (tx) => {
        for (const [table] of PARENTS) {
          await tx.execute(sql.raw(`alter table ${table} alter column institute_id drop not null`));
          await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
          await tx.execute(sql.raw(`update ${table} set institute_id = null`));
        }
        // Forgotten, they would stay null (attempt_answers reads attempts', so attempts go first).
        for (const statement of fills) await tx.execute(sql.raw(statement));
        for (const [table, parent, key] of PARENTS) {
          const [row] = await rowsOf<{ rows: number; wrong: number }>(
            tx as never,
            sql.raw(`select count(*)::int as rows,
                            (count(*) filter (where c.institute_id is distinct from p.institute_id))::int as wrong
                       from ${table} c join ${parent} p on p.id = c.${key}`),
          );
          expect({ table, rows: Number(row!.rows) > 0, wrong: Number(row!.wrong) }).toEqual({
            table,
            rows: true,
            wrong: 0,
          });
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    // Rolled back: the column is required again.
    for (const [table, parent, key] of PARENTS) expect((await agreement(table, parent, key)).wrong).toBe(0);
  });
});

class Rollback extends Error {}
