import { useTranslation } from 'react-i18next';
import {
  cardName,
  countdown,
  dateTimeText,
  firstPhoto,
  liveClassState,
  type Countdown,
} from '@portal/shared/live-classes/rules';
import type { LiveClass } from '@portal/shared/live-classes/schema';
import type { TFunction } from 'i18next';
import { notify } from '@/lib/toast';
import { useNow } from '@/lib/use-server-clock';
import { useJoinLiveClass } from '@/lib/live/start-session';
import defaultPhoto from './teacher-default.svg';

interface LiveCardProps {
  live: LiveClass;
  instituteId: number;
  timeZone: string;
  parent: boolean;
  onRecordings: (live: LiveClass) => void;
}

function countdownText(t: TFunction, left: Countdown): string {
  switch (left.unit) {
    case 'days':
      return t('countdown.days', { count: left.days });
    case 'hours':
      return t('countdown.hours', { hours: left.hours, minutes: left.minutes });
    case 'minutes':
      return t('countdown.minutes', { minutes: left.minutes, seconds: left.seconds });
    case 'seconds':
      return t('countdown.seconds', { count: left.seconds });
  }
}

/** Meeting services shown by their own (brand) name; anything else is 'Other'. */
const MEETINGS = new Set(['zoom', 'webex']);

/**
 * A live class (spec sections 2.1 and 4): before its start the time left and an inactive Join
 * ('Class not started yet'); during it Ongoing and Join, which asks the server; after it the
 * recordings. Reads the screen's one clock (the server's time), never a timer of its own.
 */
export function LiveCard({ live, instituteId, timeZone, parent, onRecordings }: LiveCardProps) {
  const { t } = useTranslation('live-classes');
  const now = useNow();
  const span = { start: Date.parse(live.start_datetime), end: Date.parse(live.end_datetime) };
  const state = liveClassState(now, span);
  const left = state === 'notStarted' ? countdown(span.start - now) : null;
  const start = useJoinLiveClass(t('cannotStart'));
  const meeting = live.live_meeting_with.toLowerCase();
  const courses = live.course_list.map((c) => c.course_name).join(', ');

  const join = () => {
    if (parent) {
      notify.error(t('parentsJoin'));
      return;
    }
    if (state === 'notStarted') {
      notify.info(t('notStarted'));
      return;
    }
    start.join({ instituteId, sessionId: live.session_id, meetingWith: live.live_meeting_with });
  };

  const recordings = () => {
    if (live.download_links.length === 0) notify.error(t('recordings.empty'));
    else onRecordings(live);
  };

  return (
    <li className={`live-card card live-card--${state}`}>
      <div className="live-card__head">
        <h3 className="live-card__name" title={live.session_name}>
          {cardName(live.session_name)}
        </h3>
        {state === 'live' && <span className="badge live-badge">{t('ongoing')}</span>}
        {state === 'ended' && <span className="badge live-badge--ended">{t('ended')}</span>}
      </div>
      <dl className="live-card__fields">
        {courses && (
          <div>
            <dt>{t('field.courses')}</dt>
            <dd>{courses}</dd>
          </div>
        )}
        {live.teachersName && (
          <div className="live-card__teacher">
            <dt>{t('field.teacher')}</dt>
            <dd>
              <img src={firstPhoto(live.t_photo_url) ?? defaultPhoto} alt="" width={32} height={32} />
              <span>{live.teachersName}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('field.start')}</dt>
          <dd>{dateTimeText(live.start_datetime, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('field.end')}</dt>
          <dd>{dateTimeText(live.end_datetime, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('field.meeting')}</dt>
          <dd>{MEETINGS.has(meeting) ? live.live_meeting_with : t('meeting.other')}</dd>
        </div>
      </dl>
      <div className="live-card__actions">
        {left && (
          <p className="live-card__countdown" aria-live="off">
            {t('startsIn', { time: countdownText(t, left) })}
          </p>
        )}
        {state === 'ended' ? (
          <button type="button" className="button button--ghost" onClick={recordings}>
            {t('viewRecordings')}
          </button>
        ) : (
          <button
            type="button"
            className={`button button--primary${state === 'notStarted' ? ' live-card__join--inactive' : ''}`}
            aria-disabled={state === 'notStarted' || start.pending}
            onClick={join}
          >
            {t('join')}
            <span className="sr-only"> {live.session_name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
