import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentList } from '@portal/shared/assignments/schema';
import { ASSIGNMENT_CATEGORY_ID } from '@portal/shared/assignments/rules';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/** POST /api/v2/onlineAssignment/student/getAssignmentsDetail: the ongoing and past lists. */
export async function getAssignments(session: Session, signal?: AbortSignal): Promise<AssignmentList> {
  const { assignmentListResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.post(
    '/api/v2/onlineAssignment/student/getAssignmentsDetail',
    {
      category_id: ASSIGNMENT_CATEGORY_ID,
      institute_id: session.institute_id,
      student_id: session.student_id,
    },
    { auth: true, signal, schema: assignmentListResponseSchema },
  );
  return answer.result;
}

export const assignmentsQuery = (session: Session) =>
  queryOptions({
    queryKey: ['assignments', 'list', session.institute_id, session.student_id],
    queryFn: ({ signal }) => getAssignments(session, signal),
  });

export const useAssignments = (session: Session) =>
  useQuery({ ...assignmentsQuery(session), meta: { errorToast: true } });
