import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayWindow,
  defaultPastRange,
  displayFromIso,
  dayName,
  groupByDate,
  matchesSearch,
} from '@portal/shared/live-classes/rules';
import type { LiveClass } from '@portal/shared/live-classes/schema';
import { RecordingsDialog } from '@/components/ui/recordings';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { instituteTimeZone } from '@/lib/time-zone';
import { useServerOffset } from '@/lib/use-server-clock';
import { useMeetings, type MeetingList } from '../api/get-meetings';
import { LiveCard } from './live-card';
import { LIVE_PANEL_ID, LiveTabs, tabId, type LiveTab } from './live-tabs';
import { PastRange, type DayRange } from './past-range';
import './live.css';
import { useTodayDate, useTodayOnOpen } from '@/lib/use-clock';

/** /live: today's, upcoming (7 days) and past live classes (spec section 2.1). */
export function LiveScreen() {
  const session = useSignedInSession();
  const { t, i18n } = useTranslation('live-classes');
  const deviceToday = useTodayOnOpen();
  const timeZone = instituteTimeZone();
  const [tab, setTab] = useState<LiveTab>('today');
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DayRange>(() => defaultPastRange(deviceToday));
  const [recordingsOf, setRecordingsOf] = useState<LiveClass | null>(null);
  const searchId = useId();

  const list: MeetingList = tab === 'past' ? { kind: 'past', ...range } : { kind: 'now' };
  const meetings = useMeetings(session, list);
  useServerOffset(meetings.data?.clockOffset);
  // Which day is today is the server's say too (the device's clock may be wrong), read from the one
  // clock: a page drawn just before midnight is hydrated on the server's day.
  const serverToday = useTodayDate(timeZone, { serverTime: true });
  const today = meetings.data?.clockOffset === undefined ? deviceToday : serverToday;

  const changeTab = (next: LiveTab) => {
    if (next === tab) return;
    // Spec section 2.1: a tab switch clears the search and reloads.
    setSearch('');
    setTab(next);
    // Today's and Upcoming share one answer: asked again here. Past's query mounts stale and reloads itself.
    if (next !== 'past' && tab !== 'past') void meetings.refetch();
  };

  const shown = useMemo(() => {
    const data = meetings.data;
    if (!data) return [];
    const all =
      tab === 'past'
        ? data.pastLiveClasses
        : data.upcomingLiveClasses.filter(
            // The server lists an earlier day's class only while it is still on.
            (c) => dayWindow(c.date, today, c.date < today) === tab,
          );
    return all.filter((c) => matchesSearch(c, search, timeZone));
  }, [meetings.data, tab, today, search, timeZone]);
  const groups = groupByDate(shown, today);

  return (
    <ScreenFrame title={t('title')}>
      <div className="live card">
        <LiveTabs value={tab} onChange={changeTab} />
        <div className="live-bar">
          <div className="field live-bar__search">
            <label className="field__label" htmlFor={searchId}>
              {t('search.label')}
            </label>
            <input
              id={searchId}
              className="input"
              type="search"
              value={search}
              placeholder={t('search.placeholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {tab === 'past' && (
            <PastRange
              key={`${range.from}/${range.to}`}
              applied={range}
              today={today}
              onApply={setRange}
              onCancel={() => setRange(defaultPastRange(today))}
            />
          )}
        </div>
        <div role="tabpanel" id={LIVE_PANEL_ID} aria-labelledby={tabId(tab)} className="live-panel">
          {tab === 'past' && meetings.data && (
            <p className="live-count" role="status">
              {t('pastCount', { count: shown.length })}
            </p>
          )}
          {meetings.isPending ? (
            <p role="status" className="live-loading">
              <Spinner /> {t('loading')}
            </p>
          ) : groups.length === 0 ? (
            <div className="empty-state">
              <div className="empty-state__art" aria-hidden="true" />
              <p className="empty-state__title">{search.trim() ? t('empty.search') : t(`empty.${tab}`)}</p>
            </div>
          ) : (
            groups.map((group) => (
              <section key={group.date} className="live-day" aria-labelledby={`live-day-${group.date}`}>
                <h2 id={`live-day-${group.date}`} className="live-day__title">
                  {group.isToday ? t('today') : dayName(group.date, i18n.language)},{' '}
                  <span className="live-day__date">{displayFromIso(group.date)}</span>
                </h2>
                <ul className="live-list">
                  {group.items.map((live) => (
                    <LiveCard
                      key={live.session_id}
                      live={live}
                      instituteId={session.institute_id}
                      timeZone={timeZone}
                      parent={isParentSession(session)}
                      onRecordings={setRecordingsOf}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </div>
      {recordingsOf && meetings.data && (
        <RecordingsDialog
          title={recordingsOf.session_name}
          recordings={recordingsOf.download_links}
          settings={meetings.data}
          instituteId={session.institute_id}
          userId={isParentSession(session) ? (session.parent_id ?? session.user_id) : session.user_id}
          onClose={() => setRecordingsOf(null)}
        />
      )}
    </ScreenFrame>
  );
}
