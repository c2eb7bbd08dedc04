import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { accuracy, percentile } from '@portal/shared/reports/rules';
import type { ScoreCard } from '@portal/shared/reports/schema';
import { setDocumentTitle } from '@/lib/document-head';
import { formatDate } from '@/lib/dates';
import { formatNumber } from '@/features/reports/utils';
import { duration } from './format';
import { ScoreCardSubjects } from './score-card-subjects';

/** The printable score card of one test (spec section 2.2, Score Card). */
export function ScoreCardView({ card }: { card: ScoreCard }) {
  const { t, i18n } = useTranslation('score-card');
  const { report } = card;
  const number = (value: number) => formatNumber(i18n.language, value);
  const titleId = useId();
  const resultId = useId();
  const title = t('title');
  useEffect(() => setDocumentTitle(title, card.student_name), [title, card.student_name]);

  const block = report.test_report;
  const school = card.institute_kind === 'school';

  return (
    <main className="sc-page">
      <div className="sc-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
      <article className="sc-sheet" aria-labelledby={titleId}>
        <header className="sc-sheet__header">
          <p className="sc-sheet__institute">{card.institute_name}</p>
          <h1 id={titleId} className="sc-sheet__title">
            {title}
          </h1>
        </header>

        <dl className="sc-facts" aria-label={t('facts.heading')}>
          <Fact label={t('facts.student')} value={card.student_name} />
          {card.student_display_id && <Fact label={t('facts.studentId')} value={card.student_display_id} />}
          {card.group_name && (
            <Fact
              label={t('facts.group', { context: school ? 'school' : undefined })}
              value={card.group_name}
            />
          )}
          <Fact label={t('facts.test')} value={report.test_name} />
          <Fact label={t('facts.date')} value={report.attempted_at ? formatDate(report.attempted_at) : '—'} />
        </dl>

        {block ? (
          <>
            <section className="sc-section" aria-labelledby={resultId}>
              <h2 id={resultId} className="sc-section__title">
                {t('result.heading')}
              </h2>
              <dl className="sc-tiles">
                <Tile
                  label={t('result.marks')}
                  value={t('result.marksValue', {
                    score: number(block.total_score),
                    total: number(block.total_marks),
                  })}
                  strong
                />
                <Tile
                  label={t('result.rank')}
                  value={t('result.rankValue', { rank: block.rank, students: block.total_students })}
                />
                <Tile
                  label={t('result.percentile')}
                  value={number(percentile(block.total_students, block.rank))}
                />
                <Tile label={t('result.correct')} value={number(block.right_ques_count)} />
                <Tile label={t('result.incorrect')} value={number(block.wrong_ques_count)} />
                <Tile label={t('result.left')} value={number(block.left_ques_count)} />
                <Tile
                  label={t('result.accuracy')}
                  value={t('result.percent', {
                    value: number(
                      accuracy(block.right_ques_count, block.right_ques_count + block.wrong_ques_count),
                    ),
                  })}
                />
                <Tile label={t('result.time')} value={duration(t, block.total_attempted_time)} />
              </dl>
            </section>
            {report.subject_wise_distribution.length > 0 && (
              <ScoreCardSubjects subjects={report.subject_wise_distribution} />
            )}
          </>
        ) : (
          <p className="sc-sheet__status">{t('messages.notPublished')}</p>
        )}
      </article>
    </main>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="sc-facts__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Tile({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'sc-tile sc-tile--strong' : 'sc-tile'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
