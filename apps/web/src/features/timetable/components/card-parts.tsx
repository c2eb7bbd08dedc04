import { useTranslation } from 'react-i18next';
import { CUT, cut, firstPhoto } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { durationText, timeRange } from '../utils';
import defaultPhoto from './teacher-default.svg';

/** One labelled line of a card; nothing when the value is empty. */
export function Field({
  label,
  value,
  full,
}: {
  label: string;
  value: string | null | undefined;
  full?: string;
}) {
  if (!value) return null;
  return (
    <div className="tt-field">
      <dt>{label}</dt>
      <dd title={full && full !== value ? full : undefined}>{value}</dd>
    </div>
  );
}

/** Text cut to its limit, with the whole text as a tooltip. */
export function CutField({
  label,
  value,
  max = CUT.subject,
}: {
  label: string;
  value: string | null;
  max?: number;
}) {
  return <Field label={label} value={value ? cut(value, max) : null} full={value ?? undefined} />;
}

export function TeacherField({ entry }: { entry: TimetableEntry }) {
  const { t } = useTranslation('timetable');
  if (!entry.teacher_name) return null;
  return (
    <div className="tt-field tt-teacher">
      <dt>{t('field.teacher')}</dt>
      <dd>
        <img
          className="tt-teacher__photo"
          src={firstPhoto(entry.t_photo_url) ?? defaultPhoto}
          alt=""
          width={28}
          height={28}
        />
        <span title={entry.teacher_name}>{cut(entry.teacher_name, CUT.teacher)}</span>
      </dd>
    </div>
  );
}

export function TimeFields({ entry }: { entry: TimetableEntry }) {
  const { t } = useTranslation('timetable');
  return (
    <>
      <Field label={t('field.time')} value={timeRange(entry)} />
      <Field label={t('field.duration')} value={durationText(t, entry.duration)} />
    </>
  );
}

/** Section (school) or batch, or the product for open users (user_type 99). */
export function GroupField({
  entry,
  school,
  openUser,
}: {
  entry: TimetableEntry;
  school: boolean;
  openUser: boolean;
}) {
  const { t } = useTranslation('timetable');
  if (openUser) return <CutField label={t('field.product')} value={entry.product_name} max={CUT.batch} />;
  return (
    <CutField
      label={t('field.batch', { context: school ? 'school' : undefined })}
      value={entry.course}
      max={CUT.batch}
    />
  );
}
