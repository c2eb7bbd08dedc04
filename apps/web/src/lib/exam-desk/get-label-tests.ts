import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Test } from '@portal/shared/exams/schema';
import { api } from '../api-client';
import type { Session } from '../session';
import { examDeskUrl } from '../service-urls';
import { loadExamSchemas } from './load-schemas';

/**
 * GET {examDesk}/student/testLabels/{labelId}/tests (exam desk token): the label's tests
 * with the status inputs of the student (a parent's chosen child, named by student_id).
 */
export async function getLabelTests(
  session: Session,
  labelId: number,
  signal?: AbortSignal,
): Promise<Test[]> {
  const { testsResponseSchema } = await loadExamSchemas();
  const answer = await api.get(`${examDeskUrl(session)}/student/testLabels/${labelId}/tests`, {
    auth: true,
    token: session.examdesk_auth_token,
    query: { student_id: session.student_id ?? undefined },
    signal,
    schema: testsResponseSchema,
  });
  return answer.data;
}

export const labelTestsQuery = (session: Session, labelId: number) =>
  queryOptions({
    queryKey: ['exams', 'tests', session.institute_id, session.student_id ?? session.user_id, labelId],
    queryFn: ({ signal }) => getLabelTests(session, labelId, signal),
    // A test submitted in the panel's window shows up counted when this one regains focus.
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** Tests of a real label; a placeholder label (OnlineP, MockP) has none. */
export function useLabelTests(session: Session, labelId: number | null) {
  return useQuery({ ...labelTestsQuery(session, labelId ?? 0), enabled: labelId !== null });
}
