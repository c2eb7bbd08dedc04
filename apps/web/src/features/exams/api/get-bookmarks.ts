import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bookmark } from '@portal/shared/exams/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { examDeskUrl } from '@/lib/service-urls';
import { loadExamSchemas } from '@/lib/exam-desk/load-schemas';

/** GET {examDesk}/student/testLabels/bookmark/{userId} (exam desk token): the student's bookmarked questions. */
export async function getBookmarks(session: Session, signal?: AbortSignal): Promise<Bookmark[]> {
  const { bookmarksResponseSchema } = await loadExamSchemas();
  const answer = await api.get(`${examDeskUrl(session)}/student/testLabels/bookmark/${session.user_id}`, {
    auth: true,
    token: session.examdesk_auth_token,
    signal,
    schema: bookmarksResponseSchema,
  });
  return answer.data;
}

export const bookmarksQuery = (session: Session) =>
  queryOptions({
    queryKey: ['exams', 'bookmarks', session.institute_id, session.user_id],
    queryFn: ({ signal }) => getBookmarks(session, signal),
    refetchOnWindowFocus: 'always',
  });

export const useBookmarks = (session: Session) => useQuery(bookmarksQuery(session));
