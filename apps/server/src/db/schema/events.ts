import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { institutes } from './accounts';
import { courses } from './batches';

/** Event calendar entries (schools): holidays (event_type 1) and events (event_type 2). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** 1 holiday, 2 event (3, weekly off, comes from weekly_offs). */
    eventType: smallint('event_type').notNull(),
    /** Category of an event (type 2): 1 Academic, 2 Sports, 3 Cultural, 4 Miscellaneous. */
    holidayType: smallint('holiday_type'),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isAllDay: boolean('is_all_day').notNull().default(true),
    /** HH:MM:SS in the institute's time zone, or null. */
    startTime: time('start_time'),
    endTime: time('end_time'),
    description: text('description'),
    /** Public URL of a document or image, or null. */
    documentUrl: text('document_url'),
  },
  (t) => [
    index('events_institute_dates_idx').on(t.instituteId, t.startDate, t.endDate),
    // Events covering a day or a month (issue 27): those not ended before it, not every past event.
    index('events_institute_end_idx').on(t.instituteId, t.endDate),
    check('events_type_check', sql`${t.eventType} in (1, 2)`),
    check('events_holiday_type_check', sql`${t.holidayType} is null or ${t.holidayType} between 1 and 4`),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Standards an event is addressed to (Standard list). */
export const eventCourses = pgTable(
  'event_courses',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.courseId] }), index('event_courses_course_idx').on(t.courseId)],
);

/** User types an event is addressed to (Audience: 1 student, 3 teacher, other custom). */
export const eventUserTypes = pgTable(
  'event_user_types',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userType: integer('user_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userType] })],
);

/** Days of the week an institute is closed (event type 3 on the calendar). 1 Monday … 7 Sunday (ISO). */
export const weeklyOffs = pgTable(
  'weekly_offs',
  {
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instituteId, t.dayOfWeek] }),
    check('weekly_offs_day_check', sql`${t.dayOfWeek} between 1 and 7`),
  ],
);
