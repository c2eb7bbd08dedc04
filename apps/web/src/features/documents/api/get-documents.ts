import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubjectFiles } from '@portal/shared/documents/schema';
import { api } from '@/lib/api-client';
import { isOpenUser, type Session } from '@/lib/session';
import { readerQuery } from './get-subjects';
import { loadDocumentsSchemas } from './load-schemas';

/**
 * GET /api/v1/fileShare/subject-level/{institute_id} (token): the documents of the chosen subject
 * (student_id, subject_id) or e-course (open users: user_id, eCourse_id), share_with=2, by type.
 */
export async function getDocuments(
  session: Session,
  subjectId: number,
  signal?: AbortSignal,
): Promise<SubjectFiles> {
  const { subjectFilesResponseSchema } = await loadDocumentsSchemas();
  const place = isOpenUser(session) ? { eCourse_id: subjectId } : { subject_id: subjectId };
  const answer = await api.get(`/api/v1/fileShare/subject-level/${session.institute_id}`, {
    auth: true,
    signal,
    query: { ...readerQuery(session), ...place, share_with: 2 },
    schema: subjectFilesResponseSchema,
  });
  return answer.result;
}

export const documentsQuery = (session: Session, subjectId: number) =>
  queryOptions({
    queryKey: ['documents', 'files', session.institute_id, session.user_id, session.student_id, subjectId],
    queryFn: ({ signal }) => getDocuments(session, subjectId, signal),
  });

/** The chosen subject's documents (none chosen yet: not fetched). */
export function useDocuments(session: Session, subjectId: number | null) {
  return useQuery({
    ...documentsQuery(session, subjectId ?? 0),
    enabled: subjectId !== null,
    meta: { errorToast: true },
  });
}
