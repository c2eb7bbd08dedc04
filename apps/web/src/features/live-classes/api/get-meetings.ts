import { queryOptions, useQuery } from '@tanstack/react-query';
import { displayFromIso } from '@portal/shared/live-classes/rules';
import type { MeetingResult } from '@portal/shared/live-classes/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadLiveSchemas } from './load-schemas';

export interface Meetings extends MeetingResult {
  /**
   * The server's clock minus this device's when the answer came (ms); in a page the server drew,
   * measured against this device's once taken over (lib/query-client.ts).
   */
  clockOffset: number;
}

/** 'now': today's and upcoming (live_future_past 1); 'past': ended ones of the range (2). */
export type MeetingList = { kind: 'now' } | { kind: 'past'; from: string; to: string };

/**
 * POST /api/v1/meeting_manager/getMeetingV2/{institute_id} (token): live classes and the recording
 * flags. user_id is the session's: the student's own, or a parent's chosen child's.
 */
export async function getMeetings(
  session: Session,
  list: MeetingList,
  signal?: AbortSignal,
): Promise<Meetings> {
  const { meetingRequestSchema, meetingResponseSchema } = await loadLiveSchemas();
  const past = list.kind === 'past';
  const body = meetingRequestSchema.parse({
    institution_id: session.institute_id,
    user_id: session.user_id,
    page_offset: 0,
    page_size: -1,
    live_future_past: past ? 2 : 1,
    category: 3,
    from_date: past ? displayFromIso(list.from) : null,
    to_date: past ? displayFromIso(list.to) : null,
  });
  const answer = await api.post(`/api/v1/meeting_manager/getMeetingV2/${session.institute_id}`, body, {
    auth: true,
    signal,
    schema: meetingResponseSchema,
  });
  const serverNow = Date.parse(answer.time);
  return { ...answer.result, clockOffset: Number.isNaN(serverNow) ? 0 : serverNow - Date.now() };
}

export const meetingsQuery = (session: Session, list: MeetingList) =>
  queryOptions({
    queryKey: [
      'live-classes',
      session.institute_id,
      session.user_id,
      list.kind,
      list.kind === 'past' ? list.from : '',
      list.kind === 'past' ? list.to : '',
    ],
    queryFn: ({ signal }) => getMeetings(session, list, signal),
    // Switching tabs reloads (spec section 2.1): nothing is served from an earlier answer.
    staleTime: 0,
  });

export function useMeetings(session: Session, list: MeetingList) {
  return useQuery({ ...meetingsQuery(session, list), meta: { errorToast: true } });
}
