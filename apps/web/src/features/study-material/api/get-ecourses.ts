import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseType } from '@portal/shared/study-material/schema';
import { api } from '@/lib/api-client';
import { actingStudentId, type Session } from '@/lib/session';
import { loadStudySchemas } from './load-schemas';

/** Students are named by their student id, open users (user_type 99) by their user id. */
export const callerId = (session: Session): number => actingStudentId(session) ?? session.user_id;

/** GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{id}?source=STUDENT_PORTAL (token). */
export async function getEcourses(session: Session, signal?: AbortSignal): Promise<CourseType[]> {
  const { ecoursesResponseSchema } = await loadStudySchemas();
  const answer = await api.get(
    `/api/v1/instFileSystem/get-student-ecourses/${session.institute_id}/${callerId(session)}`,
    { auth: true, signal, query: { source: 'STUDENT_PORTAL' }, schema: ecoursesResponseSchema },
  );
  return answer.result;
}

export const ecoursesQuery = (session: Session) =>
  queryOptions({
    queryKey: ['study-material', 'ecourses', session.institute_id, callerId(session)],
    queryFn: ({ signal }) => getEcourses(session, signal),
  });

export function useEcourses(session: Session, enabled: boolean) {
  return useQuery({ ...ecoursesQuery(session), enabled, meta: { errorToast: true } });
}
