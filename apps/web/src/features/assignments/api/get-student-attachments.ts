import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portal/shared/assignments/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/** GET studentAttachmentsDetail/{institute_id}/{student_id}/{file_id}: the student's own files and links. */
export async function getStudentAttachments(
  session: Session,
  fileId: number,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const { studentAttachmentsResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.get(
    `/api/v2/onlineAssignment/studentAttachmentsDetail/${session.institute_id}/${session.student_id}/${fileId}`,
    { auth: true, signal, schema: studentAttachmentsResponseSchema },
  );
  return answer.result.student_attachment;
}

export const studentAttachmentsQuery = (session: Session, fileId: number) =>
  queryOptions({
    queryKey: ['assignments', 'mine', session.institute_id, session.student_id, fileId],
    queryFn: ({ signal }) => getStudentAttachments(session, fileId, signal),
  });

export const useStudentAttachments = (session: Session, fileId: number) =>
  useQuery({ ...studentAttachmentsQuery(session, fileId), meta: { errorToast: true } });
