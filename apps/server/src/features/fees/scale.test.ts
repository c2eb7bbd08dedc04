import { sql } from 'drizzle-orm';
import type { FeeSummary } from '@portal/shared/fees/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYearId } from '../../db/seed/institutes';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { indexesIn, planOf, seqScansIn, statementsDuring, type Statement } from '../../test/statements';

/*
 * Issue 27, result day at scale: the fee summary the fees screen opens with (the current year) is
 * the session's statement and two indexed ones (the institute and year with the installments, and
 * the payments), whatever the student's other years and the institute's other students hold.
 */

let t: TestApp;
let tokens: Record<string, string>;
const GF = 1;
const AARAV = 1001;
const YEAR = currentYearId(GF);
const MORE = 30;
const URL = `/api/v1/studentWise/fee/${GF}/students/${AARAV}/${YEAR}`;

beforeAll(async () => {
  t = await createTestApp();
  // One pinned moment from sign-in on: no call finds its session idle long enough to note it again.
  t.clock.now = new Date();
  tokens = await signInAll(t.app, ['aarav', 'meera']);
});
afterAll(() => t.close());

async function summary(who: string): Promise<{ result: FeeSummary; statements: Statement[] }> {
  const { result, statements } = await statementsDuring(t.database, () =>
    call<FeeSummary>(t.app, 'GET', URL, { token: tokens[who] }),
  );
  expect(result.status, result.body.message).toBe(200);
  return { result: result.body.result, statements };
}

describe('GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id} at scale', () => {
  it('is three statements, the same with more installments and payments in this and other years', async () => {
    const before = await summary('aarav');
    const parentBefore = await summary('meera');
    expect(before.statements.length).toBeLessThanOrEqual(3);
    expect(parentBefore.statements.length).toBeLessThanOrEqual(3);
    const db = t.database.db;
    // Every student of the institute gets MORE installments in another year, each paid by a payment;
    // Aarav MORE more in this year, half of them paid.
    await db.execute(sql`insert into academic_years (institute_id, name, start_date, end_date)
      values (${GF}, 'Long ago', '1999-04-01', '2000-03-31')`);
    await db.execute(sql`with made as (
        insert into fee_installments (institute_id, student_id, academic_year_id, install_no, due_date, initial_paise)
        select ${GF}, s.id, y.id, 100 + n, '1999-06-01'::date + n, 100000
          from students s, generate_series(1, ${MORE}) n, academic_years y
         where s.institute_id = ${GF} and y.name = 'Long ago' and y.institute_id = ${GF}
        returning id, student_id, academic_year_id, install_no),
      paid as (
        insert into fee_payments (institute_id, student_id, academic_year_id, receipt_no, financial_year, paid_on, method)
        select ${GF}, student_id, academic_year_id, 'OLD-' || id, '1999-2000', '1999-07-01', 'Cash' from made
        returning id, receipt_no)
      insert into fee_allocations (payment_id, installment_id, amount_paise)
      select paid.id, made.id, 100000 from paid join made on paid.receipt_no = 'OLD-' || made.id`);
    await db.execute(sql`with made as (
        insert into fee_installments (institute_id, student_id, academic_year_id, install_no, due_date, initial_paise)
        select ${GF}, ${AARAV}, ${YEAR}, 200 + n, '2099-01-01'::date + n, 50000 from generate_series(1, ${MORE}) n
        returning id, install_no),
      paid as (
        insert into fee_payments (institute_id, student_id, academic_year_id, receipt_no, financial_year, paid_on, method)
        select ${GF}, ${AARAV}, ${YEAR}, 'NEW-' || id, '2098-2099', '2098-12-01', 'UPI' from made where install_no % 2 = 0
        returning id, receipt_no)
      insert into fee_allocations (payment_id, installment_id, amount_paise)
      select paid.id, made.id, 50000 from paid join made on paid.receipt_no = 'NEW-' || made.id`);
    await db.execute(sql`analyze`);
    const after = await summary('aarav');
    const parentAfter = await summary('meera');
    expect(after.result.a_install_li.length).toBe(before.result.a_install_li.length + MORE);
    expect(after.result.p_install_li.length).toBe(before.result.p_install_li.length + MORE / 2);
    expect(after.statements.length).toBe(before.statements.length);
    expect(parentAfter.statements.length).toBe(parentBefore.statements.length);
    // Each of them reads by key or the student's (year) indexes, never a whole fee table.
    for (const statement of after.statements.slice(1)) {
      const plan = await planOf(t.database, statement, { noSeqScan: true });
      expect(indexesIn(plan).length, plan).toBeGreaterThan(0);
      expect(seqScansIn(plan), plan).toEqual([]);
    }
  });
});
