import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { academicYears, institutes, students, users } from './accounts';
import { batches } from './batches';
import { storedFiles } from './learning';
import { products } from './products';

/**
 * One scheduled thing on the timetable (spec section 3, timetable entry): a class
 * in a room, a live online class, an online exam or an offline exam. Addressed to
 * a batch (section) or, for open users, to a product.
 */
export const timetableEntries = pgTable(
  'timetable_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id, { onDelete: 'cascade' }),
    /** class: 'Class'; live: 'Online Class'; online_exam: 'Online Exam'; offline_exam: an offline exam. */
    kind: text('kind', { enum: ['class', 'live', 'online_exam', 'offline_exam'] }).notNull(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** Day it starts and ends, in the institute's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Wall-clock times in the institute's time zone. */
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    subject: text('subject'),
    topics: text('topics'),
    teacherName: text('teacher_name'),
    /** Comma-separated photo URLs; the first valid one is shown (spec section 3). */
    teacherPhotoUrl: text('teacher_photo_url'),
    description: text('description'),
    /** Live classes: the session's name, the link to join and where it runs. */
    sessionName: text('session_name'),
    sessionLink: text('session_link'),
    meetingWith: text('meeting_with', { enum: ['Zoom', 'Webex', 'other'] }),
    /** Online exams: the test (the exams issue owns the tests table). */
    testId: integer('test_id'),
  },
  (t) => [
    index('timetable_entries_batch_date_idx').on(t.batchId, t.date),
    index('timetable_entries_product_date_idx').on(t.productId, t.date),
    index('timetable_entries_institute_date_idx').on(t.instituteId, t.date),
    // The offline report lists a student's sections' offline exams: these only, never a year of classes.
    index('timetable_entries_offline_exam_idx')
      .on(t.batchId, t.date)
      .where(sql`${t.kind} = 'offline_exam'`),
    check('timetable_entries_audience_check', sql`${t.batchId} is not null or ${t.productId} is not null`),
    check('timetable_entries_dates_check', sql`${t.endDate} >= ${t.date}`),
    check(
      'timetable_entries_live_check',
      sql`${t.kind} <> 'live' or (${t.sessionName} is not null and ${t.sessionLink} is not null and ${t.meetingWith} is not null)`,
    ),
  ],
);

/**
 * Recordings of a live class after it ended (download_links of the timetable entry,
 * spec learning-content section 3, recording).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => timetableEntries.id, { onDelete: 'cascade' }),
    /** Where it is kept: 'stored' (the institute's own storage) or 'Vimeo'. */
    uploadedOn: text('uploaded_on', { enum: ['stored', 'Vimeo'] }).notNull(),
    /** Public URL to play it (stored), or null. */
    videoUrl: text('video_url'),
    vimeoVideoId: text('vimeo_video_id'),
    /** The recording kept by this server (played through a signed URL, downloaded as a blob). */
    storedFileId: integer('stored_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Size in bytes. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('recordings_entry_idx').on(t.entryId, t.position),
    check(
      'recordings_source_check',
      sql`${t.videoUrl} is not null or ${t.vimeoVideoId} is not null or ${t.storedFileId} is not null`,
    ),
  ],
);

/** A student's attendance at a class (spec section 3, attendance record). */
export const attendance = pgTable(
  'attendance',
  {
    /** Whose row this is: every hot table carries its institute (docs/scaling.md, distribution by institute). */
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => timetableEntries.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** 'P' present; anything else (A absent, L late, …) is not. */
    status: text('status').notNull(),
    homeworkStatus: text('home_work_status'),
    remark: text('remark'),
    homeworkAssigned: text('homework_assigned'),
    note: text('attendance_note'),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.studentId] }), index('attendance_student_idx').on(t.studentId)],
);

/**
 * Prepared (issue 27): a student's attendance at the classes of one batch, present ('P') and
 * marked, so the timetable's month call reads one row per batch for student_attendance_percent
 * instead of the student's whole history. The database keeps it in the writer's own transaction:
 * triggers on attendance (rows inserted, changed or deleted), on timetable_entries (a class moved
 * to another batch, or deleted with its marks) and a backfill, in the migration that creates this
 * table (its SQL is in the commit that added it). No row, or marked 0: no percent.
 */
export const attendanceTallies = pgTable(
  'attendance_tallies',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    present: integer('present').notNull().default(0),
    marked: integer('marked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.batchId] })],
);

/**
 * Private calendar feed links (iCalendar): a random token of their own, never the
 * session's; only its sha256 is kept. Regenerating revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The student whose timetable it shows; null for an open user (their products). */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('calendar_feeds_user_idx').on(t.userId, t.studentId)],
);
