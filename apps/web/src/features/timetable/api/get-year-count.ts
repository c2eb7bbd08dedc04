import { queryOptions, useQuery } from '@tanstack/react-query';
import { inclusionFlags } from '@portal/shared/timetable/flags';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadTimetableSchemas } from './load-schemas';
import { academicYearKey, whoOf } from './who';

/** POST /api/v2/timeTable/year-count (token): month number '1'-'12' to its count of schedules. */
export async function getYearCount(
  session: Session,
  year: number,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const { yearCountRequestSchema, yearCountResponseSchema } = await loadTimetableSchemas();
  const body = yearCountRequestSchema.parse({
    year,
    institute_id: session.institute_id,
    ...whoOf(session),
    ...inclusionFlags(session.inst_set_up.classes, session.inst_set_up.exam, session.user_type, 'year'),
  });
  const answer = await api.post('/api/v2/timeTable/year-count', body, {
    auth: true,
    signal,
    schema: yearCountResponseSchema,
  });
  return answer.result;
}

export const yearCountQuery = (session: Session, year: number) =>
  queryOptions({
    queryKey: ['timetable', 'year', session.institute_id, whoOf(session), academicYearKey(session), year],
    queryFn: ({ signal }) => getYearCount(session, year, signal),
  });

export function useYearCount(session: Session, year: number, enabled: boolean) {
  return useQuery({ ...yearCountQuery(session, year), enabled });
}
