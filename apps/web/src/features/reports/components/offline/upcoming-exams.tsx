import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineExam } from '@portal/shared/reports/schema';
import { CutText } from './cut-text';
import { dateWithWeekday, timeRange } from './offline-data';

type UpcomingProps =
  | { state: 'loading' }
  /** No course (test type) chosen: the Analysis tab is open. */
  | { state: 'pick' }
  | { state: 'course'; course: string; exams: OfflineExam[]; school: boolean };

/**
 * The upcoming offline exams view (spec section 2.2): placeholder cards while loading,
 * 'click a test type to view reports' until a course is chosen, then that course's
 * upcoming exams (soonest first) or a message when there are none.
 */
export function UpcomingExams(props: UpcomingProps) {
  const { t, i18n } = useTranslation('reports-offline');
  const headingId = useId();
  let body: React.ReactNode;
  if (props.state === 'loading') {
    body = (
      <ul className="ro-upcoming__list" aria-hidden="true">
        {[0, 1].map((n) => (
          <li key={n} className="ro-upcoming__card ro-upcoming__card--placeholder" />
        ))}
      </ul>
    );
  } else if (props.state === 'pick') {
    body = <p className="ro-empty">{t('upcoming.pick')}</p>;
  } else if (props.exams.length === 0) {
    body = <p className="ro-empty">{t('upcoming.none')}</p>;
  } else {
    body = (
      <ul className="ro-upcoming__list">
        {props.exams.map((exam) => (
          <li key={exam.exam_id} className="ro-upcoming__card">
            <p className="ro-upcoming__date">{dateWithWeekday(exam.exam_date, i18n.language)}</p>
            <p className="ro-upcoming__time">{timeRange(exam)}</p>
            {exam.subject_name && (
              <p className="ro-upcoming__subjects">
                <span className="ro-upcoming__label">{t('row.subjects')}:</span>{' '}
                <CutText text={exam.subject_name} />
              </p>
            )}
            {!props.school && exam.topic_name && (
              <p className="ro-upcoming__subjects">
                <span className="ro-upcoming__label">{t('row.topic')}:</span>{' '}
                <CutText text={exam.topic_name} />
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card ro-upcoming" aria-labelledby={headingId} aria-busy={props.state === 'loading'}>
      <h2 id={headingId} className="ro-upcoming__title">
        {props.state === 'course' ? t('upcoming.titleOf', { course: props.course }) : t('upcoming.title')}
      </h2>
      {body}
    </section>
  );
}
