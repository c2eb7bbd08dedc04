import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentile } from '@portal/shared/reports/rules';
import type { TestReport, TestReportBlock } from '@portal/shared/reports/schema';
import { formatNumber, hms } from '../utils';
import { Later } from '@/components/ui/later';
import { QuestionTable } from './question-table';
import { SolutionActions } from './solution-actions';
import { SubjectChart } from './subject-chart';
import { ReportSubjects } from './report-subjects';

interface SummaryProps {
  report: TestReport;
  block: TestReportBlock;
}

/**
 * The Summary tab (spec sections 2.2, 5): the figures, the subject table with its chart
 * pop-up, the question table, the total, and the solution report's actions.
 */
export function Summary({ report, block }: SummaryProps) {
  const { t, i18n } = useTranslation('reports');
  const [chart, setChart] = useState(false);
  const n = (value: number) => formatNumber(i18n.language, value);
  const stats: Array<[string, string]> = [
    ['rank', n(block.rank)],
    ['marks', t('summary.outOf', { score: n(block.total_score), total: n(block.total_marks) })],
    ['percentile', n(percentile(block.total_students, block.rank))],
    ['attempted', n(block.right_ques_count + block.wrong_ques_count)],
    ['correct', n(block.right_ques_count)],
    ['incorrect', n(block.wrong_ques_count)],
    ['students', n(block.total_students)],
    ['time', hms(t, block.total_attempted_time)],
  ];
  const subjects = report.subject_wise_distribution;

  return (
    <div className="rp-summary">
      <section aria-labelledby="rp-summary-title">
        <h3 id="rp-summary-title" className="rp-section-title">
          {t('summary.title')}
        </h3>
        <dl className="rp-stats">
          {stats.map(([key, value]) => (
            <div key={key} className={`rp-stat rp-stat--${key}`}>
              <dt>{t(`summary.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="rp-subjects-title" className="rp-block">
        <div className="rp-block__head">
          <h3 id="rp-subjects-title" className="rp-section-title">
            {t('subjects.title')}
          </h3>
          {subjects.length > 0 && (
            <button type="button" className="button button--ghost" onClick={() => setChart(true)}>
              {t('chart.open')}
            </button>
          )}
        </div>
        <ReportSubjects subjects={subjects} />
      </section>
      {chart && <SubjectChart subjects={subjects} onClose={() => setChart(false)} />}

      {/* The question table is the heavy part (every answer sanitised and typeset): the figures above paint first. */}
      <Later>
        <section aria-labelledby="rp-questions-title" className="rp-block">
          <h3 id="rp-questions-title" className="rp-section-title">
            {t('questions.title')}
          </h3>
          <QuestionTable questions={report.question_wise_distribution} />
          <p className="rp-total">
            <span>{t('questions.total')}</span>{' '}
            <strong>
              {t('summary.outOf', { score: n(block.total_score), total: n(block.total_marks) })}
            </strong>
          </p>
        </section>

        <SolutionActions report={report} />
      </Later>
    </div>
  );
}
