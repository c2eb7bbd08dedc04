import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstDay, lastDay, type MonthRef } from '@portal/shared/events/rules';
import { holidayMap } from '@portal/shared/timetable/rules';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadTimetableSchemas } from './load-schemas';
import { academicYearKey, whoOf } from './who';

/** POST /api/v1/holiday_manager/event_for_timetable (token, schools): the month's holidays by day. */
export async function getHolidays(
  session: Session,
  month: MonthRef,
  signal?: AbortSignal,
): Promise<Record<string, string[]>> {
  const { holidaysRequestSchema, holidaysResponseSchema } = await loadTimetableSchemas();
  const body = holidaysRequestSchema.parse({
    institution_id: session.institute_id,
    year: month.year,
    ...whoOf(session),
    event_start_Date: firstDay(month),
    event_end_date: lastDay(month),
  });
  const answer = await api.post('/api/v1/holiday_manager/event_for_timetable', body, {
    auth: true,
    signal,
    schema: holidaysResponseSchema,
  });
  return holidayMap(answer.result);
}

export const holidaysQuery = (session: Session, month: MonthRef) =>
  queryOptions({
    queryKey: [
      'timetable',
      'holidays',
      session.institute_id,
      whoOf(session),
      academicYearKey(session),
      month.year,
      month.month,
    ],
    queryFn: ({ signal }) => getHolidays(session, month, signal),
  });

/** Only school institutes have holidays on the timetable, shown in its month view (`month` null: the year view). */
export function useHolidays(session: Session, month: MonthRef | null) {
  return useQuery({
    ...holidaysQuery(session, month ?? { year: 0, month: 1 }),
    enabled: session.is_institute_type_school && month !== null,
  });
}
