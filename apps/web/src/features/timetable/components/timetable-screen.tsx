import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initialYear, type MonthRef } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { Dialog } from '../../../components/ui/dialog';
import { ScreenPlaceholder } from '../../../components/ui/screen-placeholder';
import { academicRange } from '../../../lib/academic-range';
import { isOpenUser, isParentSession, type Session } from '../../../lib/session';
import { instituteTimeZone, todayIn } from '../../../lib/time-zone';
import { useHolidays } from '../api/get-holidays';
import { useTimetable } from '../api/get-timetable';
import { useYearCount } from '../api/get-year-count';
import { openingMonth } from '../api/prefetch-timetable';
import { useLoadError, useYearCountError } from '../hooks/use-load-error';
import { useServerOffset } from '../../../lib/use-server-clock';
import { AttendanceDialog } from './attendance-dialog';
import { FeedDialog } from './feed-dialog';
import { MonthView } from './month-view';
import { RecordingsDialog } from './recordings-dialog';
import type { CardContext } from './schedule-list';
import { YearView } from './year-view';
import './timetable.css';

type View = 'month' | 'year';
const NO_HOLIDAYS: Record<string, string[]> = {};

/** /timetable: Month and This Year views of classes, live classes and exams (spec section 2.1). */
export function TimetableScreen({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('timetable');
  const navigate = useNavigate();
  const locale = i18n.language;
  const [today] = useState(() => todayIn());
  const range = academicRange(session, today);
  const [view, setView] = useState<View>('month');
  const [month, setMonth] = useState<MonthRef>(() => openingMonth(session, today));
  const [day, setDay] = useState<string | null>(null);
  const [year, setYear] = useState(() => initialYear(today, range));
  const [chosen, setChosen] = useState<MonthRef | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<(TimetableEntry & { batch_id: number }) | null>(null);
  const [recordingsOf, setRecordingsOf] = useState<TimetableEntry | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);

  const school = session.is_institute_type_school;
  const openUser = isOpenUser(session);
  const studentId = openUser ? null : session.student_id;

  const monthQuery = useTimetable(session, view === 'month' ? month : null);
  const chosenQuery = useTimetable(session, view === 'year' ? chosen : null);
  const holidays = useHolidays(session, month);
  const counts = useYearCount(session, year, view === 'year');
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
    <ScreenPlaceholder title={t('title')}>
      <div className="tt card">
        <div className="tt-bar">
          <div className="tt-switch" role="group" aria-label={t('view.label')}>
            {(['month', 'year'] as const).map((key) => (
              <button
                key={key}
                type="button"
                className={view === key ? 'button button--primary' : 'button button--ghost'}
                aria-pressed={view === key}
                onClick={() => setView(key)}
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
        {view === 'month' ? (
          <MonthView
            month={month}
            range={range}
            today={today}
            locale={locale}
            list={monthQuery.data?.batchTimeTableList}
            holidays={holidays.data ?? NO_HOLIDAYS}
            loading={monthQuery.isFetching || holidays.isFetching}
            selectedDay={day}
            onMonth={(next) => {
              setMonth(next);
              setDay(null);
            }}
            onDay={setDay}
            context={context}
          />
        ) : (
          <YearView
            year={year}
            range={range}
            locale={locale}
            counts={counts.data}
            loading={counts.isFetching}
            chosen={chosen}
            list={chosenQuery.data?.batchTimeTableList}
            listLoading={chosenQuery.isPending && chosen !== null}
            onYear={(next) => {
              setYear(next);
              setChosen(null);
            }}
            onMonth={setChosen}
            context={context}
          />
        )}
      </div>
      {attendanceOf && studentId !== null && (
        <AttendanceDialog
          session={session}
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
      {feedOpen && <FeedDialog session={session} onClose={() => setFeedOpen(false)} />}
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
    </ScreenPlaceholder>
  );
}
