import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesDate, matchesSearch } from '@portal/shared/exams/rules';
import type { ProductTestKind, Test } from '@portal/shared/exams/schema';
import { listedInReports, reportStatus } from '@portal/shared/reports/rules';
import { zonedInstant } from '@portal/shared/time/zone';
import { SearchIcon } from '@/components/ui/app-icons';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { useProductTestIds, useProductTests } from '@/lib/exam-desk/get-product-tests';
import type { Session } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { instituteTimeZone } from '@/lib/time-zone';
import { useTexts } from '@/lib/use-texts';
import { usePageError } from '@/lib/use-page-error';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';
import { ReportCard } from './report-card';
import './offline/reports-offline.css';
import { useMomentOnOpen } from '@/lib/use-clock';

/**
 * 'Products / Exams': the reports of an open user's (user_type 99) product tests, with a
 * search by test name and a date filter (spec sections 2.2, 5); `onOpen` shows a
 * published test's report. It loads its own texts.
 */
export function ProductExams({ onOpen }: { onOpen: (testId: number) => void }) {
  // Its cards and error backdrop speak the 'reports' namespace.
  const ready = useTexts('reports-offline');
  const reportsReady = useTexts('reports');
  const { t } = useTranslation('common');
  return ready && reportsReady ? <ProductExamsView onOpen={onOpen} /> : <PageLoader label={t('loading')} />;
}

/** The tests of one product kind: the assigned ids, then the tests themselves. */
function useKindTests(session: Session, kind: ProductTestKind) {
  const ids = useProductTestIds(session, kind, true);
  const tests = useProductTests(session, ids.data ? kind : null, ids.data?.map((p) => p.test_id) ?? []);
  return {
    tests: tests.data ?? [],
    pending: ids.isPending || (ids.data !== undefined && tests.isPending),
    error: ids.error ?? tests.error,
  };
}

/** The instants a 'YYYY-MM-DD' day of the institute starts and ends (ms). */
function dayBounds(day: string, zone: string): { startMs: number; endMs: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    startMs: zonedInstant(day, '00:00', zone),
    endMs: zonedInstant(next.toISOString().slice(0, 10), '00:00', zone),
  };
}

function ProductExamsView({ onOpen }: { onOpen: (testId: number) => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('reports-offline');
  const headingId = useId();
  const dateId = useId();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const now = useMomentOnOpen();
  const mock = useKindTests(session, 'Mock_Test');
  const online = useKindTests(session, 'Online_Test');
  const backdrop = usePageError(mock.error ?? online.error, 'other');

  const day = date ? dayBounds(date, instituteTimeZone()) : null;
  const withStatus = [...mock.tests, ...online.tests]
    .map((test: Test) => ({ test, status: reportStatus(test, now) }))
    .filter(({ status }) => listedInReports(status));
  const shown = withStatus.filter(({ test }) => matchesSearch(test, search) && matchesDate(test, day));
  const filtering = search.trim() !== '' || day !== null;

  let body: React.ReactNode;
  if (mock.pending || online.pending)
    body = (
      <p className="ro-empty" role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  else if (shown.length === 0)
    body = (
      <p className="ro-empty">
        {filtering && withStatus.length > 0 ? t('products.noMatch') : t('products.empty')}
      </p>
    );
  else
    body = (
      <div className="ro-products__cards">
        {shown.map(({ test, status }) => (
          <ReportCard key={test.test_id} test={test} status={status} onView={onOpen} />
        ))}
      </div>
    );

  return (
    <section className="ro-products" aria-labelledby={headingId}>
      <h2 id={headingId} className="ro-products__crumbs">
        <span>{t('products.products')}</span> <span className="ro-products__sep">/</span>{' '}
        <span aria-current="page">{t('products.exams')}</span>
      </h2>
      <div className="ro-products__filters">
        <div className="input-wrap ro-products__search">
          <span className="input-wrap__icon" aria-hidden="true">
            <SearchIcon />
          </span>
          <input
            type="search"
            className="input input--with-icon"
            aria-label={t('products.search')}
            placeholder={t('products.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="ro-products__date">
          <label htmlFor={dateId}>{t('products.date')}</label>
          <input
            id={dateId}
            type="date"
            className="input"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          {date && (
            <button type="button" className="button button--ghost" onClick={() => setDate('')}>
              {t('products.clearDate')}
            </button>
          )}
        </div>
      </div>
      <div aria-live="polite">{body}</div>
      <ErrorBackdrop title={t('error.title', { ns: 'reports' })} text={backdrop} />
    </section>
  );
}
