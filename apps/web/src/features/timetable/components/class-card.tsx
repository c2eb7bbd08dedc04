import { useTranslation } from 'react-i18next';
import { CUT } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { CutField, Field, GroupField, TeacherField, TimeFields } from './card-parts';

interface ClassCardProps {
  entry: TimetableEntry;
  school: boolean;
  openUser: boolean;
  /** Opens the attendance pop-up; absent when there is no student (open users). */
  onAttendance?: (entry: TimetableEntry) => void;
}

/** A class in a room: subject, section or batch, topics, teacher, time, duration and attendance. */
export function ClassCard({ entry, school, openUser, onAttendance }: ClassCardProps) {
  const { t } = useTranslation('timetable');
  const percent = entry.student_attendance_percent;
  return (
    <>
      <dl className="tt-card__fields">
        <CutField label={t('field.subject')} value={entry.subject_name} max={CUT.subject} />
        <GroupField entry={entry} school={school} openUser={openUser} />
        {!school && <Field label={t('field.classType')} value={t(`kind.${entry.class_type}`)} />}
        <CutField label={t('field.topics')} value={entry.topics_covered} max={CUT.topic} />
        <TeacherField entry={entry} />
        <TimeFields entry={entry} />
        <Field
          label={t('field.attendance')}
          value={
            percent === null
              ? t('attendance.none')
              : t('attendance.percent', { percent: Math.round(percent) })
          }
        />
      </dl>
      {onAttendance && entry.batch_id !== null && (
        <div className="tt-card__actions">
          <button type="button" className="button button--ghost" onClick={() => onAttendance(entry)}>
            {t('attendance.open')}
          </button>
        </div>
      )}
    </>
  );
}
