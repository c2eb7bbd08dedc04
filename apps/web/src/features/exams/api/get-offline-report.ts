import { useQuery } from '@tanstack/react-query';
import type { OfflineReport } from '@portal/shared/reports/schema';
import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';

/** GET /api/v1/reports/Student/{studId} (student token): past offline exams by standard and section. */
export async function getOfflineReport(
  session: Session,
  studentId: number,
  signal?: AbortSignal,
): Promise<OfflineReport> {
  const { offlineReportResponseSchema } = await import('@portal/shared/reports/schema');
  const answer = await api.get(`/api/v1/reports/Student/${studentId}`, {
    auth: true,
    signal,
    schema: offlineReportResponseSchema,
  });
  return answer.result;
}

export function useOfflineReport(session: Session, enabled: boolean) {
  const studentId = session.student_id;
  return useQuery({
    queryKey: ['exams', 'offline', session.institute_id, studentId],
    queryFn: ({ signal }) => getOfflineReport(session, studentId!, signal),
    enabled: enabled && studentId !== null,
  });
}
