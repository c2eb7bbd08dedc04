import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeSummaryResponseSchema, type FeeSummary } from '@portal/shared/fees/schema';
import { installmentStatus, toPaise } from '@portal/shared/fees/rules';
import { currentYearId, previousYearId } from '../../db/seed/institutes';
import { todayIn } from '../../lib/dates';
import { MESSAGES } from '../../lib/http-error';
import { call } from '../../test/requests';
import { FEE_MESSAGES, installmentsQuery, paymentsQuery } from './service';
import { AARAV, APEX, CURRENT, DIYA, get, GREENFIELD, summaryOf, summaryUrl, t, useFeesApp } from './testing';

useFeesApp(['aarav', 'diya', 'meera', 'riya', 'sam']);

/** A sum of rupee amounts, in paise. */
const paise = (values: number[]) => values.reduce((a, b) => a + toPaise(b), 0);

/**
 * The totals are the sums of the rows (in paise): total = installment totals + fines charged
 * (still owed + paid, the payments' amounts beyond the installments' own), paid = the payments,
 * unpaid = balances + fines still owed; and total = paid + unpaid + bad debt.
 */
function expectTotalsAgree(summary: FeeSummary): void {
  const rows = summary.a_install_li;
  const paid = paise(summary.p_install_li.map((p) => p.p_amount));
  const finesPaid = paid - paise(rows.map((r) => r.p_amount));
  expect(toPaise(summary.total_paid_amount)).toBe(paid);
  expect(toPaise(summary.total_unpaid_amount)).toBe(
    paise(rows.map((r) => r.d_amount)) + paise(rows.map((r) => r.balance_fine)),
  );
  expect(toPaise(summary.total_fee_amount)).toBe(
    paise(rows.map((r) => r.t_amount)) + paise(rows.map((r) => r.balance_fine)) + finesPaid,
  );
  expect(toPaise(summary.total_fee_amount)).toBe(
    toPaise(summary.total_paid_amount) +
      toPaise(summary.total_unpaid_amount) +
      paise(rows.map((r) => r.bad_debt_amount)),
  );
}

const today = () => todayIn('Asia/Kolkata', new Date());

