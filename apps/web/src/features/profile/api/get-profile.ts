import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import { api } from '@/lib/api-client';
import { loadProfileSchemas } from './load-schemas';

/**
 * GET /api/v1/students/get-student-detail/{institute_id}/{stud_id} (token).
 * An open user sends their user id; the answer then lists assignedCourses.
 */
export async function getProfile(
  instituteId: number,
  recordId: number,
  signal?: AbortSignal,
): Promise<ProfileDetail> {
  const answer = await api.get(`/api/v1/students/get-student-detail/${instituteId}/${recordId}`, {
    auth: true,
    signal,
    schema: loadProfileSchemas().then((m) => m.profileDetailResponseSchema),
  });
  return answer.result;
}

/** Every profile query starts with this key (edits invalidate them all). */
export const PROFILE_QUERY_KEY = 'profile';

export const profileQuery = (instituteId: number, recordId: number) =>
  queryOptions({
    queryKey: [PROFILE_QUERY_KEY, instituteId, recordId],
    queryFn: ({ signal }) => getProfile(instituteId, recordId, signal),
  });

export function useProfile(instituteId: number, recordId: number | null) {
  return useQuery({
    ...profileQuery(instituteId, recordId ?? 0),
    enabled: recordId !== null,
  });
}
