import type { FeeInstallmentRow } from './schema';

/** Fees (spec schedule-exams-fees sections 4 and 9). Pure rules shared by the screen and the server. */

/** Selecting a tab (or reloading) shows a loader for about this long (spec section 9). */
export const FEE_TAB_LOADER_MS = 800;
/** A receipt link works this long, for the user and address that asked (issue 13). */
export const RECEIPT_LINK_TTL_MS = 5 * 60 * 1000;
/** Overdue: more than this many days after the due date. */
export const OVERDUE_AFTER_DAYS = 1;

export const INSTALLMENT_STATUSES = [
  'overdue',
  'due',
  'discounted',
  'paid',
  'badDebt',
  'partiallyPaid',
] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

type StatusFields = Pick<
  FeeInstallmentRow,
  'p_status' | 'p_amount' | 'bad_debt_amount' | 'd_date' | 'initial_amount' | 'tax_amount' | 'disc_amount'
>;

/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * An installment's status, decided in the spec's order (section 4): overdue, due, discounted,
 * paid, bad debt, otherwise partially paid. `today` is the institute's date (YYYY-MM-DD).
 */
export function installmentStatus(row: StatusFields, today: string): InstallmentStatus {
  const unpaidUntouched = row.p_status === 'N' && row.p_amount === 0 && row.bad_debt_amount === 0;
  if (unpaidUntouched && daysBetween(row.d_date, today) > OVERDUE_AFTER_DAYS) return 'overdue';
  if (unpaidUntouched) return 'due';
  if (toPaise(row.initial_amount) + toPaise(row.tax_amount) - toPaise(row.disc_amount) === 0)
    return 'discounted';
  if (row.p_status === 'Y') return 'paid';
  if (row.p_status === 'N' && row.bad_debt_amount !== 0) return 'badDebt';
  return 'partiallyPaid';
}

/** The Due tab: not Paid, not Bad Debt, and something (balance or fine) still owed. */
export function isOnDueTab(
  row: StatusFields & Pick<FeeInstallmentRow, 'd_amount' | 'balance_fine'>,
  today: string,
) {
  const status = installmentStatus(row, today);
  return status !== 'paid' && status !== 'badDebt' && toPaise(row.d_amount) + toPaise(row.balance_fine) > 0;
}

/** Rupees to whole paise, without floating-point drift (12.3 -> 1230). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole paise to rupees for the wire (1230 -> 12.3). */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Indian digit grouping of a whole number: 1234567 -> '12,34,567'. */
export function indianGrouping(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (whole < 0 ? '-' : '') + (rest ? `${rest},${last3}` : last3);
}

/** Money as the spec shows it in every language: 'Rs', Indian grouping, no decimals ('Rs 1,23,456'). */
export function formatRupees(rupees: number): string {
  return `Rs ${indianGrouping(Math.round(rupees))}`;
}

export interface FeeYearChoice {
  inst_acad_year_id: number;
  inst_acad_year: string;
}

/**
 * The academic year the fees screen opens on (spec section 4): a school's selected year; else
 * the year named like the student's year; failing that the last year in the list.
 */
export function defaultFeeYear<T extends FeeYearChoice>(
  years: T[],
  options: { isSchool: boolean; selectedYearId: number | null; studentYearName: string | null },
): T | null {
  if (options.isSchool) {
    const selected = years.find((y) => y.inst_acad_year_id === options.selectedYearId);
    if (selected) return selected;
  } else if (options.studentYearName) {
    const named = years.find((y) => y.inst_acad_year === options.studentYearName);
    if (named) return named;
  }
  return years.at(-1) ?? null;
}
