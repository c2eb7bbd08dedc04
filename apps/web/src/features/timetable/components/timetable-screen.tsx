import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { monthInRange } from '@portal/shared/events/rules';
import { initialMonth, initialYear } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { Dialog } from '@/components/ui/dialog';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { academicRange } from '@/lib/academic-range';
import { isOpenUser, isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { instituteTimeZone } from '@/lib/time-zone';
import { useHolidays } from '../api/get-holidays';
import { useTimetable } from '../api/get-timetable';
import { useYearCount } from '../api/get-year-count';
import { timetablePlace } from '../api/prefetch-timetable';
import { timetableSearch, type TimetablePlace } from '../search-params';
import { useLoadError, useYearCountError } from '../hooks/use-load-error';
import { useServerOffset } from '@/lib/use-server-clock';
import { useCleanAddress } from '@/lib/use-clean-address';
import { AttendanceDialog } from './attendance-dialog';
import { FeedDialog } from './feed-dialog';
import { MonthView } from './month-view';
import { RecordingsDialog } from './recordings-dialog';
import type { CardContext } from './schedule-list';
import { YearView } from './year-view';
import './timetable.css';
import { useTodayOnOpen } from '@/lib/use-clock';

const NO_HOLIDAYS: Record<string, string[]> = {};

/** /timetable: Month and This Year views of classes, live classes and exams (spec section 2.1). */
export function TimetableScreen() {
  const session = useSignedInSession();
  const { t, i18n } = useTranslation('timetable');
  const navigate = useNavigate();
  const locale = i18n.language;
  const today = useTodayOnOpen();
  const range = academicRange(session, today);
  // The view, month, year and clicked day or month are the address's (search-params.ts), as the
  // route's loader read them for its calls (prefetch-timetable.ts).
  const [params, setParams] = useSearchParams();
  const { place, clean } = useMemo(() => timetablePlace(session, params, today), [session, params, today]);
  // An unreadable or out-of-range parameter is dropped from the address, not kept as a second name.
  useCleanAddress(params, setParams, clean);
  // Moving to another view, month or year is a step Back returns from; clicking a day or a month
  // of the year only changes what is listed, so it replaces the entry instead of adding one.
  const go = (next: TimetablePlace, replace = false) =>
    setParams(timetableSearch(next), { replace, preventScrollReset: true });
  const { view } = place;
  const month = place.view === 'month' ? place.month : null;
  const chosen = place.view === 'year' ? place.month : null;
  const [attendanceOf, setAttendanceOf] = useState<(TimetableEntry & { batch_id: number }) | null>(null);
  const [recordingsOf, setRecordingsOf] = useState<TimetableEntry | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);

  const school = session.is_institute_type_school;
  const openUser = isOpenUser(session);
  const studentId = openUser ? null : session.student_id;

  const monthQuery = useTimetable(session, month);
  const chosenQuery = useTimetable(session, chosen);
  const holidays = useHolidays(session, month);
  const counts = useYearCount(session, place.view === 'year' ? place.year : 0, place.view === 'year');
  const active = view === 'month' ? monthQuery : chosenQuery;
  useServerOffset(active.data?.clockOffset);

  const blocking = useLoadError(monthQuery.error ?? chosenQuery.error ?? holidays.error);
  useYearCountError(counts.error);

  const context: CardContext = useMemo(
    () => ({
      instituteId: session.institute_id,
      timeZone: instituteTimeZone(),
      school,
      openUser,
      parent: isParentSession(session),
      onAttendance:
        studentId === null
          ? undefined
          : (entry) => entry.batch_id !== null && setAttendanceOf({ ...entry, batch_id: entry.batch_id }),
      onRecordings: setRecordingsOf,
    }),
    [session, school, openUser, studentId],
  );

  return (
    <ScreenFrame title={t('title')}>
      <div className="tt card">
        <div className="tt-bar">
          <div className="tt-switch" role="group" aria-label={t('view.label')}>
            {(['month', 'year'] as const).map((key) => (
              <button
                key={key}
                type="button"
                className={view === key ? 'button button--primary' : 'button button--ghost'}
                aria-pressed={view === key}
                onClick={() => {
                  if (key === view) return;
                  // Back to the month of the year view's clicked month, when the academic year has it.
                  const shown = chosen && monthInRange(chosen, range) ? chosen : initialMonth(today, range);
                  go(
                    key === 'month'
                      ? { view: 'month', month: shown, day: null }
                      : { view: 'year', year: initialYear(today, range), month: null },
                  );
                }}
              >
                {t(`view.${key}`)}
              </button>
            ))}
          </div>
          <button type="button" className="button button--ghost" onClick={() => setFeedOpen(true)}>
            {t('feed.button')}
          </button>
        </div>
        {school && (
          <ul className="tt-legend" aria-label={t('legend.label')}>
            <li>
              <span className="tt-holiday-dot" aria-hidden="true" /> {t('legend.holiday')}
            </li>
            <li>
              <span className="tt-legend__today" aria-hidden="true" /> {t('legend.today')}
            </li>
            <li>
              <span className="tt-legend__selected" aria-hidden="true" /> {t('legend.selected')}
            </li>
          </ul>
        )}
        {place.view === 'month' ? (
          <MonthView
            month={place.month}
            range={range}
            today={today}
            locale={locale}
            list={monthQuery.data?.batchTimeTableList}
            holidays={holidays.data ?? NO_HOLIDAYS}
            loading={monthQuery.isFetching || holidays.isFetching}
            selectedDay={place.day}
            onMonth={(next) => go({ view: 'month', month: next, day: null })}
            onDay={(next) => go({ ...place, day: next }, true)}
            context={context}
          />
        ) : (
          <YearView
            year={place.year}
            range={range}
            locale={locale}
            counts={counts.data}
            loading={counts.isFetching}
            chosen={chosen}
            list={chosenQuery.data?.batchTimeTableList}
            listLoading={chosenQuery.isPending && chosen !== null}
            onYear={(next) => go({ view: 'year', year: next, month: null })}
            onMonth={(next) => go({ ...place, month: next }, true)}
            context={context}
          />
        )}
      </div>
      {attendanceOf && studentId !== null && (
        <AttendanceDialog
          studentId={studentId}
          entry={attendanceOf}
          school={school}
          onClose={() => setAttendanceOf(null)}
        />
      )}
      {recordingsOf && active.data && (
        <RecordingsDialog
          entry={recordingsOf}
          settings={active.data}
          instituteId={session.institute_id}
          userId={isParentSession(session) ? (session.parent_id ?? session.user_id) : session.user_id}
          onClose={() => setRecordingsOf(null)}
        />
      )}
      {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
      {blocking && (
        <Dialog
          title={t('error.title')}
          onClose={() => navigate('/dashboard')}
          closeButton={false}
          footer={
            <button type="button" className="button button--ghost" onClick={() => navigate('/dashboard')}>
              {t('error.cancel')}
            </button>
          }
        >
          <p>{blocking}</p>
        </Dialog>
      )}
    </ScreenFrame>
  );
}