describe('GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id}', () => {
  it("gives Aarav's current year: six installments in every status, four payments, totals that agree", async () => {
    const answer = await get('aarav', summaryUrl(GREENFIELD, AARAV, CURRENT));
    expect(answer.status).toBe(200);
    const summary = feeSummaryResponseSchema.parse(answer.body).result;
    expect(summary).toMatchObject({
      total_fee_amount: 60_550,
      total_paid_amount: 31_250,
      total_unpaid_amount: 29_300,
      is_fine_configured: true,
    });
    expectTotalsAgree(summary);

    const rows = summary.a_install_li;
    expect(rows.map((r) => r.install_no)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((r) => installmentStatus(r, today()))).toEqual([
      'paid',
      'discounted',
      'paid',
      'partiallyPaid',
      'overdue',
      'due',
    ]);
    expect(rows.map((r) => [r.t_amount, r.p_amount, r.d_amount, r.balance_fine, r.p_status])).toEqual([
      [12_000, 12_000, 0, 0, 'Y'],
      [0, 0, 0, 0, 'Y'],
      [12_000, 12_000, 0, 0, 'Y'],
      [12_000, 7_000, 5_000, 0, 'N'],
      [12_000, 0, 12_000, 300, 'N'],
      [12_000, 0, 12_000, 0, 'N'],
    ]);
    expect(rows[3]).toMatchObject({ initial_amount: 10_500, tax_amount: 1_500, disc_amount: 0 });
    expect(rows[1]).toMatchObject({ initial_amount: 12_000, disc_amount: 12_000 });
    expect(rows.every((r) => r.stnd_n === 'Class 8' && r.c_n === null)).toBe(true);
    // Due dates ascending, as the installments were planned.
    expect([...rows.map((r) => r.d_date)].sort()).toEqual(rows.map((r) => r.d_date));

    const payments = summary.p_install_li;
    expect(payments.map((p) => [p.install_nos, p.p_method, p.p_amount, p.d_amount])).toEqual([
      ['1', 'Cash', 12_000, 0],
      ['3', 'Cheque', 12_250, 0],
      ['4', 'Online', 5_000, 7_000],
      ['4', 'Online', 2_000, 5_000],
    ]);
    expect(payments.map((p) => p.f_rec_no)).toEqual([
      expect.stringMatching(/^GPS-\d\d-\d\d-0101$/),
      expect.stringMatching(/-0148$/),
      expect.stringMatching(/-0190$/),
      expect.stringMatching(/-0233$/),
    ]);
    expect([...payments.map((p) => p.p_date)].sort()).toEqual(payments.map((p) => p.p_date));
    expect(payments[0]!.financial_yr).toMatch(/^\d{4}-\d{2}$/);
    expect(payments[0]!.stnd_n).toBe('Class 8');
  });

  it("gives Aarav's previous year: one paid, one ending in bad debt; total = paid + unpaid + bad debt", async () => {
    const summary = await summaryOf('aarav', GREENFIELD, AARAV, previousYearId(GREENFIELD));
    expect(summary.a_install_li.map((r) => installmentStatus(r, today()))).toEqual(['paid', 'badDebt']);
    expect(summary.a_install_li[1]).toMatchObject({
      t_amount: 22_000,
      p_amount: 18_000,
      bad_debt_amount: 4_000,
      d_amount: 0,
    });
    expect(summary).toMatchObject({
      total_fee_amount: 44_000,
      total_paid_amount: 40_000,
      total_unpaid_amount: 0,
    });
    expectTotalsAgree(summary);
    expect(summary.p_install_li.map((p) => p.stnd_n)).toEqual(['Class 7', 'Class 7']);
  });

  it("lets a parent (Meera) read either child's fees; Diya's are all paid, two installments in one payment", async () => {
    const aarav = await summaryOf('meera', GREENFIELD, AARAV, CURRENT);
    expect(aarav.total_unpaid_amount).toBe(29_300);
    const diya = await summaryOf('meera', GREENFIELD, DIYA, CURRENT);
    expect(diya).toMatchObject({
      total_fee_amount: 28_500,
      total_paid_amount: 28_500,
      total_unpaid_amount: 0,
    });
    expect(diya.a_install_li.every((r) => r.p_status === 'Y')).toBe(true);
    expect(diya.p_install_li.map((p) => [p.install_nos, p.d_amount])).toEqual([
      ['1', 0],
      ['2, 3', 0],
    ]);
    expectTotalsAgree(diya);
    expect(await summaryOf('diya', GREENFIELD, DIYA, CURRENT)).toEqual(diya);
  });

  it('gives Apex (coaching: batch, no fines) its rows with c_n and is_fine_configured false', async () => {
    const riya = await summaryOf('riya', APEX, 2001, currentYearId(APEX));
    expect(riya.is_fine_configured).toBe(false);
    expect(riya.a_install_li.map((r) => [r.c_n, r.stnd_n, r.t_amount])).toEqual([
      ['JEE Advanced 2027', null, 53_100],
      ['JEE Advanced 2027', null, 53_100],
      ['JEE Advanced 2027', null, 53_100],
    ]);
    expect(riya.p_install_li.map((p) => [p.install_nos, p.p_method, p.p_amount, p.d_amount])).toEqual([
      ['1', 'Card', 53_100, 0],
      ['2', 'Online', 30_000, 23_100],
    ]);
    expectTotalsAgree(riya);
  });

  it('answers an empty summary for a year without fees', async () => {
    // A year of the institute with nothing in it: the seed's years are the previous and the current one.
    await t.database.db.execute(
      sql`delete from fee_installments where student_id = ${DIYA} and academic_year_id = ${previousYearId(GREENFIELD)}`,
    );
    const empty = await summaryOf('diya', GREENFIELD, DIYA, previousYearId(GREENFIELD));
    expect(empty).toEqual({
      total_fee_amount: 0,
      total_paid_amount: 0,
      total_unpaid_amount: 0,
      is_fine_configured: true,
      p_install_li: [],
      a_install_li: [],
    });
  });

  it("refuses another student, another institute and another institute's year (403)", async () => {
    const diyaForAarav = await get('aarav', summaryUrl(GREENFIELD, DIYA, CURRENT));
    expect([diyaForAarav.status, diyaForAarav.body.message]).toEqual([403, MESSAGES.notYours]);
    expect((await get('aarav', summaryUrl(APEX, 2001, currentYearId(APEX)))).status).toBe(403);
    expect((await get('aarav', summaryUrl(APEX, AARAV, CURRENT))).status).toBe(403);
    expect((await get('riya', summaryUrl(GREENFIELD, AARAV, CURRENT))).status).toBe(403);
    for (const year of [currentYearId(APEX), 999_999, 99_999_999_999]) {
      const answer = await get('aarav', summaryUrl(GREENFIELD, AARAV, year));
      expect([answer.status, answer.body.message]).toEqual([403, FEE_MESSAGES.yearNotOurs]);
    }
  });

  it('refuses an open user (Sam, user_type 99): no student, no fees', async () => {
    const answer = await get('sam', summaryUrl(APEX, 2001, currentYearId(APEX)));
    expect([answer.status, answer.body.message]).toEqual([403, FEE_MESSAGES.openUser]);
  });

  it('answers 400 for ids that are not positive whole numbers, 401 without a token', async () => {
    for (const url of [
      summaryUrl(GREENFIELD, AARAV, 'abc'),
      summaryUrl(GREENFIELD, 'x' as unknown as number, CURRENT),
      summaryUrl(0, AARAV, CURRENT),
      summaryUrl(GREENFIELD, AARAV, '1.5'),
      summaryUrl(GREENFIELD, AARAV, -3),
    ]) {
      const answer = await get('aarav', url);
      expect(answer.status, url).toBe(400);
    }
    expect((await call(t.app, 'GET', summaryUrl(GREENFIELD, AARAV, CURRENT))).status).toBe(401);
  });
});

describe('the summary queries', () => {
  it('read the fee tables through their indexes, never a scan of a whole table', async () => {
    const of = { instituteId: GREENFIELD, studentId: AARAV, yearId: CURRENT };
    for (const query of [installmentsQuery(of), paymentsQuery(of)]) {
      // The demo tables are small enough to scan; with scans priced out, a missing index would still show one.
      const text = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = await tx.execute(sql`explain ${query}`);
        return (plan as unknown as { rows: Array<Record<string, string>> }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });
      expect(text).toMatch(/Index/);
      expect(text).not.toMatch(/Seq Scan on fee_/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three fee routes under the fees tag, the two token calls with the student token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<
        string,
        Record<
          string,
          { tags?: string[]; summary?: string; security?: unknown[]; responses?: Record<string, unknown> }
        >
      >;
    };
    const fees = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('fees') && op.summary)
        .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(fees.map((f) => f.route).sort()).toEqual([
      'GET /api/v1/studentWise/fee/receipt-file/{token}',
      'GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id}',
      'GET /api/v1/studentWise/fee/{student_id}/feeReceipt/{receipt_no}/download',
    ]);
    for (const { route, op } of fees) {
      expect(Object.keys(op.responses ?? {}), route).toContain('200');
      expect(op.security, route).toEqual(route.includes('receipt-file') ? undefined : [{ studentToken: [] }]);
    }
  });
});
