import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface StartRequest {
  instituteId: number;
  sessionId: number;
  /** 'Zoom', 'Webex' or another meeting kind. */
  meetingWith: string;
}

/** The query flag of a meeting kind. */
function meetingQuery(meetingWith: string): Record<string, string> {
  const kind = meetingWith.toLowerCase();
  if (kind.includes('zoom')) return { isZoomLiveClass: '1' };
  if (kind.includes('webex')) return { isWebexLiveClass: '1' };
  return {};
}

/**
 * GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id} (token): may the class
 * start now, and its link (the timetable's rule, asked only when Join is pressed after the start).
 */
export async function startSession(request: StartRequest) {
  const { sessionStartResponseSchema } = await import('@portal/shared/timetable/schema');
  const answer = await api.get(
    `/api/v1/meeting_manager/session/start/${request.instituteId}/${request.sessionId}`,
    { auth: true, query: meetingQuery(request.meetingWith), schema: sessionStartResponseSchema },
  );
  return answer.result;
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
