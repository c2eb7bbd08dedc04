import { eq } from 'drizzle-orm';
import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import { monthOf } from '@portal/shared/events/rules';
import { LIVE_CATEGORY, LIVE_TODAY_UPCOMING } from '@portal/shared/live-classes/schema';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import { liveClassState } from '@portal/shared/timetable/rules';
import { wallClock } from '@portal/shared/time/zone';
import {
  eventCoversDay,
  feeDaysLeft,
  homeworkDueSoon,
  openTestStatus,
  TODAY_LINKS,
} from '@portal/shared/today/rules';
import type {
  TodayClass,
  TodayEvent,
  TodayFee,
  TodayHomework,
  TodayLiveClass,
  TodayResult,
  TodayTest,
} from '@portal/shared/today/schema';
import type { Db } from '../../db/client';
import { institutes } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { assignmentList } from '../assignments/service';
import { monthCalendar } from '../events/calendar';
import { labelsOf, labelTests } from '../exams/tests';
import { examTaker } from '../exams/whose';
import { feeSummary } from '../fees/service';
import { listMeetings } from '../live-classes/service';
import { ASSIGN_COURSE } from '../timetable/audience';
import { monthTimetable } from '../timetable/month';
import { startSession } from '../timetable/session-start';

/*
 * The Today panel (issue 15). Every list comes from the service function the screen's own route
 * calls, with the caller's identity, so the panel and the screens cannot disagree; this file only
 * keeps today's rows (packages/shared/src/today/rules.ts) and says where each one is shown.
 */

export const TODAY_MESSAGES = {
  openUser: 'Today is shown to students and parents only.',
} as const;

type Setup = typeof institutes.$inferSelect;

const online = (mode: Setup['classesMode']) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';

/**
 * Today's rows for a student the caller may act for (themself, or a parent's chosen child). The
 * caller was checked by the route; open users (no student) are refused there.
 */
export async function todayFor(
  db: Db,
  identity: Identity,
  studentId: number,
  now: Date,
): Promise<TodayResult> {
  const [institute] = await db
    .select()
    .from(institutes)
    .where(eq(institutes.id, identity.instituteId))
    .limit(1);
  if (!institute) throw new HttpError(403, MESSAGES.notYours);
  // The exam desk's own check of the student (a parent's child, in the caller's institute) and their user id.
  const taker = await examTaker(db, identity, studentId);
  const today = wallClock(institute.timeZone, now).date;

  const [classes, liveClasses, tests, homework, fees, events] = await Promise.all([
    classesOf(db, identity, institute, studentId, today),
    online(institute.classesMode) ? liveOf(db, identity, institute, taker.userId, today, now) : [],
    online(institute.examMode) ? testsOf(db, taker, now) : [],
    institute.assignmentsEnabled ? homeworkOf(db, institute.id, studentId, now) : [],
    feesOf(db, identity, studentId, today),
    institute.kind === 'school' ? eventsOf(db, identity, studentId, today) : [],
  ]);
  return {
    date: today,
    time_zone: institute.timeZone,
    classes,
    live_classes: liveClasses,
    tests,
    homework,
    fees: fees.rows,
    has_fees: fees.hasFees,
    events,
  };
}

/** The timetable's day (its month call for one day): the classes in rooms. */
async function classesOf(
  db: Db,
  identity: Identity,
  institute: Setup,
  studentId: number,
  today: string,
): Promise<TodayClass[]> {
  let result;
  try {
    result = await monthTimetable(
      db,
      identity,
      unfilteredRequest(
        institute.id,
        studentId,
        today,
        today,
        inclusionFlags(institute.classesMode, institute.examMode, identity.userType),
      ),
    );
  } catch (error) {
    // A student without a course has no timetable (the screen ignores this answer too).
    if (error instanceof HttpError && error.message === ASSIGN_COURSE) return [];
    throw error;
  }
  return (result.batchTimeTableList[today] ?? [])
    .filter((entry) => entry.class_type === 'Class')
    .map((entry) => ({
      entry_id: entry.entry_id,
      subject_name: entry.subject_name,
      topics_covered: entry.topics_covered,
      teacher_name: entry.teacher_name,
      start_time: entry.start_time,
      end_time: entry.end_time,
      link: TODAY_LINKS.classes(),
    }));
}

