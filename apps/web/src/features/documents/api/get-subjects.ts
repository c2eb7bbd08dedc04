import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSubject } from '@portal/shared/documents/schema';
import { api } from '@/lib/api-client';
import { isOpenUser, type Session } from '@/lib/session';
import { loadDocumentsSchemas } from './load-schemas';

/** Who the documents calls name: a student by student_id, an open user (99) by user_id. */
export function readerQuery(session: Session): { student_id?: number; user_id?: number } {
  if (isOpenUser(session)) return { user_id: session.user_id };
  return { student_id: session.student_id ?? undefined };
}

/**
 * GET /api/v1/fileShare/{institute_id}?student_id= (user_id= for open users) (token): the subjects
 * (for open users the e-courses) that have documents shared with the caller.
 */
export async function getSubjects(session: Session, signal?: AbortSignal): Promise<DocumentSubject[]> {
  const { subjectListResponseSchema } = await loadDocumentsSchemas();
  const answer = await api.get(`/api/v1/fileShare/${session.institute_id}`, {
    auth: true,
    signal,
    query: readerQuery(session),
    schema: subjectListResponseSchema,
  });
  return answer.result.subject_list;
}

export const subjectsQuery = (session: Session) =>
  queryOptions({
    queryKey: ['documents', 'subjects', session.institute_id, session.user_id, session.student_id],
    queryFn: ({ signal }) => getSubjects(session, signal),
  });

export function useSubjects(session: Session) {
  return useQuery({ ...subjectsQuery(session), meta: { errorToast: true } });
}
