import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestLabel } from '@portal/shared/exams/schema';
import { api } from '../api-client';
import type { Session } from '../session';
import { examDeskUrl } from '../service-urls';
import { loadExamSchemas } from './load-schemas';

/** GET {examDesk}/student/testLabels (exam desk token): the institute's test type labels. */
export async function getLabels(session: Session, signal?: AbortSignal): Promise<TestLabel[]> {
  const { testLabelsResponseSchema } = await loadExamSchemas();
  const answer = await api.get(`${examDeskUrl(session)}/student/testLabels`, {
    auth: true,
    token: session.examdesk_auth_token,
    signal,
    schema: testLabelsResponseSchema,
  });
  return answer.data;
}

export const labelsQuery = (session: Session) =>
  queryOptions({
    queryKey: ['exams', 'labels', session.institute_id],
    queryFn: ({ signal }) => getLabels(session, signal),
  });

export const useLabels = (session: Session) => useQuery(labelsQuery(session));
