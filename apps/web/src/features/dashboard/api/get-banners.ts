import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banners } from '@portal/shared/dashboard/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadDashboardSchemas } from './load-schemas';

/** GET /api/v1/banner-prom/for_student/{user_type} (token): the slider's banners and the promo pictures. */
export async function getBanners(userType: number, signal?: AbortSignal): Promise<Banners> {
  const answer = await api.get(`/api/v1/banner-prom/for_student/${userType}`, {
    auth: true,
    signal,
    schema: loadDashboardSchemas().then((m) => m.bannersResponseSchema),
  });
  return answer.result;
}

export const bannersQuery = (instituteId: number, userType: number) =>
  queryOptions({
    queryKey: ['dashboard', 'banners', instituteId, userType],
    queryFn: ({ signal }) => getBanners(userType, signal),
    // Pictures change rarely: no refetch while the home screen is revisited.
    staleTime: 10 * 60 * 1000,
  });

/** The home screen's banners: only with the institute's marketing and banner setting. */
export const homeBannersQuery = (session: Session) =>
  queryOptions({
    ...bannersQuery(session.institute_id, session.user_type),
    enabled: session.inst_set_up.marketing_banner,
  });

/** A 403 logs out (api-client), other failures hide the slider. */
export function useBanners(session: Session) {
  return useQuery(homeBannersQuery(session));
}
