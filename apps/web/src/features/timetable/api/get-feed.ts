import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadTimetableSchemas } from './load-schemas';
import { whoOf } from './who';

/** POST /api/v1/timetable/feed (token): the caller's private calendar-feed URL; regenerate revokes the old one. */
export async function getFeed(session: Session, regenerate = false): Promise<string> {
  const { feedRequestSchema, feedResponseSchema } = await loadTimetableSchemas();
  const body = feedRequestSchema.parse({
    institute_id: session.institute_id,
    ...whoOf(session),
    ...(regenerate ? { regenerate: true } : {}),
  });
  const answer = await api.post('/api/v1/timetable/feed', body, { auth: true, schema: feedResponseSchema });
  return answer.result.feed_url;
}

const feedKey = (session: Session) => ['timetable', 'feed', session.institute_id, whoOf(session)];

export function useFeed(session: Session) {
  return useQuery({ queryKey: feedKey(session), queryFn: () => getFeed(session), staleTime: Infinity });
}

export function useRegenerateFeed(session: Session) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => getFeed(session, true),
    onSuccess: (url) => client.setQueryData(feedKey(session), url),
  });
}
