import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showAlert } from '../alerts';
import { api, ApiError } from '../api-client';
import { handledByClient, toastFailure } from '../failure-toast';

export interface StartRequest {
  instituteId: number;
  sessionId: number;
  /** 'Zoom', 'Webex' or another meeting kind. */
  meetingWith: string | null;
}

/** The query flag of a meeting kind. */
function meetingQuery(meetingWith: string | null): Record<string, string> {
  const kind = (meetingWith ?? '').toLowerCase();
  if (kind.includes('zoom')) return { isZoomLiveClass: '1' };
  if (kind.includes('webex')) return { isWebexLiveClass: '1' };
  return {};
}

/**
 * GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id} (token): may the class
 * start now, and its link (asked only when Join is pressed after the start; the timetable and
 * Live Classes share it).
 */
export async function startSession(request: StartRequest) {
  const { sessionStartResponseSchema } = await import('@portal/shared/timetable/schema');
  const answer = await api.get(
    `/api/v1/meeting_manager/session/start/${request.instituteId}/${request.sessionId}`,
    { auth: true, query: meetingQuery(request.meetingWith), schema: sessionStartResponseSchema },
  );
  return answer.result;
}

/**
 * Join (spec section 4): asks the server; allowed → the session link in a new tab, else the alert
 * `cannotStart`. An error with a server message is a toast and a return to the dashboard
 * (section 8); a 403 has already logged out.
 */
export function useJoinLiveClass(cannotStart: string) {
  const navigate = useNavigate();
  const start = useMutation({ mutationFn: startSession });
  const join = (request: StartRequest) => {
    if (start.isPending) return;
    start.mutate(request, {
      onSuccess: (result) => {
        if (result.allow_start_session && result.session_link) {
          globalThis.open(result.session_link, '_blank', 'noopener');
        } else {
          showAlert({ text: cannotStart });
        }
      },
      onError: (error) => {
        if (handledByClient(error)) return;
        toastFailure(error);
        if (error instanceof ApiError && error.serverMessage) void navigate('/dashboard');
      },
    });
  };
  return { join, pending: start.isPending };
}
