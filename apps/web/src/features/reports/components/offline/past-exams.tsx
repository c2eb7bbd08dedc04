import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineExam } from '@portal/shared/reports/schema';
import { REPORT_CUT } from '@portal/shared/reports/rules';
import { CutText } from './cut-text';
import { attendanceKey, dateWithWeekday, formatMarks, marksText, timeRange } from './offline-data';

interface PastExamsProps {
  exams: OfflineExam[];
  /** Rank only when the institute shows ranks (spec section 6). */
  showRank: boolean;
  /** Schools: Section wording, no topic or description (spec section 2.2). */
  school: boolean;
}

/** One course's past offline exams, newest first: one card per exam with its fields as a description list. */
export function PastExams({ exams, showRank, school }: PastExamsProps) {
  const { t } = useTranslation('reports-offline');
  if (exams.length === 0) return <p className="ro-empty">{t('empty.noReport')}</p>;
  return (
    <ol className="ro-exams">
      {exams.map((exam) => (
        <li key={exam.exam_id}>
          <PastExam exam={exam} showRank={showRank} school={school} />
        </li>
      ))}
    </ol>
  );
}

function PastExam({ exam, showRank, school }: { exam: OfflineExam } & Omit<PastExamsProps, 'exams'>) {
  const { t, i18n } = useTranslation('reports-offline');
  const headingId = useId();
  const context = school ? 'school' : undefined;
  const attendance = attendanceKey(exam);
  const marks =
    exam.courseLevelMarksObtain !== null && exam.courseLevelTotalMarks !== null
      ? marksText(exam.courseLevelMarksObtain, exam.courseLevelTotalMarks)
      : t(attendance === 'A' ? 'marks.absent' : 'marks.notMarked');
  const subjects = exam.subjectWiseExamSchdList;
  // One subject: its marks and rank are the exam's, so it is named without a table.
  const subjectTable = subjects.length > 1;
  const subjectText = subjects.length === 1 ? subjects[0]!.subject_name : exam.subject_name;

  return (
    <article className="card ro-exam" aria-labelledby={headingId}>
      <h3 id={headingId} className="ro-exam__date">
        {dateWithWeekday(exam.exam_date, i18n.language)}
      </h3>
      <dl className="ro-fields">
        <div>
          <dt>{t('row.time')}</dt>
          <dd>{timeRange(exam)}</dd>
        </div>
        <div>
          <dt>{t('row.attendance')}</dt>
          <dd>
            <span className={`ro-attendance ro-attendance--${attendance}`}>
              {t(`attendance.${attendance}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('row.marks')}</dt>
          <dd className="ro-exam__marks">{marks}</dd>
        </div>
        {showRank && (
          <div>
            <dt>{t('row.rank')}</dt>
            <dd className="ro-exam__rank">{exam.courseLevelRank ?? '–'}</dd>
          </div>
        )}
        {!subjectTable && subjectText && (
          <div>
            <dt>{t('row.subjects')}</dt>
            <dd>
              <CutText text={subjectText} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('row.group', { context })}</dt>
          <dd>
            <CutText text={exam.course_Name} />
          </dd>
        </div>
        {!school && exam.topic_name && (
          <div>
            <dt>{t('row.topic')}</dt>
            <dd>
              <CutText text={exam.topic_name} />
            </dd>
          </div>
        )}
        {!school && exam.examDesc && (
          <div>
            <dt>{t('row.description')}</dt>
            <dd>
              <CutText text={exam.examDesc} />
            </dd>
          </div>
        )}
      </dl>
      {subjectTable && (
        <div className="ro-subjects">
          <table>
            <caption>{t('subjects.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('subjects.subject')}</th>
                <th scope="col">{t('subjects.marks')}</th>
                {showRank && <th scope="col">{t('subjects.rank')}</th>}
              </tr>
            </thead>
            <tbody>
              {subjects.map((subject) => (
                <tr key={subject.subject_name}>
                  <th scope="row">
                    <CutText text={subject.subject_name} max={REPORT_CUT.tableSubject} />
                  </th>
                  <td>
                    {subject.marks_obtained === null
                      ? `– / ${formatMarks(subject.total_marks)}`
                      : marksText(subject.marks_obtained, subject.total_marks)}
                  </td>
                  {showRank && <td>{subject.rank ?? '–'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
