import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthRef } from '@portal/shared/events/rules';
import type { EventCalendar } from '@portal/shared/events/schema';
import { api } from '@/lib/api-client';
import { loadEventSchemas } from './load-schemas';

export interface CalendarRequest {
  instituteId: number;
  /** The acting student (a parent's chosen child). */
  studentId: number;
  month: MonthRef;
  /** All Events; false on My Events. */
  all: boolean;
}

/** POST /api/v1/holiday_manager/getDetail (token): the month's events by start date, weekly offs included. */
export async function getEventCalendar(
  request: CalendarRequest,
  signal?: AbortSignal,
): Promise<EventCalendar> {
  const { eventCalendarBodySchema, eventCalendarResponseSchema } = await loadEventSchemas();
  const body = eventCalendarBodySchema.parse({
    institution_id: request.instituteId,
    month: request.month.month,
    year: request.month.year,
    student_id: request.studentId,
    is_all_event_for_student: request.all,
    event_type: 0,
    search_date: null,
    is_yearly_view: false,
  });
  const answer = await api.post('/api/v1/holiday_manager/getDetail', body, {
    auth: true,
    signal,
    schema: eventCalendarResponseSchema,
  });
  return answer.result;
}

export const eventCalendarQuery = (request: CalendarRequest) =>
  queryOptions({
    queryKey: [
      'events',
      request.instituteId,
      request.studentId,
      request.month.year,
      request.month.month,
      request.all,
    ],
    queryFn: ({ signal }) => getEventCalendar(request, signal),
  });

export function useEventCalendar(request: CalendarRequest) {
  return useQuery({ ...eventCalendarQuery(request), meta: { errorToast: true } });
}
