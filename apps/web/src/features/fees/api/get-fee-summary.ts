import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeSummary } from '@portal/shared/fees/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadFeeSchemas } from './load-schemas';

/**
 * GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id} (token): the
 * totals, payments and installments of one academic year. student_id is the session's: the
 * student's own, or a parent's chosen child's.
 */
export async function getFeeSummary(
  session: Session,
  studentId: number,
  yearId: number,
  signal?: AbortSignal,
): Promise<FeeSummary> {
  // The contract loads while the call is on its way (not before it: one round trip less).
  const schema = loadFeeSchemas().then((m) => m.feeSummaryResponseSchema);
  const answer = await api.get(
    `/api/v1/studentWise/fee/${session.institute_id}/students/${studentId}/${yearId}`,
    { auth: true, signal, schema },
  );
  return answer.result;
}

export const feeSummaryQuery = (session: Session, studentId: number, yearId: number) =>
  queryOptions({
    queryKey: ['fees', 'summary', session.institute_id, studentId, yearId],
    queryFn: ({ signal }) => getFeeSummary(session, studentId, yearId, signal),
    // Changing the year reloads (spec section 4): an earlier answer is never served as fresh.
    staleTime: 0,
  });

/** `yearId` null: not asked yet (the year the address names waits for the institute's list). */
export const useFeeSummary = (session: Session, studentId: number, yearId: number | null) =>
  useQuery({ ...feeSummaryQuery(session, studentId, yearId ?? 0), enabled: yearId !== null });
