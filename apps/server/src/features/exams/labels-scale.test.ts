import { sql } from 'drizzle-orm';
import type { TestLabel } from '@portal/shared/exams/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';
import { desk, signInDesk, type Tokens } from './testing';

/*
 * Issue 27, result day at scale: the exam desk's labels are the session's statement and the
 * institute's labels in position order from their index, whatever the number of labels and tests.
 */

let t: TestApp;
let who: Record<string, Tokens>;
const MORE = 30;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  who = await signInDesk(t.app, ['aarav']);
});
afterAll(() => t.close());

async function labels(): Promise<{ result: TestLabel[]; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    desk<never>(t.app, who.aarav!, 'GET', '/student/testLabels'),
  );
  expect(result.status).toBe(200);
  return { result: (result.body as unknown as { data: TestLabel[] }).data, statements };
}

describe('GET /student/testLabels at scale', () => {
  it('is two statements, the same with more labels here and in other institutes, and more tests', async () => {
    const before = await labels();
    expect(before.statements.length).toBeLessThanOrEqual(2);
    const db = t.database.db;
    await db.execute(sql`insert into test_labels (institute_id, name, test_type_id, position)
      select i.id, 'Extra ' || n, 1, 100 + n from institutes i, generate_series(1, ${MORE}) n`);
    await db.execute(sql`insert into tests (institute_id, label_id, name, test_type_id, start_at, end_at, duration_minutes)
      select l.institute_id, l.id, 'Test ' || n, 1, ${t.clock.now!}::timestamptz - n * interval '1 day',
             ${t.clock.now!}::timestamptz - n * interval '1 day' + interval '1 hour', 30
        from test_labels l, generate_series(1, 20) n`);
    await db.execute(sql`analyze`);
    const after = await labels();
    expect(after.result.length).toBe(before.result.length + MORE);
    expect(after.statements.length).toBe(before.statements.length);
    const plan = await planOf(t.database, after.statements.at(-1)!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('test_labels_institute_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});

describe("GET /student/testLabels/{labelId}/tests: a label's tests", () => {
  it('is four statements: the session, the student with their institute and batches, the label, its tests', async () => {
    const db = t.database.db;
    const [label] = await rowsOf<{ id: number }>(
      db,
      sql`select id from test_labels where institute_id = 1 order by id limit 1`,
    );
    const { result, statements } = await statementsDuring(t.database, () =>
      desk<never>(t.app, who.aarav!, 'GET', `/student/testLabels/${label!.id}/tests?student_id=1001`),
    );
    expect(result.status).toBe(200);
    expect((result.body as unknown as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(statements.map((statement) => statement.sql.slice(0, 60))).toHaveLength(4);
  });
});
