import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfflineReport } from '@portal/shared/reports/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';

/**
 * GET /api/v1/reports/Student/{studId} (student token): past offline exams with marks,
 * attendance and (when the institute shows them) ranks, and the upcoming ones, by
 * standard and section (course and batch). A parent's session carries the chosen child's id.
 */
export async function getOfflineReport(studentId: number, signal?: AbortSignal): Promise<OfflineReport> {
  // The contract loads while the call is on its way (never with the sign-in page).
  const schema = import('@portal/shared/reports/schema').then((m) => m.offlineReportResponseSchema);
  const answer = await api.get(`/api/v1/reports/Student/${studentId}`, {
    auth: true,
    signal,
    schema,
  });
  return answer.result;
}

export const offlineReportQuery = (session: Session) =>
  queryOptions({
    queryKey: ['reports', 'offline', session.institute_id, session.student_id],
    queryFn: ({ signal }) => getOfflineReport(session.student_id!, signal),
    enabled: session.student_id !== null,
  });

/** Open users (no student id) have no offline report: the query stays idle. */
export const useOfflineReport = (session: Session) => useQuery(offlineReportQuery(session));
