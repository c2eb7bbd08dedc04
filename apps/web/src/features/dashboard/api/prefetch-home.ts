import { queryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session';
import { homeAnnouncementsQuery } from './get-announcements';
import { homeBannersQuery } from './get-banners';
import { homeTodayQuery } from './get-today';

/**
 * The home screen's three calls, sent by its route's loader as soon as the screen's code is here
 * instead of once it has been drawn (on a phone, drawing the header and the screen took about a
 * second before the first call went out). The very options useBanners, useToday and
 * useAnnouncements use, their `enabled` included (prefetchQuery does not read it): the screen then
 * finds them on their way or answered.
 */
export function prefetchHome(session: Session): void {
  const banners = homeBannersQuery(session);
  const today = homeTodayQuery(session);
  if (banners.enabled !== false) void queryClient.prefetchQuery(banners);
  if (today.enabled !== false) void queryClient.prefetchQuery(today);
  void queryClient.prefetchQuery(homeAnnouncementsQuery(session));
}
