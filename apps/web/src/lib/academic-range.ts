import { firstDay, lastDay, monthOf, type DateRange } from '@portal/shared/events/rules';
import type { Session } from './session';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The selected academic year's first and last day: the year picked in the
 * header (from the year list), else the session's ay_start_date/ay_end_date,
 * else only this month.
 */
export function academicRange(session: Session, today: string): DateRange {
  const id = session.selectedAcadYrId ?? session.acad_yr_id;
  const year = session.acad_year_list.find((y) => y.inst_acad_year_id === id);
  if (year) return { start: year.start_date, end: year.end_date };
  if (ISO.test(session.ay_start_date) && ISO.test(session.ay_end_date)) {
    return { start: session.ay_start_date, end: session.ay_end_date };
  }
  const month = monthOf(today);
  return { start: firstDay(month), end: lastDay(month) };
}
