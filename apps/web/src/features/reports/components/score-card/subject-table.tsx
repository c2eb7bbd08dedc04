import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { duration, numberFormat } from './format';

/** The score card's subject table: marks, correct, incorrect, left and time per subject, and the totals. */
export function SubjectTable({ subjects }: { subjects: SubjectDistribution[] }) {
  const { t, i18n } = useTranslation('score-card');
  const number = numberFormat(i18n.language);
  const headingId = useId();
  const sum = (pick: (s: SubjectDistribution) => number) => subjects.reduce((total, s) => total + pick(s), 0);
  const marks = (score: number, total: number) =>
    t('result.marksValue', { score: number(score), total: number(total) });

  return (
    <section className="sc-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sc-section__title">
        {t('subjects.heading')}
      </h2>
      <div className="sc-table-wrap">
        <table className="sc-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('subjects.subject')}</th>
              <th scope="col">{t('subjects.marks')}</th>
              <th scope="col">{t('subjects.correct')}</th>
              <th scope="col">{t('subjects.incorrect')}</th>
              <th scope="col">{t('subjects.left')}</th>
              <th scope="col">{t('subjects.time')}</th>
            </tr>
          </thead>
          <tbody>
            {subjects.map((subject) => (
              <tr key={subject.subject_name}>
                <th scope="row">{subject.subject_name}</th>
                <td>{marks(subject.total_score, subject.total_marks)}</td>
                <td>{number(subject.right_ques_count)}</td>
                <td>{number(subject.wrong_ques_count)}</td>
                <td>{number(subject.left_ques_count)}</td>
                <td>{duration(t, subject.total_attempted_time)}</td>
              </tr>
            ))}
          </tbody>
          {subjects.length > 1 && (
            <tfoot>
              <tr>
                <th scope="row">{t('subjects.total')}</th>
                <td>
                  {marks(
                    sum((s) => s.total_score),
                    sum((s) => s.total_marks),
                  )}
                </td>
                <td>{number(sum((s) => s.right_ques_count))}</td>
                <td>{number(sum((s) => s.wrong_ques_count))}</td>
                <td>{number(sum((s) => s.left_ques_count))}</td>
                <td>
                  {duration(
                    t,
                    sum((s) => s.total_attempted_time),
                  )}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
