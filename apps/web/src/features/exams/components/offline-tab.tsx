import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { Session } from '../../../lib/session';
import { useOfflineReport } from '../api/get-offline-report';
import { useExamError } from '../hooks/use-exam-error';
import { clock12, dmy } from '../utils';
import { ErrorBackdrop } from './error-backdrop';

/** The Offline tab: past exams written at the institute, by standard and section (course and batch). */
export function OfflineTab({ session }: { session: Session }) {
  const { t } = useTranslation('exams');
  const report = useOfflineReport(session, true);
  const backdrop = useExamError(report.error, 'other', '');
  const context = session.is_institute_type_school ? 'school' : undefined;
  const groups = (report.data?.pastCourseExamSchdJson ?? []).filter((g) => g.pastCourseExamList.length > 0);

  if (report.isPending && session.student_id !== null)
    return (
      <p className="ex-empty" role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  return (
    <div className="ex-offline">
      {groups.length === 0 ? (
        <div className="card empty-state">
          <div className="empty-state__art" aria-hidden="true" />
          <p className="empty-state__title">{t('empty.offline')}</p>
          <p className="empty-state__text">{t('empty.offlineText')}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.course_Name} className="card ex-offline__group" aria-label={group.course_Name}>
            <h2 className="ex-offline__title">
              <span className="ex-offline__kind">{t('offline.group', { context })}</span> {group.course_Name}
            </h2>
            <ul className="ex-offline__list">
              {group.pastCourseExamList.map((exam) => (
                <li
                  key={`${exam.exam_date}-${exam.start_time}-${exam.subject_name}`}
                  className="ex-offline__row"
                >
                  <dl className="ex-card__fields">
                    <div>
                      <dt>{t('offline.date')}</dt>
                      <dd>{dmy(exam.exam_date)}</dd>
                    </div>
                    <div>
                      <dt>{t('offline.time')}</dt>
                      <dd>
                        {clock12(exam.start_time)} - {clock12(exam.end_time)}
                      </dd>
                    </div>
                    {exam.subject_name && (
                      <div>
                        <dt>{t('offline.subject')}</dt>
                        <dd>{exam.subject_name}</dd>
                      </div>
                    )}
                    {exam.topic_name && !session.is_institute_type_school && (
                      <div>
                        <dt>{t('offline.topic')}</dt>
                        <dd>{exam.topic_name}</dd>
                      </div>
                    )}
                    {exam.examDesc && !session.is_institute_type_school && (
                      <div>
                        <dt>{t('offline.description')}</dt>
                        <dd>{exam.examDesc}</dd>
                      </div>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ErrorBackdrop text={backdrop} />
    </div>
  );
}
