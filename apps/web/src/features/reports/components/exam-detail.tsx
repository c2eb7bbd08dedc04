import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasReport, showsComparison } from '@portal/shared/reports/rules';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/dates';
import { useDrawnLater } from '@/lib/drawn-later';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { useTestReport } from '../api/get-test-report';
import { openScoreCard } from '../api/launch-score-card';
import { usePageError } from '@/lib/use-page-error';
import { Comparison } from './comparison';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';
import { Summary } from './summary';

export type DetailView = 'summary' | 'comparison';

interface ExamDetailProps {
  testId: number;
  view: DetailView;
  onView: (view: DetailView) => void;
  /** Where the back link goes (the list, with the chosen test type). */
  back: string;
}

/**
 * One test's report (spec section 2.2): back link; Summary, Score Card (its own window)
 * and Comparison With Topper (not for practice tests). Parents read their child's.
 */
export function ExamDetail({ testId, view, onView, back }: ExamDetailProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('reports');
  const report = useTestReport(session, testId);
  const backdrop = usePageError(report.error, 'other');
  const [opening, setOpening] = useState(false);

  const openCard = () => {
    if (opening) return;
    setOpening(true);
    openScoreCard(session, testId)
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setOpening(false));
  };

  const { value: data, waiting } = useDrawnLater(report.data);
  let body: React.ReactNode;
  if (report.isPending || waiting)
    body = (
      <p className="rp-empty" role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  else if (!data)
    body = (
      <div className="rp-empty">
        <p>{t('error.reportFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void report.refetch()}>
          {t('error.retry')}
        </button>
      </div>
    );
  else {
    const comparison =
      showsComparison(data.test_type_id) && data.topper_report !== null && data.average_report !== null;
    const shown: DetailView = view === 'comparison' && comparison ? 'comparison' : 'summary';
    body = (
      <>
        <div className="rp-detail__head">
          <h2 className="rp-detail__title">{data.test_name}</h2>
          <span className={`badge rp-badge rp-badge--${data.report_status}`}>
            {t(`status.${data.report_status}`)}
          </span>
        </div>
        <p className="rp-detail__meta">
          {t(`type.${data.test_type_id}`)}
          {data.attempted_at &&
            ` · ${t('detail.attemptedAt', { date: formatDate(data.attempted_at), time: formatTime(data.attempted_at) })}`}
        </p>
        {!hasReport(data.report_status) || !data.test_report ? (
          <p className="rp-empty">{t('empty.noReport')}</p>
        ) : (
          <>
            <div className="rp-tabs" role="group" aria-label={t('detail.views')}>
              <button
                type="button"
                className="rp-tabs__tab"
                aria-pressed={shown === 'summary'}
                onClick={() => onView('summary')}
              >
                {t('detail.summary')}
              </button>
              <button
                type="button"
                className="rp-tabs__tab"
                aria-describedby={`score-card-hint-${testId}`}
                aria-disabled={opening}
                onClick={openCard}
              >
                {opening ? t('detail.opening') : t('detail.scoreCard')}
              </button>
              <span id={`score-card-hint-${testId}`} className="sr-only">
                {t('detail.newWindow')}
              </span>
              {comparison && (
                <button
                  type="button"
                  className="rp-tabs__tab"
                  aria-pressed={shown === 'comparison'}
                  onClick={() => onView('comparison')}
                >
                  {t('detail.comparison')}
                </button>
              )}
            </div>
            {shown === 'comparison' && data.topper_report && data.average_report ? (
              <Comparison you={data.test_report} topper={data.topper_report} average={data.average_report} />
            ) : (
              <Summary report={data} block={data.test_report} />
            )}
          </>
        )}
      </>
    );
  }

  return (
    <div className="rp-detail">
      <Link to={back} className="rp-back">
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      {body}
      <ErrorBackdrop title={t('error.title')} text={backdrop} />
    </div>
  );
}
