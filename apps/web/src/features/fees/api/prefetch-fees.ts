import type { QueryClient } from '@tanstack/react-query';
import type { AcademicYear } from '@portal/shared/shell/schema';
import type { Session } from '@/lib/session';
import { openingYearId } from '../components/fee-year';
import { readFeesPlace } from '../search-params';
import { feeSummaryQuery } from './get-fee-summary';

/**
 * /fees's summary as FeesScreen asks it, among the institute's `years` (the route's call): the
 * year the address names (search-params.ts), else the spec's default year.
 */
export function prefetchFees(
  client: QueryClient,
  session: Session,
  studentId: number,
  years: AcademicYear[],
  params: URLSearchParams,
): Promise<unknown> {
  const { place } = readFeesPlace(params, years);
  const yearId = place.yearId ?? openingYearId(session, years);
  return client.ensureQueryData(feeSummaryQuery(session, studentId, yearId));
}
