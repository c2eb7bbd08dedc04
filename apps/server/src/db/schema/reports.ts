import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { institutes, students, users } from './accounts';
import { tests } from './exams';
import { timetableEntries } from './timetable';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who sat an offline exam (a timetable entry of kind offline_exam): present or absent.
 * A student of the exam's batch without a row is 'not marked'.
 */
export const offlineExamSittings = pgTable(
  'offline_exam_sittings',
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
    present: boolean('present').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.studentId] }),
    index('offline_exam_sittings_student_idx').on(t.studentId),
  ],
);

/**
 * Marks of one subject of an offline exam for one student. Ranks are not stored: the
 * report ranks the marks of everyone who sat the exam (equal marks share a rank).
 */
export const offlineExamMarks = pgTable(
  'offline_exam_marks',
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
    subject: text('subject').notNull(),
    /** Position of the subject in the exam (display order). */
    position: integer('position').notNull().default(1),
    /** null: not marked yet. */
    marksObtained: numeric('marks_obtained', { precision: 7, scale: 2, mode: 'number' }),
    totalMarks: numeric('total_marks', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.studentId, t.subject] }),
    index('offline_exam_marks_student_idx').on(t.studentId),
    // Ranking one exam's subject: everyone's marks of that entry and subject.
    index('offline_exam_marks_entry_subject_idx').on(t.entryId, t.subject),
    check('offline_exam_marks_total_check', sql`${t.totalMarks} > 0`),
    check(
      'offline_exam_marks_range_check',
      sql`${t.marksObtained} is null or (${t.marksObtained} >= 0 and ${t.marksObtained} <= ${t.totalMarks})`,
    ),
  ],
);

/**
 * Short-lived single-use keys that open the score card window (only their sha256 is kept):
 * the card of one user's report of one test.
 */
export const scoreCardKeys = pgTable(
  'score_card_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    /** The user whose report the card shows (the student; for a parent, the child). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('score_card_keys_expires_idx').on(t.expiresAt)],
);

/** What a spent score card key gives its window: reading that one card for a few hours. */
export const scoreCardTokens = pgTable(
  'score_card_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('score_card_tokens_expires_idx').on(t.expiresAt)],
);

/*
 * Prepared results. The report calls read these rows only; the database fills them when
 * their data changes, in the writer's own transaction (statement triggers calling
 * refresh_test_standings and refresh_offline_standings, migration 0012): an online test's
 * attempts finishing or being marked, its result published or withdrawn; offline marks or
 * sittings entered, corrected or deleted. Every writer (the test panel, the sweeper, the
 * seed, an import, a hand-run UPDATE) is covered without remembering to call anything.
 */

/**
 * Each user's counted attempt (latest finished) of a published online test, with its rank
 * (RANK() by score: equal scores share a rank, 1, 2, 2, 4). No rows while unpublished.
 */
export const testStandings = pgTable(
  'test_standings',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: bigint('attempt_id', { mode: 'number' }).notNull(),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    rightCount: integer('right_count').notNull(),
    wrongCount: integer('wrong_count').notNull(),
    leftCount: integer('left_count').notNull(),
    timeTaken: integer('time_taken').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.userId] })],
);

/** The class figures of a published online test: how many counted, the averages, the topper. */
export const testResults = pgTable('test_results', {
  testId: integer('test_id')
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  students: integer('students').notNull(),
  /** Best score, then less time, then the lower user id. */
  topperUserId: integer('topper_user_id').notNull(),
  avgScore: numeric('avg_score', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  avgRight: numeric('avg_right', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  avgWrong: numeric('avg_wrong', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  avgLeft: numeric('avg_left', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  avgTime: numeric('avg_time', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

/** The subjects of an offline exam (from everyone's marks rows, so an absent student sees them too). */
export const offlineExamSubjects = pgTable(
  'offline_exam_subjects',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => timetableEntries.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    position: integer('position').notNull(),
    totalMarks: numeric('total_marks', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.subject] })],
);

/**
 * A counted student's marks and rank in one subject of an offline exam: counted means not
 * absent and marked; RANK() among them by marks.
 */
export const offlineSubjectStandings = pgTable(
  'offline_subject_standings',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => timetableEntries.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    marksObtained: numeric('marks_obtained', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.studentId, t.subject] })],
);

/** A counted student's total over an offline exam's marked subjects, and its RANK() among the counted. */
export const offlineExamStandings = pgTable(
  'offline_exam_standings',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => timetableEntries.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    totalMarks: numeric('total_marks', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.studentId] })],
);
