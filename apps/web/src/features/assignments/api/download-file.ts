import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/**
 * POST /api/v2/onlineAssignment/downloadFile, the spec's body: a short-lived link to one attachment
 * file (result.body), the teacher's or the student's own (an attachment id names one file).
 */
export async function downloadFileLink(session: Session, attachmentId: number): Promise<string> {
  const { downloadFileResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.post(
    '/api/v2/onlineAssignment/downloadFile',
    { attachmentId_array: [attachmentId], institute_id: session.institute_id },
    { auth: true, schema: downloadFileResponseSchema },
  );
  return answer.result.body;
}
