import { sql } from 'drizzle-orm';
import type { FeeInstallmentRow, FeePaymentRow, FeeSummary } from '@portal/shared/fees/schema';
import { fromPaise } from '@portal/shared/fees/rules';
import { rowsOf, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * The fee summary (GET …/fee/{institute_id}/students/{student_id}/{acad_year_id}). Every sum is
 * made by the database in integer paise; rupees appear only when a row is turned into its wire
 * form. Two indexed queries: the institute and year with the installments, and the payments.
 */

export const FEE_MESSAGES = {
  yearNotOurs: "This academic year is not one of your institute's years.",
  openUser: 'Fees are shown to students and parents only.',
  receiptsOff: 'Your institute has not enabled fee receipts for students.',
  receiptNotFound:
    'No receipt with this number was found for this student, financial year and academic year.',
  linkUnknown: 'This receipt link is not valid. Please download the receipt again.',
  linkExpired: 'This receipt link has expired. Please download the receipt again.',
  linkOtherAddress: 'This receipt link was made for another device. Please download the receipt again.',
} as const;

/** Ids above PostgreSQL's integer range name no row (and must not reach a query as one). */
export const MAX_ID = 2_147_483_647;

/** A bigint or numeric column as a number (pg gives int8 as text, PGlite may give a bigint). */
export const num = (value: unknown): number => Number(value ?? 0);

export interface StudentYear {
  instituteId: number;
  studentId: number;
  yearId: number;
}

interface InstallmentSql {
  install_no: number;
  d_date: string;
  stnd_n: string | null;
  c_n: string | null;
  initial: unknown;
  tax: unknown;
  discount: unknown;
  fine: unknown;
  bad_debt: unknown;
  total: unknown;
  paid: unknown;
  balance: unknown;
  balance_fine: unknown;
  p_status: 'Y' | 'N';
  sum_total: unknown;
  sum_unpaid: unknown;
}

/** The installments with what was paid toward each (allocations), and the year's totals beside every row. */
export const installmentsQuery = (of: StudentYear) => sql`
    select r.*,
           (sum(r.total + r.fine) over ())::bigint as sum_total,
           (sum(r.balance + r.balance_fine) over ())::bigint as sum_unpaid
      from (
        select i.install_no, i.due_date::text as d_date, i.standard_name as stnd_n, i.course_name as c_n,
               i.initial_paise as initial, i.tax_paise as tax, i.discount_paise as discount,
               i.fine_paise as fine, i.bad_debt_paise as bad_debt,
               t.total, a.paid,
               greatest(t.total - a.paid - i.bad_debt_paise, 0) as balance,
               greatest(i.fine_paise - a.fine_paid, 0) as balance_fine,
               case when a.paid >= t.total then 'Y' else 'N' end as p_status
          from fee_installments i
          cross join lateral (select i.initial_paise + i.tax_paise - i.discount_paise as total) t
          cross join lateral (
            select coalesce(sum(fa.amount_paise), 0)::bigint as paid,
                   coalesce(sum(fa.fine_paise), 0)::bigint as fine_paid
              from fee_allocations fa where fa.installment_id = i.id) a
         where i.student_id = ${of.studentId} and i.academic_year_id = ${of.yearId}
           and i.institute_id = ${of.instituteId}
      ) r
     order by r.install_no`;

export interface PaymentSql {
  id: number;
  p_date: string;
  stnd_n: string | null;
  c_n: string | null;
  p_method: string;
  f_rec_no: string;
  financial_yr: string;
  install_nos: string;
  amount: unknown;
  left_after: unknown;
  sum_paid: unknown;
}

/**
 * The payments of a student's year, by paid_on then id, each with what it paid (fee and fine)
 * and what the installments it paid still owed right after it: their totals and fines less
 * everything this payment and the earlier ones paid toward them, never below 0 each.
 */
export const paymentsQuery = (of: StudentYear) => sql`
    with pay as (
      select p.id, p.paid_on, p.receipt_no, p.financial_year, p.method, p.standard_name, p.course_name
        from fee_payments p
       where p.student_id = ${of.studentId} and p.academic_year_id = ${of.yearId}
         and p.institute_id = ${of.instituteId}
    ),
    alloc as (
      select fa.payment_id, i.install_no, fa.amount_paise + fa.fine_paise as paid,
             greatest(i.initial_paise + i.tax_paise - i.discount_paise + i.fine_paise
               - sum(fa.amount_paise + fa.fine_paise) over (
                   partition by fa.installment_id order by p.paid_on, p.id
                   rows between unbounded preceding and current row), 0) as left_after
        from pay p
        join fee_allocations fa on fa.payment_id = p.id
        join fee_installments i on i.id = fa.installment_id
    )
    select p.id, p.paid_on::text as p_date, p.standard_name as stnd_n, p.course_name as c_n,
           p.method as p_method, p.receipt_no as f_rec_no, p.financial_year as financial_yr,
           coalesce(string_agg(a.install_no::text, ', ' order by a.install_no), '') as install_nos,
           coalesce(sum(a.paid), 0)::bigint as amount,
           coalesce(sum(a.left_after), 0)::bigint as left_after,
           (sum(coalesce(sum(a.paid), 0)) over ())::bigint as sum_paid
      from pay p
      left join alloc a on a.payment_id = p.id
     group by p.id, p.paid_on, p.receipt_no, p.financial_year, p.method, p.standard_name, p.course_name
     order by p.paid_on, p.id`;

export const paymentRows = (db: Db, of: StudentYear) => rowsOf<PaymentSql>(db, paymentsQuery(of));

/**
 * The institute's fine setting and whether the year is the institute's (no row: no such institute),
 * with the year's installments beside it when it is: the summary's check and its installments in
 * one statement, read beside the payments.
 */
const summaryInstallmentsQuery = (of: StudentYear) => sql`
    select c.fine_configured, c.year_ok, r.*
      from (select i.fine_configured,
                   exists (select 1 from academic_years y where y.id = ${of.yearId} and y.institute_id = i.id) as year_ok
              from institutes i where i.id = ${of.instituteId}) c
      left join lateral (${installmentsQuery(of)}) r on c.year_ok
     order by r.install_no`;

const installmentRows = (db: Db, of: StudentYear) => rowsOf<InstallmentSql>(db, installmentsQuery(of));

/**
 * The installments of a student's year (a_install_li), one indexed query, for a caller that has
 * already checked the year is the institute's (Today: the token's year, checked at sign-in and on
 * every call).
 */
export async function installmentsOf(db: Db, of: StudentYear): Promise<FeeInstallmentRow[]> {
  return (await installmentRows(db, of)).map(installmentRowOf);
}

export function paymentRowOf(row: PaymentSql): FeePaymentRow {
  return {
    install_nos: row.install_nos,
    p_date: row.p_date,
    stnd_n: row.stnd_n,
    c_n: row.c_n,
    p_method: row.p_method,
    f_rec_no: row.f_rec_no,
    financial_yr: row.financial_yr,
    p_amount: fromPaise(num(row.amount)),
    d_amount: fromPaise(num(row.left_after)),
  };
}

function installmentRowOf(row: InstallmentSql): FeeInstallmentRow {
  return {
    install_no: row.install_no,
    d_date: row.d_date,
    stnd_n: row.stnd_n,
    c_n: row.c_n,
    t_amount: fromPaise(num(row.total)),
    d_amount: fromPaise(num(row.balance)),
    balance_fine: fromPaise(num(row.balance_fine)),
    p_status: row.p_status,
    p_amount: fromPaise(num(row.paid)),
    bad_debt_amount: fromPaise(num(row.bad_debt)),
    initial_amount: fromPaise(num(row.initial)),
    tax_amount: fromPaise(num(row.tax)),
    disc_amount: fromPaise(num(row.discount)),
  };
}

/**
 * A student's fees for one academic year of the caller's institute (the caller was found to
 * act for the student and the institute). A year of another institute, or none: 403.
 */
export async function feeSummary(db: Db, of: StudentYear): Promise<FeeSummary> {
  if (of.yearId > MAX_ID) throw new HttpError(403, FEE_MESSAGES.yearNotOurs);
  const [rows, payments] = await Promise.all([
    rowsOf<InstallmentSql & { fine_configured: boolean; year_ok: boolean }>(db, summaryInstallmentsQuery(of)),
    paymentRows(db, of),
  ]);
  const context = rows[0];
  if (!context?.year_ok) throw new HttpError(403, FEE_MESSAGES.yearNotOurs);
  // A year without installments is one row of the institute's setting alone.
  const installments = rows.filter((row) => row.install_no !== null);
  return {
    total_fee_amount: fromPaise(num(installments[0]?.sum_total)),
    total_paid_amount: fromPaise(num(payments[0]?.sum_paid)),
    total_unpaid_amount: fromPaise(num(installments[0]?.sum_unpaid)),
    is_fine_configured: context.fine_configured,
    p_install_li: payments.map(paymentRowOf),
    a_install_li: installments.map(installmentRowOf),
  };
}
