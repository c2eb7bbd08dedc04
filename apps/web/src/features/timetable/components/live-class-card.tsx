import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { entryWindow, liveClassState } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { showAlert } from '../../../lib/alerts';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useStartSession } from '../api/start-session';
import { useNow } from '../../../lib/use-server-clock';
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
  const navigate = useNavigate();
  const now = useNow();
  const state = liveClassState(now, entryWindow(entry, props.timeZone));
  const start = useStartSession();
  const hintId = useId();

  const join = () => {
    if (props.parent) {
      notify.error(t('parentsJoin'));
      return;
    }
    if (entry.session_id === null) return;
    start.mutate(
      { instituteId: props.instituteId, sessionId: entry.session_id, meetingWith: entry.live_meeting_with },
      {
        onSuccess: (result) => {
          if (result.allow_start_session && result.session_link) {
            window.open(result.session_link, '_blank', 'noopener');
          } else {
            showAlert({ text: t('cannotStart') });
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.handled) return;
          notify.error(errorText(error));
          if (error instanceof ApiError && error.serverMessage) navigate('/dashboard');
        },
      },
    );
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
            disabled={state === 'notStarted' || start.isPending}
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
