import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { studentStatus } from '@portal/shared/assignments/rules';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import { EVENT_TYPE } from '@portal/shared/events/rules';
import { liveClassState } from '@portal/shared/timetable/rules';
import { wallClock, zonedInstant } from '@portal/shared/time/zone';
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
import {
  assignments,
  assignmentSubmissions,
  batches,
  eventCourses,
  events,
  eventUserTypes,
  institutes,
  studentBatches,
  students,
  testBatches,
  testLabels,
  tests,
} from '../../db/schema';
import { addDays } from '../../lib/dates';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { dueIn } from '../assignments/service';
import { audienceTypes } from '../events/calendar';
import { testRowsWithAttempts, toWire } from '../exams/tests';
import { installmentsOf } from '../fees/service';
import { entryRows, hhmm, type Kind } from '../timetable/entries';
import { joinWindowOpen } from '../timetable/session-start';

/*
 * The Today panel (issue 15). Every list is the screen's own answer for today: the same queries
 * (the timetable's entries, My Exam's tests with their attempt counts, the fee installments), the
 * same rules (the calendar's audience, the assignments list's status and days left,
 * packages/shared/src/today/rules.ts), so the panel and the screens cannot disagree; the route's
 * test checks each list against the screen's call.
 *
 * Issue 27 (result day at scale): a constant handful of indexed statements, whatever the number of
 * live classes, labels, tests or the student's history. The institute and the student (user id and
 * batches) are read once, in one statement, and passed down; each list is one query for today's
 * rows only (never every label, live class or assignment in turn, never the student's history).
 */

export const TODAY_MESSAGES = {
  openUser: 'Today is shown to students and parents only.',
} as const;

/** What Today reads of the institute (its row has some forty columns). */
const SETUP = {
  id: institutes.id,
  kind: institutes.kind,
  timeZone: institutes.timeZone,
  classesMode: institutes.classesMode,
  examMode: institutes.examMode,
  assignmentsEnabled: institutes.assignmentsEnabled,
};
type Setup = { [K in keyof typeof SETUP]: (typeof institutes.$inferSelect)[K] };

const online = (mode: Setup['classesMode']) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';
const offline = (mode: Setup['classesMode']) => mode === 'OFFLINE' || mode === 'HYBRID_BLENDED';

/** Homework is read from now to a little past the last day it can show (2 calendar days ahead). */
const HOMEWORK_READ_AHEAD_MS = 4 * 86_400_000;

/** Whose day: the institute, and the student with their user id and batches (in that institute). */
interface TodayOf {
  institute: Setup;
  studentId: number;
  userId: number;
  batchIds: number[];
  /** The batches whose live classes the caller may join (a student's own); empty for parents. */
  joinBatchIds: number[];
  today: string;
  now: Date;
}

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
  const of = await todayOf(db, identity, studentId, now);
  const { institute } = of;
  const [day, tests, homework, fees, events] = await Promise.all([
    dayOf(db, of),
    online(institute.examMode) ? testsOf(db, of) : [],
    institute.assignmentsEnabled ? homeworkOf(db, of) : [],
    feesOf(db, identity, of),
    institute.kind === 'school' ? eventsOf(db, identity, of) : [],
  ]);
  return {
    date: of.today,
    time_zone: institute.timeZone,
    classes: day.classes,
    live_classes: day.live,
    tests,
    homework,
    fees: fees.rows,
    has_fees: fees.hasFees,
    events,
  };
}

/**
 * The institute, the student's user id and batches (the exam desk's and the timetable's own
 * checks: a student of the caller's institute, else 403) and the batches the caller may join live
 * classes of (the session-start call's: a student's own batches; parents never join): one
 * statement.
 */
async function todayOf(db: Db, identity: Identity, studentId: number, now: Date): Promise<TodayOf> {
  const joiner = identity.userType === USER_TYPE_STUDENT ? (identity.studentIds[0] ?? null) : null;
  const [row] = await db
    .select({
      institute: SETUP,
      userId: students.userId,
      batchIds: sql<number[]>`array(select ${studentBatches.batchId} from ${studentBatches}
        join ${batches} on ${batches.id} = ${studentBatches.batchId}
        where ${studentBatches.studentId} = ${studentId} and ${batches.instituteId} = ${institutes.id})`,
      joinBatchIds:
        joiner === null
          ? sql<number[]>`'{}'::int[]`
          : sql<number[]>`array(select ${studentBatches.batchId} from ${studentBatches}
              where ${studentBatches.studentId} = ${joiner})`,
    })
    .from(institutes)
    .leftJoin(students, and(eq(students.id, studentId), eq(students.instituteId, institutes.id)))
    .where(eq(institutes.id, identity.instituteId))
    .limit(1);
  if (!row || row.userId === null) throw new HttpError(403, MESSAGES.notYours);
  return {
    institute: row.institute,
    studentId,
    userId: row.userId,
    batchIds: row.batchIds.map(Number),
    joinBatchIds: row.joinBatchIds.map(Number),
    today: wallClock(row.institute.timeZone, now).date,
    now,
  };
}

