import { queryOptions, useQuery } from '@tanstack/react-query';
import { academicYearsResponseSchema, type AcademicYear } from '@portal/shared/shell/schema';
import { api } from '@/lib/api-client';

/** GET /api/v1/academicYear/all/{instituteId} (token): the institute's academic years. */
export async function getAcademicYears(instituteId: number): Promise<AcademicYear[]> {
  const answer = await api.get(`/api/v1/academicYear/all/${instituteId}`, {
    auth: true,
    schema: academicYearsResponseSchema,
  });
  return answer.result;
}

export const academicYearsQuery = (instituteId: number) =>
  queryOptions({
    queryKey: ['academic-years', instituteId],
    queryFn: () => getAcademicYears(instituteId),
    staleTime: 10 * 60_000,
  });

export function useAcademicYears(instituteId: number, enabled: boolean) {
  return useQuery({ ...academicYearsQuery(instituteId), enabled });
}
