import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/session';
import { homeAnnouncementsQuery } from './get-announcements';
import { homeBannersQuery } from './get-banners';
import { homeTodayQuery } from './get-today';

/**
 * The home screen's calls, sent by its route's loader as soon as the screen's code is here
 * instead of once it has been drawn (on a phone, drawing the header and the screen took about a
 * second before the first call went out). The very options useBanners, useToday and
 * useAnnouncements use, their `enabled` included (prefetchQuery does not read it): the screen then
 * finds them on their way or answered. /announcement (every announcement, with the search) shows
 * neither banners nor Today.
 */
export function prefetchHome(client: QueryClient, session: Session, url: URL): Promise<unknown> {
  const announcements = client.ensureQueryData(homeAnnouncementsQuery(session));
  if (url.pathname === '/announcement') return announcements;
  const banners = homeBannersQuery(session);
  const today = homeTodayQuery(session);
  return Promise.all([
    announcements,
    banners.enabled !== false && client.ensureQueryData(banners),
    today.enabled !== false && client.ensureQueryData(today),
  ]);
}
