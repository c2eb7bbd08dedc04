import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBookmarkResponse } from '@portal/shared/exams/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { examDeskUrl } from '@/lib/service-urls';
import { bookmarksQuery } from './get-bookmarks';
import { loadExamSchemas } from '@/lib/exam-desk/load-schemas';

/** POST {examDesk}/student/testLabels/deleteBookmark (exam desk token): validate 1 when removed. */
export async function deleteBookmark(session: Session, questionId: number): Promise<DeleteBookmarkResponse> {
  const { deleteBookmarkResponseSchema } = await loadExamSchemas();
  return api.post(
    `${examDeskUrl(session)}/student/testLabels/deleteBookmark`,
    { student_id: session.student_id, question_id: questionId },
    { auth: true, token: session.examdesk_auth_token, schema: deleteBookmarkResponseSchema },
  );
}

/** Removes a bookmark, then reloads the list (spec section 4, bookmark removal). */
export function useDeleteBookmark(session: Session) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => deleteBookmark(session, questionId),
    onSettled: () => client.invalidateQueries({ queryKey: bookmarksQuery(session).queryKey }),
  });
}
