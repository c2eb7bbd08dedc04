import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestReport } from '@portal/shared/reports/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';

/**
 * GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1 (scorecard
 * token): one test's report of the signed-in student, or of a parent's chosen child (the
 * session's account_id and user_id are the child's). The numbers come from the server only.
 */
export async function getTestReport(
  session: Session,
  testId: number,
  signal?: AbortSignal,
): Promise<TestReport> {
  // The contract loads while the call is on its way (not before it: one round trip less).
  const schema = import('@portal/shared/reports/schema').then((m) => m.testReportResponseSchema);
  const answer = await api.get(
    `/api/v1/studentdashboard/testReports/${session.account_id}/${session.user_id}/${testId}/-1`,
    {
      auth: true,
      token: session.scorecard_auth_token,
      signal,
      schema,
    },
  );
  return answer.result;
}

export const testReportQuery = (session: Session, testId: number) =>
  queryOptions({
    // The chosen child is part of the key: a parent switching children never sees the other's report.
    queryKey: ['reports', 'test', session.institute_id, session.student_id ?? session.user_id, testId],
    queryFn: ({ signal }) => getTestReport(session, testId, signal),
  });

export const useTestReport = (session: Session, testId: number) => useQuery(testReportQuery(session, testId));
