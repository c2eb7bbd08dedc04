import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKind } from '@portal/shared/auth/rules';
import type { Announcement } from '@portal/shared/dashboard/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadDashboardSchemas } from './load-schemas';

/**
 * GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/{institute_id}?is_active=true[&student_id=]
 * (token). Open users (user_type 99) send no student id and get the announcements for everyone.
 */
export async function getAnnouncements(
  instituteId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const answer = await api.get(
    `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${instituteId}`,
    {
      auth: true,
      signal,
      query: { is_active: 'true', student_id: studentId ?? undefined },
      schema: loadDashboardSchemas().then((m) => m.announcementsResponseSchema),
    },
  );
  return answer.result;
}

/** The student the announcements are for: none for an open user. */
export function announcementStudentId(session: Session): number | null {
  if (userKind(session.user_type) === 'open') return null;
  return session.student_id ?? session.stud_id;
}

export const announcementsQuery = (instituteId: number, studentId: number | null) =>
  queryOptions({
    queryKey: ['dashboard', 'announcements', instituteId, studentId],
    queryFn: ({ signal }) => getAnnouncements(instituteId, studentId, signal),
  });

/** The home screen's announcements: the student's, a parent's chosen child's, an open user's. */
export const homeAnnouncementsQuery = (session: Session) =>
  announcementsQuery(session.institute_id, announcementStudentId(session));

export function useAnnouncements(session: Session) {
  return useQuery(homeAnnouncementsQuery(session));
}
