import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ERROR_REDIRECT_DELAY_MS,
  canGoNext,
  canGoPrevious,
  cellEvents,
  initialMonth,
  monthOf,
  shiftMonth,
  showsToday,
  spreadEvents,
  type MonthRef,
} from '@portal/shared/events/rules';
import type { CalendarEvent } from '@portal/shared/events/schema';
import { MonthGrid } from '@/components/ui/month-grid';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { ApiError } from '@/lib/api-client';
import { handledByClient } from '@/lib/failure-toast';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useEventCalendar } from '../api/get-event-calendar';
import { academicRange } from '@/lib/academic-range';
import { monthTitle } from '../utils/format';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { DayListDialog } from './day-list-dialog';
import { EventChip } from './event-chip';
import { EventDetailDialog } from './event-detail-dialog';
import { EVENT_PANEL_ID, EventTabs, tabId, type EventTab } from './event-tabs';
import './events.css';
import { useTodayOnOpen } from '@/lib/use-clock';

const NO_EVENTS: CalendarEvent[] = [];

/** /eventCalender: the month's holidays, events and weekly offs of a school, Monday first. */
export function EventCalendarScreen({ studentId }: { studentId: number }) {
  const session = useSignedInSession();
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const locale = i18n.language;
  const today = useTodayOnOpen();
  const range = academicRange(session, today);
  const [month, setMonth] = useState<MonthRef>(() => initialMonth(today, range));
  // The header's year list may arrive after the screen opened (right after sign-in): once the
  // selected year's range is known, or when it changes, the calendar opens on it afresh.
  const openedOn = useRef(range.start);
  useEffect(() => {
    if (openedOn.current === range.start) return;
    openedOn.current = range.start;
    setMonth(initialMonth(today, range));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range's start names the year
  }, [range.start]);
  const [tab, setTab] = useState<EventTab>('mine');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const headingId = useId();

  const query = useEventCalendar({ instituteId: session.institute_id, studentId, month, all: tab === 'all' });
  const byDay = useMemo(() => spreadEvents(query.data ?? {}), [query.data]);
  const eventsOf = (date: string) => byDay.get(date) ?? NO_EVENTS;

  const error = query.error;
  useEffect(() => {
    // The server's message is toasted (meta.errorToast), then the screen goes to the dashboard.
    // A 403 has already logged out with its message.
    if (!(error instanceof ApiError) || !error.serverMessage || handledByClient(error)) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), ERROR_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [error, navigate]);

  const title = monthTitle(locale, month);
  const todayMonth = monthOf(today);

  return (
    <ScreenFrame title={t('title')}>
      <div className="event-calendar card">
        <div className="event-calendar__bar">
          <CalendarToolbar
            title={title}
            headingId={headingId}
            canPrevious={canGoPrevious(month, range)}
            canNext={canGoNext(month, range)}
            showToday={showsToday(today, range)}
            loading={query.isFetching}
            onPrevious={() => setMonth((m) => shiftMonth(m, -1))}
            onNext={() => setMonth((m) => shiftMonth(m, 1))}
            onToday={() => setMonth(todayMonth)}
          />
          <EventTabs value={tab} onChange={setTab} />
        </div>
        <div
          role="tabpanel"
          id={EVENT_PANEL_ID}
          aria-labelledby={tabId(tab)}
          className="event-calendar__panel"
        >
          <MonthGrid
            year={month.year}
            month={month.month}
            weekStart={1}
            locale={locale}
            label={title}
            today={today}
            busy={query.isFetching}
            describeDay={(date) => {
              const count = eventsOf(date).length;
              return count ? t('cell.count', { count }) : t('cell.none');
            }}
            renderDay={(date) => {
              const { shown, more } = cellEvents(eventsOf(date));
              return (
                <>
                  {shown.map((event) => (
                    <EventChip key={`${event.event_type}-${event.event_id}`} event={event} />
                  ))}
                  {more > 0 && <span className="event-more">{t('cell.more', { count: more })}</span>}
                </>
              );
            }}
            onOpenDay={setOpenDay}
          />
          <CalendarLegend />
        </div>
        {openDay && (
          <DayListDialog
            date={openDay}
            locale={locale}
            events={eventsOf(openDay)}
            onChoose={setOpenEvent}
            onClose={() => setOpenDay(null)}
          />
        )}
        {openEvent && (
          <EventDetailDialog event={openEvent} locale={locale} onClose={() => setOpenEvent(null)} />
        )}
      </div>
    </ScreenFrame>
  );
}