/** Live Classes' today list, each with the session-start call's answer now (parents never join). */
async function liveOf(
  db: Db,
  identity: Identity,
  institute: Setup,
  userId: number,
  today: string,
  now: Date,
): Promise<TodayLiveClass[]> {
  const { upcomingLiveClasses } = await listMeetings(
    db,
    identity,
    institute.id,
    {
      institution_id: institute.id,
      user_id: userId,
      page_offset: 0,
      page_size: -1,
      live_future_past: LIVE_TODAY_UPCOMING,
      category: LIVE_CATEGORY,
    },
    now,
  );
  const todays = upcomingLiveClasses.filter((c) => c.date === today);
  return Promise.all(
    todays.map(async (c) => {
      const start = await startSession(db, identity, c.session_id, now);
      const window = { start: Date.parse(c.start_datetime), end: Date.parse(c.end_datetime) };
      return {
        session_id: c.session_id,
        session_name: c.session_name,
        teachersName: c.teachersName,
        live_meeting_with: c.live_meeting_with,
        start_datetime: c.start_datetime,
        end_datetime: c.end_datetime,
        join_open: start.allow_start_session,
        state: liveClassState(now.getTime(), window),
        link: TODAY_LINKS.live(),
      };
    }),
  );
}

/** My Exam's tests of every label, those whose card can be started or resumed now. */
async function testsOf(
  db: Db,
  taker: Awaited<ReturnType<typeof examTaker>>,
  now: Date,
): Promise<TodayTest[]> {
  const labels = await labelsOf(db, taker.instituteId);
  const perLabel = await Promise.all(
    labels.map(async (label) =>
      (await labelTests(db, taker, label.label_id, now)).flatMap((test): TodayTest[] => {
        const status = openTestStatus(test, now.getTime());
        if (!status) return [];
        return [
          {
            test_id: test.test_id,
            test_name: test.test_name,
            test_type_id: test.test_type_id,
            label_id: label.label_id,
            label_name: label.label_name,
            end_timestamp: test.end_timestamp,
            status,
            link: TODAY_LINKS.tests(),
          },
        ];
      }),
    ),
  );
  return perLabel.flat().sort((a, b) => a.end_timestamp - b.end_timestamp || a.test_id - b.test_id);
}

/** The assignments list's ongoing ones, not submitted and due within 2 days (soonest first). */
async function homeworkOf(
  db: Db,
  instituteId: number,
  studentId: number,
  now: Date,
): Promise<TodayHomework[]> {
  const list = await assignmentList(db, instituteId, studentId, now);
  return list.upcoming_online_assignment_list.flatMap((item): TodayHomework[] => {
    if (!homeworkDueSoon(item)) return [];
    const status = item.student_status === 'Draft' ? 'Draft' : 'Pending';
    return [
      {
        file_id: item.file_id,
        title: item.title,
        subject_name: item.subject_name,
        end_date: item.end_date,
        days_left: item.days_left,
        student_status: status,
        link: TODAY_LINKS.homework(item.file_id),
      },
    ];
  });
}

/** The fee summary of the token's academic year (the year the header shows): installments due within 7 days. */
async function feesOf(
  db: Db,
  identity: Identity,
  studentId: number,
  today: string,
): Promise<{ rows: TodayFee[]; hasFees: boolean }> {
  if (identity.userType === USER_TYPE_OPEN) return { rows: [], hasFees: false };
  const summary = await feeSummary(db, {
    instituteId: identity.instituteId,
    studentId,
    yearId: identity.acadYrId,
  });
  const rows = summary.a_install_li.flatMap((row): TodayFee[] => {
    const days = feeDaysLeft(row, today);
    if (days === null) return [];
    return [
      {
        install_no: row.install_no,
        d_date: row.d_date,
        d_amount: row.d_amount,
        balance_fine: row.balance_fine,
        days_left: days,
        link: TODAY_LINKS.fees(),
      },
    ];
  });
  return { rows, hasFees: summary.a_install_li.length > 0 };
}

/** The event calendar's My Events of this month (for the student, seen as the caller): those covering today. */
async function eventsOf(db: Db, identity: Identity, studentId: number, today: string): Promise<TodayEvent[]> {
  const calendar = await monthCalendar(db, identity.instituteId, monthOf(today), {
    studentId,
    userType: identity.userType,
  });
  return Object.values(calendar)
    .flat()
    .flatMap((event): TodayEvent[] => {
      if (!eventCoversDay(event, today) || (event.event_type !== 1 && event.event_type !== 2)) return [];
      return [
        {
          event_id: event.event_id,
          event_type: event.event_type,
          title_name: event.title_name,
          is_all_day_event: event.is_all_day_event,
          event_start_time: event.event_start_time,
          event_end_time: event.event_end_time,
          link: TODAY_LINKS.events(),
        },
      ];
    });
}
