import type { QueryClient } from '@tanstack/react-query';
import { initialMonth, type MonthRef } from '@portal/shared/timetable/rules';
import { academicRange } from '@/lib/academic-range';
import type { Session } from '@/lib/session';
import { todayIn } from '@/lib/time-zone';
import { readTimetablePlace } from '../search-params';
import { holidaysQuery } from './get-holidays';
import { timetableQuery } from './get-timetable';
import { yearCountQuery } from './get-year-count';

/** The month the timetable opens on (spec section 2.1): this month, kept inside the academic year. */
export function openingMonth(session: Session, today: string = todayIn()): MonthRef {
  return initialMonth(today, academicRange(session, today));
}

/** What the timetable shows for an address's parameters (search-params.ts), for this session. */
export function timetablePlace(
  session: Session,
  params: URLSearchParams,
  today: string = todayIn(),
): ReturnType<typeof readTimetablePlace> {
  return readTimetablePlace(params, today, academicRange(session, today));
}

/**
 * The timetable's calls for the place its address names, sent by its route's loader as soon as the
 * screen's code is here (and again as the address moves to another month or year) instead of once it
 * has been drawn: the very queries the screen then reads, on the same conditions. The month view:
 * its month and (schools) that month's holidays; the year view: the year's counts and the clicked
 * month's schedules.
 */
export function prefetchTimetable(client: QueryClient, session: Session, url: URL): Promise<unknown> {
  const { place } = timetablePlace(session, url.searchParams);
  if (place.view === 'year')
    return Promise.all([
      client.ensureQueryData(yearCountQuery(session, place.year)),
      place.month && client.ensureQueryData(timetableQuery(session, place.month)),
    ]);
  return Promise.all([
    client.ensureQueryData(timetableQuery(session, place.month)),
    session.is_institute_type_school && client.ensureQueryData(holidaysQuery(session, place.month)),
  ]);
}
