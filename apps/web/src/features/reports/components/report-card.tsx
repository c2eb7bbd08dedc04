import { useTranslation } from 'react-i18next';
import { cut, EXAM_CUT } from '@portal/shared/exams/rules';
import type { Test } from '@portal/shared/exams/schema';
import { hasReport } from '@portal/shared/reports/rules';
import type { ReportStatus } from '@portal/shared/reports/schema';

interface ReportCardProps {
  test: Test;
  status: ReportStatus;
  onView: (testId: number) => void;
}

/** One test of the chosen type (spec sections 2.2, 4): a View button once the result is published, else why there is no report. */
export function ReportCard({ test, status, onView }: ReportCardProps) {
  const { t } = useTranslation('reports');
  const published = hasReport(status);
  return (
    <article className={`card rp-card rp-card--${status}`} aria-labelledby={`report-${test.test_id}`}>
      <div className="rp-card__head">
        <h3 id={`report-${test.test_id}`} className="rp-card__name" title={test.test_name}>
          {cut(test.test_name, EXAM_CUT.testName)}
        </h3>
        <span className={`badge rp-badge rp-badge--${status}`}>{t(`status.${status}`)}</span>
      </div>
      <dl className="rp-fields">
        <div>
          <dt>{t('card.type')}</dt>
          <dd>{t(`type.${test.test_type_id}`)}</dd>
        </div>
        <div>
          <dt>{t('card.ends')}</dt>
          <dd>{test.test_end_date}</dd>
        </div>
      </dl>
      {published ? (
        <div className="rp-card__actions">
          <button type="button" className="button button--primary" onClick={() => onView(test.test_id)}>
            {t('card.view')}
          </button>
        </div>
      ) : (
        <p className="rp-card__none">{t('empty.noReport')}</p>
      )}
    </article>
  );
}
