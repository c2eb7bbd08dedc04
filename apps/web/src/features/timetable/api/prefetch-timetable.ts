import { initialMonth, type MonthRef } from '@portal/shared/timetable/rules';
import { academicRange } from '../../../lib/academic-range';
import { queryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session';
import { todayIn } from '../../../lib/time-zone';
import { holidaysQuery } from './get-holidays';
import { timetableQuery } from './get-timetable';

/** The month the timetable opens on (spec section 2.1): this month, kept inside the academic year. */
export function openingMonth(session: Session, today: string = todayIn()): MonthRef {
  return initialMonth(today, academicRange(session, today));
}

/**
 * The timetable's month and (schools) its holidays, sent by its route's loader as soon as the
 * screen's code is here instead of once it has been drawn: the very queries useTimetable and
 * useHolidays then read for the opening month, on the same condition for holidays.
 */
export function prefetchTimetable(session: Session): void {
  const month = openingMonth(session);
  void queryClient.prefetchQuery(timetableQuery(session, month));
  if (session.is_institute_type_school) void queryClient.prefetchQuery(holidaysQuery(session, month));
}
