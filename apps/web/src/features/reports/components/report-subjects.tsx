import { useTranslation } from 'react-i18next';
import { cut } from '@portal/shared/exams/rules';
import { REPORT_CUT, SUBJECT_COLUMNS, type SubjectColumn as Column } from '@portal/shared/reports/rules';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { formatNumber, hms } from '../utils';
import { SubjectTable, type SubjectColumn } from './subject-table';

/** A name cut for the table, whole for screen readers and on hover. */
function CutText({ text, max }: { text: string; max: number }) {
  const shown = cut(text, max);
  if (shown === text) return <>{text}</>;
  return (
    <span title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/**
 * The Summary tab's subject table (spec sections 2.2, 3): T.S, A.T, R.Q, W.Q, L.Q, R.M, W.M. Each
 * abbreviation is explained on hover (<abbr title>), read in full by screen readers and in the legend.
 */
export function ReportSubjects({ subjects }: { subjects: SubjectDistribution[] }) {
  const { t, i18n } = useTranslation('reports');
  const n = (value: number) => formatNumber(i18n.language, value);
  const figure = (subject: SubjectDistribution, column: Column): string => {
    switch (column) {
      case 'ts':
        return n(subject.total_score);
      case 'at':
        return hms(t, subject.total_attempted_time);
      case 'rq':
        return n(subject.right_ques_count);
      case 'wq':
        return n(subject.wrong_ques_count);
      case 'lq':
        return n(subject.left_ques_count);
      case 'rm':
        return n(subject.right_ques_marks);
      case 'wm':
        return n(subject.wrong_ques_marks);
    }
  };
  const columns = SUBJECT_COLUMNS.map((column): SubjectColumn => ({
    key: column,
    header: (
      <abbr title={t(`subjects.columns.${column}.full`)}>
        <span aria-hidden="true">{t(`subjects.columns.${column}.short`)}</span>
        <span className="sr-only">{t(`subjects.columns.${column}.full`)}</span>
      </abbr>
    ),
    cell: (subject) => figure(subject, column),
  }));

  if (subjects.length === 0) return <p className="rp-empty">{t('subjects.none')}</p>;
  return (
    <div className="rp-table-wrap">
      <div className="rp-scroll" tabIndex={0} role="group" aria-label={t('subjects.title')}>
        <SubjectTable
          subjects={subjects}
          subjectHeader={t('subjects.subject')}
          columns={columns}
          nameOf={(subject) => <CutText text={subject.subject_name} max={REPORT_CUT.tableSubject} />}
          className="rp-table"
          figureClassName="rp-num"
          caption={t('subjects.title')}
        />
      </div>
      <details className="rp-legend">
        <summary>{t('subjects.legend')}</summary>
        <dl>
          {SUBJECT_COLUMNS.map((column) => (
            <div key={column}>
              <dt>{t(`subjects.columns.${column}.short`)}</dt>
              <dd>{t(`subjects.columns.${column}.full`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
