/**
 * The Today panel's rules (issue 15): which rows of each screen count as "today". Pure, shared by
 * the server (which picks the rows) and the web (which draws them). Dates are 'YYYY-MM-DD' on the
 * institute's wall clock, never the browser's.
 */
import { testCardStatus, type StatusInput } from '../exams/rules';
import { daysBetween, isOnDueTab } from '../fees/rules';
import type { FeeInstallmentRow } from '../fees/schema';

/** Homework shows from this many calendar days before its due date (0: due today). */
export const HOMEWORK_WINDOW_DAYS = 2;
/** Fee installments show from this many days before their due date. */
export const FEE_WINDOW_DAYS = 7;

/** The screen each kind of row opens (the portal's signed-in routes, spec section 2). */
export const TODAY_LINKS = {
  classes: () => '/timetable',
  live: () => '/live',
  tests: () => '/exam',
  homework: (fileId: number) => `/assignment/${fileId}`,
  fees: () => '/fees',
  events: () => '/eventCalender',
} as const;

/** Within [0, window] days ahead (a day in the past is out). */
const within = (daysAhead: number, window: number) => daysAhead >= 0 && daysAhead <= window;

/**
 * Homework for today: not submitted yet (Pending, or a saved Draft) and due today or within the
 * next 2 days. `days_left` is the assignments list's own count of calendar days (-1 once past,
 * where Not Submitted and Expired live).
 */
export function homeworkDueSoon(item: { days_left: number; student_status: string }): boolean {
  if (item.student_status !== 'Pending' && item.student_status !== 'Draft') return false;
  return within(item.days_left, HOMEWORK_WINDOW_DAYS);
}

type FeeRow = Pick<
  FeeInstallmentRow,
  | 'p_status'
  | 'p_amount'
  | 'bad_debt_amount'
  | 'd_date'
  | 'initial_amount'
  | 'tax_amount'
  | 'disc_amount'
  | 'd_amount'
  | 'balance_fine'
>;

/** Days from today to the installment's due date, or null when it is not due within 7 days or nothing is owed. */
export function feeDaysLeft(row: FeeRow, today: string): number | null {
  if (!isOnDueTab(row, today)) return null;
  const days = daysBetween(today, row.d_date);
  return within(days, FEE_WINDOW_DAYS) ? days : null;
}

export type OpenTestStatus = 'ongoing' | 'resume' | 'practice';

/**
 * Whether My Exam's card for an exam desk test can be started or resumed now: its card status
 * (the shared rules) is ongoing, resume or practice, and now is inside its window (a practice
 * test's status ignores the window; outside it the card's Start is greyed). Null: not open now.
 */
export function openTestStatus(test: StatusInput, nowMs: number): OpenTestStatus | null {
  const status = testCardStatus(test, nowMs, true);
  const inWindow = nowMs >= test.start_timestamp * 1000 && nowMs < test.end_timestamp * 1000;
  if (!inWindow) return null;
  return status === 'ongoing' || status === 'resume' || status === 'practice' ? status : null;
}

/** A calendar entry of today: a holiday or event (not a weekly off) whose date range covers `today`. */
export function eventCoversDay(
  event: { event_type: number; event_date_range: string },
  today: string,
): boolean {
  if (event.event_type !== 1 && event.event_type !== 2) return false;
  const [start, end] = event.event_date_range.split(' ');
  return !!start && !!end && start <= today && today <= end;
}

/** Nothing to show: 'Nothing due today'. */
export function isNothingToday(result: {
  classes: readonly unknown[];
  live_classes: readonly unknown[];
  tests: readonly unknown[];
  homework: readonly unknown[];
  fees: readonly unknown[];
  events: readonly unknown[];
}): boolean {
  return [
    result.classes,
    result.live_classes,
    result.tests,
    result.homework,
    result.fees,
    result.events,
  ].every((list) => list.length === 0);
}
