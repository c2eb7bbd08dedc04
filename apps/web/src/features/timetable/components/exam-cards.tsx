import { useTranslation } from 'react-i18next';
import { CUT, entryWindow, examStatus } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { errorText } from '@/lib/api-client';
import { openTestPanel } from '@/lib/open-test-panel';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { useNow } from '@/lib/use-server-clock';
import { dmy } from '../utils';
import { CutField, Field, GroupField, TimeFields } from './card-parts';

interface OnlineExamCardProps {
  entry: TimetableEntry;
  timeZone: string;
  school: boolean;
  openUser: boolean;
  parent: boolean;
}

/** An online exam: Upcoming, Ongoing (Start opens the test panel in a new window) or Expired. */
export function OnlineExamCard({ entry, timeZone, school, openUser, parent }: OnlineExamCardProps) {
  const { t } = useTranslation('timetable');
  const session = useSignedInSession();
  const now = useNow();
  const status = examStatus(now, entryWindow(entry, timeZone));

  const startExam = () => {
    if (parent) {
      notify.error(t('parentsExam'));
      return;
    }
    if (entry.test_id == null) return;
    openTestPanel(session, entry.test_id).catch((error: unknown) => notify.error(errorText(error)));
  };

  return (
    <>
      <dl className="tt-card__fields">
        <CutField label={t('field.exam')} value={entry.session_name ?? entry.description} />
        <CutField label={t('field.subject')} value={entry.subject_name} />
        <GroupField entry={entry} school={school} openUser={openUser} />
        <CutField label={t('field.topics')} value={entry.topics_covered} max={CUT.topic} />
        <Field
          label={t('field.window')}
          value={
            entry.date === entry.end_date ? dmy(entry.date) : `${dmy(entry.date)} – ${dmy(entry.end_date)}`
          }
        />
        <TimeFields entry={entry} />
      </dl>
      <div className="tt-card__actions">
        <span className={`badge tt-badge tt-badge--${status}`}>{t(`examStatus.${status}`)}</span>
        <button
          type="button"
          className="button button--primary"
          disabled={status !== 'ongoing'}
          onClick={startExam}
        >
          {t('start')}
        </button>
      </div>
    </>
  );
}

/** An exam in a room: subject, time and description. */
export function OfflineExamCard({
  entry,
  school,
  openUser,
}: {
  entry: TimetableEntry;
  school: boolean;
  openUser: boolean;
}) {
  const { t } = useTranslation('timetable');
  return (
    <dl className="tt-card__fields">
      <CutField label={t('field.subject')} value={entry.subject_name} />
      <GroupField entry={entry} school={school} openUser={openUser} />
      <CutField label={t('field.topics')} value={entry.topics_covered} max={CUT.topic} />
      <TimeFields entry={entry} />
      <Field label={t('field.description')} value={entry.description} />
    </dl>
  );
}