/**
 * The timetable's day: its classes in rooms (when the institute's classes mode includes them) and
 * its live classes (the Live Classes list's today, when classes are online), each with the
 * session-start call's answer now. One query for both.
 */
async function dayOf(db: Db, of: TodayOf): Promise<{ classes: TodayClass[]; live: TodayLiveClass[] }> {
  const { institute, today, now } = of;
  const kinds: Kind[] = [
    ...(offline(institute.classesMode) ? (['class'] as const) : []),
    ...(online(institute.classesMode) ? (['live'] as const) : []),
  ];
  const audience = {
    kind: 'student' as const,
    instituteId: institute.id,
    studentId: of.studentId,
    batchIds: of.batchIds,
  };
  // From yesterday: a live class begun before midnight and still on is today's (as on Live Classes).
  const rows = await entryRows(db, audience, { from: addDays(today, -1), to: today }, kinds);
  const classes: TodayClass[] = [];
  const live: TodayLiveClass[] = [];
  for (const { entry } of rows) {
    if (entry.date < today) {
      const end = zonedInstant(entry.endDate, entry.endTime, institute.timeZone);
      if (entry.kind !== 'live' || end <= now.getTime()) continue;
    }
    if (entry.kind === 'class') {
      classes.push({
        entry_id: entry.id,
        subject_name: entry.subject,
        topics_covered: entry.topics,
        teacher_name: entry.teacherName,
        start_time: hhmm(entry.startTime),
        end_time: hhmm(entry.endTime),
        link: TODAY_LINKS.classes(),
      });
    } else if (entry.kind === 'live') {
      const start = zonedInstant(entry.date, entry.startTime, institute.timeZone);
      const end = zonedInstant(entry.endDate, entry.endTime, institute.timeZone);
      const mayJoin = entry.batchId !== null && of.joinBatchIds.includes(entry.batchId);
      live.push({
        session_id: entry.id,
        session_name: entry.sessionName ?? '',
        teachersName: entry.teacherName,
        live_meeting_with: entry.meetingWith ?? 'other',
        start_datetime: new Date(start).toISOString(),
        end_datetime: new Date(end).toISOString(),
        join_open: mayJoin && joinWindowOpen(entry, institute.timeZone, now),
        state: liveClassState(now.getTime(), { start, end }),
        link: TODAY_LINKS.live(),
      });
    }
  }
  return { classes, live };
}

/**
 * My Exam's tests of every label, those whose card can be started or resumed now: the labels, then
 * one query for the tests of all of them assigned to the student's batches whose window holds now
 * (only those can be open: openTestStatus), with the student's attempt counts.
 */
async function testsOf(db: Db, of: TodayOf): Promise<TodayTest[]> {
  if (of.batchIds.length === 0) return [];
  const { now } = of;
  // Asked of each open test (its (test, batch) key): OFFSET 0 keeps PostgreSQL from turning the
  // check into a join that would read every test ever assigned to the student's sections.
  const assigned = sql`exists (select 1 from ${testBatches}
    where ${and(eq(testBatches.testId, tests.id), inArray(testBatches.batchId, of.batchIds))} offset 0)`;
  const ofTheInstitute = db
    .select({ id: testLabels.id })
    .from(testLabels)
    .where(eq(testLabels.instituteId, of.institute.id));
  // The cards count in whole seconds: a test starting within the next second may already be open.
  const soon = new Date(now.getTime() + 1000);
  const rows = await testRowsWithAttempts(
    db,
    and(inArray(tests.labelId, ofTheInstitute), lt(tests.startAt, soon), gt(tests.endAt, now), assigned)!,
    of.userId,
    now,
  );
  // The labels' names, read only when a test is open (most of the day none is).
  const labelIds = [...new Set(rows.flatMap(({ test }) => (test.labelId === null ? [] : [test.labelId])))];
  const names = new Map(
    labelIds.length === 0
      ? []
      : (
          await db
            .select({ id: testLabels.id, name: testLabels.name })
            .from(testLabels)
            .where(inArray(testLabels.id, labelIds))
        ).map((label) => [label.id, label.name]),
  );
  return rows
    .flatMap(({ test: row, completed, incomplete }): TodayTest[] => {
      const test = toWire(row, completed, incomplete, of.institute.timeZone);
      const status = openTestStatus(test, now.getTime());
      if (!status || row.labelId === null) return [];
      return [
        {
          test_id: test.test_id,
          test_name: test.test_name,
          test_type_id: test.test_type_id,
          label_id: row.labelId,
          label_name: names.get(row.labelId)!,
          end_timestamp: test.end_timestamp,
          status,
          link: TODAY_LINKS.tests(),
        },
      ];
    })
    .sort((a, b) => a.end_timestamp - b.end_timestamp || a.test_id - b.test_id);
}

/**
 * The assignments list's ongoing ones, not submitted and due within 2 days (soonest first): the
 * list's own status and days-left rules, read only for assignments ending from now to a few days
 * ahead (the (batch, ends_at) index), never the student's whole list.
 */
