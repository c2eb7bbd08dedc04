import { useTranslation } from 'react-i18next';
import { cut } from '@portal/shared/exams/rules';
import { REPORT_CUT, SUBJECT_COLUMNS, type SubjectColumn } from '@portal/shared/reports/rules';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { formatNumber, hms } from '../utils';

/** A name cut for the table, whole for screen readers and on hover. */
export function CutText({ text, max }: { text: string; max: number }) {
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
 * The subject table (spec sections 2.2, 3): T.S, A.T, R.Q, W.Q, L.Q, R.M, W.M. Each
 * abbreviation is explained on hover (<abbr title>) and read in full by screen readers.
 */
export function SubjectTable({ subjects }: { subjects: SubjectDistribution[] }) {
  const { t, i18n } = useTranslation('reports');
  const n = (value: number) => formatNumber(i18n.language, value);
  const cell = (subject: SubjectDistribution, column: SubjectColumn): string => {
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

  if (subjects.length === 0) return <p className="rp-empty">{t('subjects.none')}</p>;
  return (
    <div className="rp-table-wrap">
      <div className="rp-scroll" tabIndex={0} role="group" aria-label={t('subjects.title')}>
        <table className="rp-table">
          <caption className="sr-only">{t('subjects.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('subjects.subject')}</th>
              {SUBJECT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="rp-num">
                  <abbr title={t(`subjects.columns.${column}.full`)}>
                    <span aria-hidden="true">{t(`subjects.columns.${column}.short`)}</span>
                    <span className="sr-only">{t(`subjects.columns.${column}.full`)}</span>
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subjects.map((subject) => (
              <tr key={subject.subject_name}>
                <th scope="row">
                  <CutText text={subject.subject_name} max={REPORT_CUT.tableSubject} />
                </th>
                {SUBJECT_COLUMNS.map((column) => (
                  <td key={column} className="rp-num">
                    {cell(subject, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
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
