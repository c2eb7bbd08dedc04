import { sql } from 'drizzle-orm';
import type { OfflineReport } from '@portal/shared/reports/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYearId } from '../../db/seed/institutes';
import { todayIn } from '../../lib/dates';
import { batchOf } from '../test-panel/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';

/*
 * Issue 27, result day at scale: the offline report reads the student's sections' offline exams
 * through an index of offline exams only (a partial index), never a year of the sections' classes
 * or the institute's whole timetable; more classes add no statement and no row read.
 */

let t: TestApp;
let tokens: Record<string, string>;
const GF = 1;
const AARAV = 1001;
/** A year of the section's classes: what the entries statement must not read. */
const CLASSES = 2000;
let batchId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date();
  tokens = await signInAll(t.app, ['aarav']);
  batchId = await batchOf(t.database.db, AARAV);
});
afterAll(() => t.close());

async function reportCall(): Promise<{ result: OfflineReport; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<OfflineReport>(t.app, 'GET', `/api/v1/reports/Student/${AARAV}`, { token: tokens.aarav }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

describe('GET /api/v1/reports/Student/{studId} at scale', () => {
  let before: { statements: Statement[]; result: OfflineReport };
  let after: { statements: Statement[]; result: OfflineReport };
  beforeAll(async () => {
    before = await reportCall();
    const today = todayIn('Asia/Kolkata', t.clock.now!);
    await t.database.db.execute(sql`insert into timetable_entries
        (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time, subject)
      select ${GF}, ${currentYearId(GF)}, 'class', ${batchId}, ${today}::date - (n % 300), ${today}::date - (n % 300),
             make_time(7 + n % 8, 0, 0), make_time(7 + n % 8, 45, 0), 'Extra'
        from generate_series(1, ${CLASSES}) n`);
    await t.database.db.execute(sql`analyze timetable_entries`);
    after = await reportCall();
  });

  it('answers the same with a year more of classes, in the same statements', () => {
    expect(after.result).toEqual(before.result);
    expect(after.statements.length).toBe(before.statements.length);
  });

  it("reads the sections' offline exams through their own index, no table read whole", async () => {
    const entries = after.statements.find((statement) => /from "timetable_entries"/.test(statement.sql));
    expect(entries, 'the offline exams statement').toBeDefined();
    const plan = await planOf(t.database, entries!, { noSeqScan: true });
    expect(indexesIn(plan), plan).toContain('timetable_entries_offline_exam_idx');
    expect(indexesIn(plan), plan).not.toContain('timetable_entries_institute_date_idx');
    expect(indexesIn(plan), plan).not.toContain('timetable_entries_batch_date_idx');
    expect(seqScansIn(plan), plan).toEqual([]);
  });
});