async function homeworkOf(db: Db, of: TodayOf): Promise<TodayHomework[]> {
  const { now } = of;
  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      subject: assignments.subject,
      endsAt: assignments.endsAt,
      allowLate: assignments.allowLateSubmission,
      saved: assignmentSubmissions.status,
    })
    .from(studentBatches)
    .innerJoin(assignments, eq(assignments.batchId, studentBatches.batchId))
    .leftJoin(
      assignmentSubmissions,
      and(
        eq(assignmentSubmissions.assignmentId, assignments.id),
        eq(assignmentSubmissions.studentId, studentBatches.studentId),
      ),
    )
    .where(
      and(
        eq(studentBatches.studentId, of.studentId),
        eq(assignments.instituteId, of.institute.id),
        gt(assignments.endsAt, now),
        lt(assignments.endsAt, new Date(now.getTime() + HOMEWORK_READ_AHEAD_MS)),
      ),
    )
    .orderBy(asc(assignments.endsAt), asc(assignments.id));
  return rows.flatMap((row): TodayHomework[] => {
    const { days_left } = dueIn(row.endsAt, of.institute.timeZone, now);
    const shown = studentStatus({ saved: row.saved, past: row.endsAt <= now, allowLate: row.allowLate });
    if (!homeworkDueSoon({ days_left, student_status: shown })) return [];
    return [
      {
        file_id: row.id,
        title: row.title,
        subject_name: row.subject,
        end_date: row.endsAt.toISOString(),
        days_left,
        student_status: shown === 'Draft' ? 'Draft' : 'Pending',
        link: TODAY_LINKS.homework(row.id),
      },
    ];
  });
}

/**
 * The fee summary's installments of the token's academic year (the year the header shows; the
 * sign-in and every call check it is the institute's): those due within 7 days.
 */
async function feesOf(
  db: Db,
  identity: Identity,
  of: TodayOf,
): Promise<{ rows: TodayFee[]; hasFees: boolean }> {
  if (identity.userType === USER_TYPE_OPEN) return { rows: [], hasFees: false };
  const installments = await installmentsOf(db, {
    instituteId: identity.instituteId,
    studentId: of.studentId,
    yearId: identity.acadYrId,
  });
  const rows = installments.flatMap((row): TodayFee[] => {
    const days = feeDaysLeft(row, of.today);
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
  return { rows, hasFees: installments.length > 0 };
}

/**
 * The event calendar's My Events (for the student, seen as the caller) that cover today: the
 * calendar's own audience rule (every list an event names must match: no standards or one of the
 * student's, no user types or one of the caller's; audienceTypes), each list asked of each event
 * by its key (OFFSET 0 keeps PostgreSQL from reading every event's standards and user types to
 * hash them), and only events not ended before today (the (institute, end_date) index), never the
 * institute's past events. The calendar's order: start date, type, id.
 */
async function eventsOf(db: Db, identity: Identity, of: TodayOf): Promise<TodayEvent[]> {
  const { today } = of;
  const types = sql.join(
    audienceTypes(identity.userType).map((type) => sql`${type}::int`),
    sql`, `,
  );
  const rows = await db
    .select({
      id: events.id,
      eventType: events.eventType,
      title: events.title,
      startDate: events.startDate,
      endDate: events.endDate,
      isAllDay: events.isAllDay,
      startTime: events.startTime,
      endTime: events.endTime,
    })
    .from(events)
    .where(
      and(
        eq(events.instituteId, identity.instituteId),
        gte(events.endDate, today),
        lte(events.startDate, today),
        sql`(not exists (select 1 from ${eventCourses} ec where ec.event_id = ${events.id} offset 0)
          or exists (select 1 from ${eventCourses} ec
            join ${batches} b on b.course_id = ec.course_id
            join ${studentBatches} sb on sb.batch_id = b.id
            where ec.event_id = ${events.id} and sb.student_id = ${of.studentId} offset 0))`,
        sql`(not exists (select 1 from ${eventUserTypes} ut where ut.event_id = ${events.id} offset 0)
          or exists (select 1 from ${eventUserTypes} ut
            where ut.event_id = ${events.id} and ut.user_type in (${types}) offset 0))`,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.eventType), asc(events.id));
  const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
  return rows.flatMap((row): TodayEvent[] => {
    const event = {
      event_type: row.eventType === EVENT_TYPE.holiday ? 1 : 2,
      event_date_range: `${row.startDate} ${row.endDate}`,
    } as const;
    if (!eventCoversDay(event, today)) return [];
    return [
      {
        event_id: row.id,
        event_type: event.event_type,
        title_name: row.title,
        is_all_day_event: row.isAllDay,
        event_start_time: row.isAllDay ? null : hhmm(row.startTime),
        event_end_time: row.isAllDay ? null : hhmm(row.endTime),
        link: TODAY_LINKS.events(),
      },
    ];
  });
}
