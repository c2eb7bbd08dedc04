import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portal/shared/assignments/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/** GET getAssignmentSolution/{institute_id}/{student_id}/{file_id}: the teacher's solutions once evaluated. */
export async function getSolutions(
  session: Session,
  fileId: number,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const { solutionsResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.get(
    `/api/v2/onlineAssignment/getAssignmentSolution/${session.institute_id}/${session.student_id}/${fileId}`,
    { auth: true, signal, schema: solutionsResponseSchema },
  );
  return answer.result;
}

export const solutionsQuery = (session: Session, fileId: number) =>
  queryOptions({
    queryKey: ['assignments', 'solutions', session.institute_id, session.student_id, fileId],
    queryFn: ({ signal }) => getSolutions(session, fileId, signal),
  });

export const useSolutions = (session: Session, fileId: number, enabled: boolean) =>
  useQuery({ ...solutionsQuery(session, fileId), enabled });
