import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { loadAssignmentSchemas } from './load-schemas';

/** POST /api/v2/onlineAssignment/downloadFile: a short-lived link to one attachment file (result.body). */
export async function downloadFileLink(
  session: Session,
  attachmentId: number,
  type: 'teacher' | 'student',
): Promise<string> {
  const { downloadFileResponseSchema } = await loadAssignmentSchemas();
  const answer = await api.post(
    '/api/v2/onlineAssignment/downloadFile',
    { attachmentId_array: [attachmentId], institute_id: session.institute_id, attachment_type: type },
    { auth: true, schema: downloadFileResponseSchema },
  );
  return answer.result.body;
}
