import { and, asc, eq, exists, gte, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  EVENT_TYPE,
  WEEKLY_OFF_TITLE,
  firstDay,
  formatEventDate,
  isoWeekday,
  lastDay,
  monthDays,
  type MonthRef,
} from '@portal/shared/events/rules';
import type { CalendarEvent, EventCalendar } from '@portal/shared/events/schema';
import { USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { Db } from '../../db/client';
import {
  batches,
  courses,
  eventCourses,
  events,
  eventUserTypes,
  institutes,
  studentBatches,
  weeklyOffs,
} from '../../db/schema';

/** Parents have their own user type; acting for a child they are the student's audience too. */
const PARENT_USER_TYPE = 2;

/** Who 'My Event' is for: the acting student, seen by a caller of this user type. */
export interface Audience {
  studentId: number;
  userType: number;
}

/** The user types whose events the caller sees: their own, and for a parent the student's (1) too. */
export function audienceTypes(userType: number): number[] {
  return userType === PARENT_USER_TYPE ? [userType, USER_TYPE_STUDENT] : [userType];
}

export async function instituteKind(db: Db, instituteId: number): Promise<'school' | 'coaching' | null> {
  const [row] = await db
    .select({ kind: institutes.kind })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return row?.kind ?? null;
}

/**
 * An event is for the student when every list it names matches: no standards or
 * one of them is the student's (through their sections), and no user types or
 * one of them is the caller's. An event naming neither is for everyone.
 * (Matching either list alone would send a 'Class 10 students' event to every student.)
 */
function forAudience(db: Db, audience: Audience): SQL {
  const courseRows = db
    .select({ one: sql`1` })
    .from(eventCourses)
    .where(eq(eventCourses.eventId, events.id));
  const studentsCourse = db
    .select({ one: sql`1` })
    .from(eventCourses)
    .innerJoin(batches, eq(batches.courseId, eventCourses.courseId))
    .innerJoin(studentBatches, eq(studentBatches.batchId, batches.id))
    .where(and(eq(eventCourses.eventId, events.id), eq(studentBatches.studentId, audience.studentId)));
  const typeRows = db
    .select({ one: sql`1` })
    .from(eventUserTypes)
    .where(eq(eventUserTypes.eventId, events.id));
  const callersType = db
    .select({ one: sql`1` })
    .from(eventUserTypes)
    .where(
      and(
        eq(eventUserTypes.eventId, events.id),
        inArray(eventUserTypes.userType, audienceTypes(audience.userType)),
      ),
    );
  return and(
    or(notExists(courseRows), exists(studentsCourse)),
    or(notExists(typeRows), exists(callersType)),
  )!;
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/**
 * The month's calendar of one institute: every event overlapping the month
 * (only the audience's when given), keyed by its start date, plus one weekly-off
 * entry for each day of the month the institute is closed on.
 */
export async function monthCalendar(
  db: Db,
  instituteId: number,
  month: MonthRef,
  audience: Audience | null,
): Promise<EventCalendar> {
  const from = firstDay(month);
  const to = lastDay(month);
  const overlaps = and(
    eq(events.instituteId, instituteId),
    lte(events.startDate, to),
    gte(events.endDate, from),
  );
  const rows = await db
    .select()
    .from(events)
    .where(audience ? and(overlaps, forAudience(db, audience)) : overlaps)
    .orderBy(asc(events.startDate), asc(events.eventType), asc(events.id));

  const ids = rows.map((row) => row.id);
  const [standardRows, typeRows, offRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ eventId: eventCourses.eventId, name: courses.name })
          .from(eventCourses)
          .innerJoin(courses, eq(courses.id, eventCourses.courseId))
          .where(inArray(eventCourses.eventId, ids))
          .orderBy(asc(courses.name)),
    ids.length === 0
      ? []
      : db
          .select({ eventId: eventUserTypes.eventId, userType: eventUserTypes.userType })
          .from(eventUserTypes)
          .where(inArray(eventUserTypes.eventId, ids))
          .orderBy(asc(eventUserTypes.userType)),
    db
      .select({ day: weeklyOffs.dayOfWeek })
      .from(weeklyOffs)
      .where(eq(weeklyOffs.instituteId, instituteId))
      .orderBy(asc(weeklyOffs.dayOfWeek)),
  ]);
  const standards = groupBy(
    standardRows,
    (row) => row.eventId,
    (row) => row.name,
  );
  const userTypes = groupBy(
    typeRows,
    (row) => row.eventId,
    (row) => row.userType,
  );

  const calendar: EventCalendar = {};
  const add = (date: string, event: CalendarEvent) => (calendar[date] ??= []).push(event);
  for (const row of rows) {
    add(row.startDate, {
      event_id: row.id,
      event_type: row.eventType === EVENT_TYPE.holiday ? 1 : 2,
      holiday_type: row.eventType === EVENT_TYPE.event ? row.holidayType : null,
      title_name: row.title,
      event_start_Date: formatEventDate(row.startDate),
      event_end_date: formatEventDate(row.endDate),
      event_date_range: `${row.startDate} ${row.endDate}`,
      is_all_day_event: row.isAllDay,
      event_start_time: row.isAllDay ? null : hhmm(row.startTime),
      event_end_time: row.isAllDay ? null : hhmm(row.endTime),
      standardNamesList: standards.get(row.id) ?? [],
      userTypeList: userTypes.get(row.id) ?? [],
      holiday_desc: row.description,
      document_url: row.documentUrl,
      dayOfWeekList: [],
    });
  }

  const offDays = offRows.map((row) => row.day);
  for (const date of monthDays(month)) {
    if (!offDays.includes(isoWeekday(date))) continue;
    add(date, {
      event_id: 0,
      event_type: 3,
      holiday_type: null,
      title_name: WEEKLY_OFF_TITLE,
      event_start_Date: formatEventDate(date),
      event_end_date: formatEventDate(date),
      event_date_range: `${date} ${date}`,
      is_all_day_event: true,
      event_start_time: null,
      event_end_time: null,
      standardNamesList: [],
      userTypeList: [],
      holiday_desc: null,
      document_url: null,
      dayOfWeekList: offDays,
    });
  }

  return Object.fromEntries(Object.entries(calendar).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function groupBy<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(value(row));
    else map.set(key(row), [value(row)]);
  }
  return map;
}
