import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/session';
import { meetingsQuery } from './get-meetings';

/** /live opens on Today (with the upcoming classes): its one call, as useMeetings asks it. */
export const prefetchLive = (client: QueryClient, session: Session): Promise<unknown> =>
  client.ensureQueryData(meetingsQuery(session, { kind: 'now' }));
