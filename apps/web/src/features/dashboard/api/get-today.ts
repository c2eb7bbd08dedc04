import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayResult } from '@portal/shared/today/schema';
import { userKind } from '@portal/shared/auth/rules';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';

/** The Today contract (classic zod) loads with the home screen's calls, never with the sign-in page. */
const loadTodaySchemas = () => import('@portal/shared/today/schema');

/**
 * GET /api/v1/portal/today/{student_id} (token): the Today panel of a student, or of a parent's
 * chosen child (the header's current child), built by the server from the screens' own services.
 */
export async function getToday(studentId: number, signal?: AbortSignal): Promise<TodayResult> {
  const answer = await api.get(`/api/v1/portal/today/${studentId}`, {
    auth: true,
    signal,
    schema: loadTodaySchemas().then((m) => m.todayResponseSchema),
  });
  return answer.result;
}

export const todayQuery = (instituteId: number, studentId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'today', instituteId, studentId],
    queryFn: ({ signal }) => getToday(studentId, signal),
    // Join opens and tests close as the minutes pass: fresh on each visit and every minute.
    refetchInterval: 60_000,
  });

/** The student the panel is for: none for an open user (no student, no panel). */
export function todayStudentId(session: Session): number | null {
  if (userKind(session.user_type) === 'open') return null;
  return session.student_id;
}

/** The home screen's Today: none for an open user. */
export const homeTodayQuery = (session: Session) => {
  const studentId = todayStudentId(session);
  return queryOptions({ ...todayQuery(session.institute_id, studentId ?? 0), enabled: studentId !== null });
};

export function useToday(session: Session) {
  return useQuery(homeTodayQuery(session));
}
