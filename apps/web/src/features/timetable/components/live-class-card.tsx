import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { entryWindow, liveClassState } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { notify } from '@/lib/toast';
import { useJoinLiveClass } from '@/lib/live/start-session';
import { useNow } from '@/lib/use-server-clock';
import { CutField, Field, GroupField, TeacherField, TimeFields } from './card-parts';

interface LiveClassCardProps {
  entry: TimetableEntry;
  instituteId: number;
  timeZone: string;
  school: boolean;
  openUser: boolean;
  parent: boolean;
  onRecordings: (entry: TimetableEntry) => void;
}

/** A live online class: Join before/during/after its window by the server's clock (spec section 4). */
export function LiveClassCard(props: LiveClassCardProps) {
  const { entry } = props;
  const { t } = useTranslation('timetable');
  const now = useNow();
  const state = liveClassState(now, entryWindow(entry, props.timeZone));
  const start = useJoinLiveClass(t('cannotStart'));
  const hintId = useId();

  const join = () => {
    if (props.parent) {
      notify.error(t('parentsJoin'));
      return;
    }
    if (entry.session_id === null) return;
    start.join({
      instituteId: props.instituteId,
      sessionId: entry.session_id,
      meetingWith: entry.live_meeting_with,
    });
  };

  const viewRecordings = () => {
    if (entry.download_links.length === 0) notify.error(t('noRecordings'));
    else props.onRecordings(entry);
  };

  return (
    <>
      <dl className="tt-card__fields">
        <CutField label={t('field.session')} value={entry.session_name} />
        <CutField label={t('field.subject')} value={entry.subject_name} />
        <GroupField entry={entry} school={props.school} openUser={props.openUser} />
        <Field label={t('field.meeting')} value={entry.live_meeting_with} />
        <TeacherField entry={entry} />
        <TimeFields entry={entry} />
      </dl>
      <div className="tt-card__actions">
        {state === 'ended' ? (
          <button type="button" className="button button--ghost" onClick={viewRecordings}>
            {t('viewRecordings')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'notStarted' || start.pending}
            aria-describedby={state === 'notStarted' ? hintId : undefined}
            onClick={join}
          >
            {t('join')}
          </button>
        )}
        {state === 'notStarted' && (
          <span id={hintId} className="tt-card__hint">
            {t('notStarted')}
          </span>
        )}
        {state === 'live' && <span className="badge tt-badge tt-badge--live">{t('liveNow')}</span>}
      </div>
    </>
  );
}
