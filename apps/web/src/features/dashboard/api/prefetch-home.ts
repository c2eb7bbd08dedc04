import { queryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session';
import { announcementStudentId, announcementsQuery } from './get-announcements';
import { bannersQuery } from './get-banners';
import { todayQuery, todayStudentId } from './get-today';

/**
 * The home screen's three calls, sent by its route's loader as soon as the screen's code is here
 * instead of once it has been drawn (on a phone, drawing the header and the screen took about a
 * second before the first call went out). The same queries, on the same conditions, as
 * useBanners, useToday and useAnnouncements: the screen then finds them on their way or answered.
 */
export function prefetchHome(session: Session): void {
  if (session.inst_set_up.marketing_banner)
    void queryClient.prefetchQuery(bannersQuery(session.institute_id, session.user_type));
  const studentId = todayStudentId(session);
  if (studentId !== null) void queryClient.prefetchQuery(todayQuery(session.institute_id, studentId));
  void queryClient.prefetchQuery(announcementsQuery(session.institute_id, announcementStudentId(session)));
}
