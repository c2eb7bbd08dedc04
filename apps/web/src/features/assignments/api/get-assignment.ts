import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentDetail } from '@portal/shared/assignments/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/** GET /api/v2/onlineAssignment/get/{institute_id}/{file_id}: one assignment and the student's status. */
export async function getAssignment(
  session: Session,
  fileId: number,
  signal?: AbortSignal,
): Promise<AssignmentDetail> {
  const { assignmentDetailResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.get(`/api/v2/onlineAssignment/get/${session.institute_id}/${fileId}`, {
    auth: true,
    signal,
    query: { student_id: session.student_id ?? undefined },
    schema: assignmentDetailResponseSchema,
  });
  return answer.result;
}

export const assignmentQuery = (session: Session, fileId: number) =>
  queryOptions({
    queryKey: ['assignments', 'detail', session.institute_id, session.student_id, fileId],
    queryFn: ({ signal }) => getAssignment(session, fileId, signal),
  });

export const useAssignment = (session: Session, fileId: number) =>
  useQuery({ ...assignmentQuery(session, fileId), meta: { errorToast: true } });
