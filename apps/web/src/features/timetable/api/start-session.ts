import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadTimetableSchemas } from './load-schemas';

export interface StartRequest {
  instituteId: number;
  sessionId: number;
  /** 'Zoom', 'Webex' or another meeting kind. */
  meetingWith: string | null;
}

/** The query flag of a meeting kind. */
function meetingQuery(meetingWith: string | null): string {
  const kind = (meetingWith ?? '').toLowerCase();
  if (kind.includes('zoom')) return '?isZoomLiveClass=1';
  if (kind.includes('webex')) return '?isWebexLiveClass=1';
  return '';
}

/** GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id} (token): may the class start, and its link. */
export async function startSession(request: StartRequest) {
  const { sessionStartResponseSchema } = await loadTimetableSchemas();
  const path = `/api/v1/meeting_manager/session/start/${request.instituteId}/${request.sessionId}${meetingQuery(request.meetingWith)}`;
  const answer = await api.get(path, { auth: true, schema: sessionStartResponseSchema });
  return answer.result;
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
