import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstDay, lastDay, type MonthRef } from '@portal/shared/events/rules';
import { inclusionFlags } from '@portal/shared/timetable/flags';
import type { TimetableResult } from '@portal/shared/timetable/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadTimetableSchemas } from './load-schemas';
import { academicYearKey, whoOf } from './who';

export interface MonthTimetable extends TimetableResult {
  /**
   * The server's clock minus this device's when the answer came (ms); in a page the server drew,
   * measured against this device's once taken over (lib/query-client.ts).
   */
  clockOffset: number;
}

/** POST /api/v2/timeTable/v3 (token): the month's schedules by date and the server's time. */
export async function getTimetable(
  session: Session,
  month: MonthRef,
  signal?: AbortSignal,
): Promise<MonthTimetable> {
  const { timetableRequestSchema, timetableResponseSchema } = await loadTimetableSchemas();
  const body = timetableRequestSchema.parse({
    batch_id: '-1',
    course_id: '-1',
    standard_id: '-1',
    subject_id: '-1',
    teacher_id: '-1',
    master_course: '',
    startdate: firstDay(month),
    enddate: lastDay(month),
    institute_id: session.institute_id,
    ...inclusionFlags(session.inst_set_up.classes, session.inst_set_up.exam, session.user_type),
    ...whoOf(session),
  });
  const answer = await api.post('/api/v2/timeTable/v3', body, {
    auth: true,
    signal,
    schema: timetableResponseSchema,
  });
  const serverNow = Date.parse(answer.time);
  return { ...answer.result, clockOffset: Number.isNaN(serverNow) ? 0 : serverNow - Date.now() };
}

export const timetableQuery = (session: Session, month: MonthRef) =>
  queryOptions({
    queryKey: [
      'timetable',
      'month',
      session.institute_id,
      whoOf(session),
      academicYearKey(session),
      month.year,
      month.month,
    ],
    queryFn: ({ signal }) => getTimetable(session, month, signal),
  });

export function useTimetable(session: Session, month: MonthRef | null) {
  return useQuery({ ...timetableQuery(session, month ?? { year: 0, month: 1 }), enabled: month !== null });
}
