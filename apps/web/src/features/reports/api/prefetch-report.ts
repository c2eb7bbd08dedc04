import type { QueryClient } from '@tanstack/react-query';
import type { ProductTestKind } from '@portal/shared/exams/schema';
import { labelsQuery } from '@/lib/exam-desk/get-labels';
import { labelTestsQuery } from '@/lib/exam-desk/get-label-tests';
import { productTestIdsQuery, productTestsQuery } from '@/lib/exam-desk/get-product-tests';
import { isOpenUser, type Session } from '@/lib/session';
import { testParam } from '../components/report-screen';
import { offlineReportQuery } from './get-offline-report';
import { testReportQuery } from './get-test-report';

/** The offline reports' one call (OfflineReports), for a student (a session without one asks none). */
export function prefetchOfflineReport(client: QueryClient, session: Session): Promise<unknown> {
  const report = offlineReportQuery(session);
  return report.enabled === false ? Promise.resolve() : client.ensureQueryData(report);
}

/** One kind of an open user's product tests: the assigned ids, then the tests (ProductExams). */
async function productTests(client: QueryClient, session: Session, kind: ProductTestKind) {
  const ids = await client.ensureQueryData(productTestIdsQuery(session, kind));
  await client.ensureQueryData(
    productTestsQuery(
      session,
      kind,
      ids.map((p) => p.test_id),
    ),
  );
}

/**
 * /report's calls as ReportScreen first asks them, `firstMode` its first tab: one test's report
 * (?test=); else the offline reports; an open user's product exams; or the test type strip's
 * labels, then the tests of the type the address names (?label=), as OnlineReports asks them.
 */
export async function prefetchReport(
  client: QueryClient,
  session: Session,
  url: URL,
  firstMode: 'online' | 'offline' | undefined,
): Promise<unknown> {
  const testId = testParam(url.searchParams.get('test'));
  if (testId !== null) return client.ensureQueryData(testReportQuery(session, testId));
  if (firstMode === 'offline') return prefetchOfflineReport(client, session);
  if (isOpenUser(session))
    return Promise.all([
      productTests(client, session, 'Mock_Test'),
      productTests(client, session, 'Online_Test'),
    ]);
  const labels = await client.ensureQueryData(labelsQuery(session));
  const label = labels.find((entry) => String(entry.label_id) === url.searchParams.get('label'));
  if (label) await client.ensureQueryData(labelTestsQuery(session, label.label_id));
}
