import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openTemplateCopy } from '../../test/database';
import { rowsOf, type Database } from '../client';
import { financialYearOf } from './fees';

/* The demo fees the fees screen and its tests rely on (issue 13), read back from the seeded template in paise. */

let database: Database;
const rows = <T>(query: SQL) => rowsOf<T>(database.db, query);
beforeAll(async () => {
  database = await openTemplateCopy(inject('serverTemplate'));
});
afterAll(() => database.close());

async function totals(studentId: number, yearId: number) {
  const [row] = await rows<{ total: string; fines: string; paid: string; bad: string }>(sql`
    select
      (select coalesce(sum(initial_paise + tax_paise - discount_paise), 0) from fee_installments
        where student_id = ${studentId} and academic_year_id = ${yearId}) as total,
      (select coalesce(sum(fine_paise), 0) from fee_installments
        where student_id = ${studentId} and academic_year_id = ${yearId}) as fines,
      (select coalesce(sum(a.amount_paise + a.fine_paise), 0) from fee_allocations a
        join fee_payments p on p.id = a.payment_id
        where p.student_id = ${studentId} and p.academic_year_id = ${yearId}) as paid,
      (select coalesce(sum(bad_debt_paise), 0) from fee_installments
        where student_id = ${studentId} and academic_year_id = ${yearId}) as bad`);
  return {
    total: Number(row!.total),
    fines: Number(row!.fines),
    paid: Number(row!.paid),
    bad: Number(row!.bad),
  };
}

describe('fee seed', () => {
  it("Aarav's current year: Rs 60,000 of installments, Rs 550 of fines, Rs 31,250 paid", async () => {
    expect(await totals(1001, 12)).toEqual({ total: 6_000_000, fines: 55_000, paid: 3_125_000, bad: 0 });
  });

  it("Aarav's previous year ends in bad debt; Diya owes nothing", async () => {
    expect(await totals(1001, 11)).toEqual({ total: 4_400_000, fines: 0, paid: 4_000_000, bad: 400_000 });
    const diya = await totals(1002, 12);
    expect(diya.paid).toBe(diya.total + diya.fines);
  });

  it("Riya's previous year at Apex (coaching): Rs 82,600, all paid", async () => {
    expect(await totals(2001, 21)).toEqual({ total: 8_260_000, fines: 0, paid: 8_260_000, bad: 0 });
  });

  it('every payment is paid toward installments of its own student and year, never beyond what they owe', async () => {
    const bad = await rows<{ id: number }>(sql`
      select i.id from fee_installments i
      left join fee_allocations a on a.installment_id = i.id
      left join fee_payments p on p.id = a.payment_id
      group by i.id
      having bool_or(p.student_id <> i.student_id or p.academic_year_id <> i.academic_year_id)
        or coalesce(sum(a.amount_paise), 0) + i.bad_debt_paise > i.initial_paise + i.tax_paise - i.discount_paise
        or coalesce(sum(a.fine_paise), 0) > i.fine_paise`);
    expect(bad).toEqual([]);
  });

  it('receipt numbers carry the financial year they are booked in', async () => {
    const payments = await rows<{ receipt_no: string; financial_year: string; paid_on: string }>(
      sql`select receipt_no, financial_year, paid_on::text from fee_payments where institute_id = 1`,
    );
    expect(payments.length).toBeGreaterThanOrEqual(7);
    for (const row of payments)
      expect(row.receipt_no).toBe(
        `GPS-${financialYearOf(row.paid_on, true).short}-${row.receipt_no.slice(-4)}`,
      );
  });

  it.each([
    ['2026-03-31', true, '2025-26'],
    ['2026-04-01', true, '2026-27'],
    ['2099-12-31', true, '2099-00'],
    ['2026-01-05', false, '2026'],
  ])('financial year of %s (India: %s) is %s', (date, indian, year) => {
    expect(financialYearOf(date, indian).long).toBe(year);
  });
});
