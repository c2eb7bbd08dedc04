import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { SubjectTable, type SubjectColumn } from '../subject-table';
import { formatNumber } from '@/features/reports/utils';
import { duration } from './format';

/** The score card's subject table: marks, correct, incorrect, left and time per subject, and the totals. */
export function ScoreCardSubjects({ subjects }: { subjects: SubjectDistribution[] }) {
  const { t, i18n } = useTranslation('score-card');
  const number = (value: number) => formatNumber(i18n.language, value);
  const headingId = useId();
  const sum = (list: readonly SubjectDistribution[], pick: (s: SubjectDistribution) => number) =>
    list.reduce((total, s) => total + pick(s), 0);
  const marks = (score: number, total: number) =>
    t('result.marksValue', { score: number(score), total: number(total) });
  const count = (key: string, pick: (s: SubjectDistribution) => number): SubjectColumn => ({
    key,
    header: t(`subjects.${key}`),
    cell: (subject) => number(pick(subject)),
    total: (list) => number(sum(list, pick)),
  });
  const columns: SubjectColumn[] = [
    {
      key: 'marks',
      header: t('subjects.marks'),
      cell: (subject) => marks(subject.total_score, subject.total_marks),
      total: (list) =>
        marks(
          sum(list, (s) => s.total_score),
          sum(list, (s) => s.total_marks),
        ),
    },
    count('correct', (s) => s.right_ques_count),
    count('incorrect', (s) => s.wrong_ques_count),
    count('left', (s) => s.left_ques_count),
    {
      key: 'time',
      header: t('subjects.time'),
      cell: (subject) => duration(t, subject.total_attempted_time),
      total: (list) =>
        duration(
          t,
          sum(list, (s) => s.total_attempted_time),
        ),
    },
  ];

  return (
    <section className="sc-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sc-section__title">
        {t('subjects.heading')}
      </h2>
      <div className="sc-table-wrap">
        <SubjectTable
          subjects={subjects}
          subjectHeader={t('subjects.subject')}
          columns={columns}
          className="sc-table"
          labelledBy={headingId}
          totalLabel={t('subjects.total')}
        />
      </div>
    </section>
  );
}
