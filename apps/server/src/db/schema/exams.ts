import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutes, students, users } from './accounts';
import { batches } from './batches';
import { products } from './products';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A test type label of the exam desk (spec section 3, test label): Mock Test, Practice, Unit Tests… */
export const testLabels = pgTable(
  'test_labels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1 mock, 2 practice, 4 online exam. */
    testTypeId: smallint('test_type_id').notNull(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('test_labels_institute_idx').on(t.instituteId, t.position),
    check('test_labels_type_check', sql`${t.testTypeId} in (1, 2, 4)`),
  ],
);

/**
 * A test (spec section 3): an exam desk test under a label, assigned to batches
 * (test_batches), or a product test (Mock_Test type 1, Online_Test type 4) for the
 * owners of its product.
 */
export const tests = pgTable(
  'tests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').references(() => testLabels.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    /** 1 mock, 2 practice, 4 online exam. */
    testTypeId: smallint('test_type_id').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Practice attempts allowed; 0 means unlimited. */
    testLimit: integer('test_limit').notNull().default(0),
    resultPublished: boolean('result_published').notNull().default(false),
    downloadSolution: boolean('download_solution').notNull().default(false),
    /** Sanitised HTML shown before the paper. */
    instructions: text('instructions').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tests_label_idx').on(t.labelId),
    index('tests_product_idx').on(t.productId),
    index('tests_institute_start_idx').on(t.instituteId, t.startAt),
    // Today's open tests (issue 27): a label's tests not ended yet, never the label's whole history.
    index('tests_label_end_idx').on(t.labelId, t.endAt),
    check('tests_type_check', sql`${t.testTypeId} in (1, 2, 4)`),
    check('tests_window_check', sql`${t.endAt} > ${t.startAt}`),
    check('tests_duration_check', sql`${t.durationMinutes} > 0`),
    check('tests_limit_check', sql`${t.testLimit} >= 0`),
  ],
);

/** Which batches (sections) an exam desk test is assigned to. */
export const testBatches = pgTable(
  'test_batches',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.testId, t.batchId] }), index('test_batches_batch_idx').on(t.batchId)],
);

/** A reading passage shared by several questions (spec: description, description_mathjax). */
export const passages = pgTable('passages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  instituteId: integer('institute_id')
    .notNull()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  /** HTML; may hold TeX between \( \) or \[ \]. */
  description: text('description').notNull(),
});

/** One option row: a choice (types 1, 3, 5) or a left-hand item to match (types 6, 7). */
export interface StoredOption {
  /** HTML of the option (answer_option). */
  text: string;
  /** Choice types: whether this option is (one of) the right answer(s). */
  isCorrect: boolean;
}

/** A media item shown with a question (spec: media_data). */
export interface StoredMedia {
  media_type: string;
  source_path: string;
}

/**
 * A question of the bank (spec section 3, bookmark and question fields). Types: 1 single
 * choice, 2 subjective text, 3 multiple choice, 5 true/false, 6 match the following
 * (one right-hand item per row), 7 matrix match (one or more per row).
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    quesType: smallint('ques_type').notNull(),
    /** HTML; may hold TeX between \( \) or \[ \] (then question_mathjax is sent as 1). */
    question: text('question').notNull(),
    passageId: integer('passage_id').references(() => passages.id, { onDelete: 'set null' }),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    /** Types 6 and 7: the right-hand column, in display order (labelled p, q, r…). */
    matchChoices: jsonb('match_choices').$type<string[]>(),
    /** Types 6 and 7: the correct [row, choice] pairs (0-based). */
    correctPairs: jsonb('correct_pairs').$type<Array<[number, number]>>(),
    /** Type 2: the model answer shown after evaluation. */
    modelAnswer: text('model_answer'),
    /** Feedback shown with the answer (feedback_mathjax). */
    feedback: text('feedback'),
    /** The solution written by the institute (alies_feedback). */
    solution: text('solution'),
    media: jsonb('media').$type<StoredMedia[]>().notNull().default([]),
    isMultiLingual: boolean('is_multi_lingual').notNull().default(false),
  },
  (t) => [
    index('questions_institute_idx').on(t.instituteId),
    check('questions_type_check', sql`${t.quesType} in (1, 2, 3, 5, 6, 7)`),
  ],
);

/** The paper of a test: its questions in order, grouped by subject, with their marks. */
export const testQuestions = pgTable(
  'test_questions',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 1-based order in the paper (question_order). */
    position: integer('position').notNull(),
    subject: text('subject').notNull(),
    marks: numeric('marks', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Marks taken away for a wrong answer (0 for none). */
    negativeMarks: numeric('negative_marks', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.questionId] }),
    uniqueIndex('test_questions_position_key').on(t.testId, t.position),
    index('test_questions_question_idx').on(t.questionId),
  ],
);

/**
 * One sitting of a test by a user. The deadline is fixed at the start by the server:
 * min(start + duration, the test's end). in_progress until submitted or timed out.
 */
export const attempts = pgTable(
  'attempts',
  {
    /** Whose row this is: every hot table carries its institute (docs/scaling.md, distribution by institute). */
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    // bigint: every sitting of every test by every student of every institute (issue 27's sizing:
    // 5 million students sitting dozens of tests a year passes int4 within a few years).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student sitting it (null for open users). */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_progress', 'submitted', 'timed_out'] })
      .notNull()
      .default('in_progress'),
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    finishedAt: at('finished_at'),
    /** The question the student was on (1-based position), for Resume. */
    currentPosition: integer('current_position').notNull().default(1),
    /** Marks of the objectively scored questions (set when finished). */
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    rightCount: integer('right_count'),
    wrongCount: integer('wrong_count'),
    leftCount: integer('left_count'),
    /** Seconds between start and finish. */
    timeTakenSeconds: integer('time_taken_seconds'),
    /** True while subjective answers wait for a teacher's marks. */
    evaluationPending: boolean('evaluation_pending').notNull().default(false),
  },
  (t) => [
    index('attempts_test_user_idx').on(t.testId, t.userId),
    index('attempts_user_idx').on(t.userId),
    // At most one open attempt per user and test: two Starts at once cannot open two.
    uniqueIndex('attempts_open_key')
      .on(t.testId, t.userId)
      .where(sql`${t.status} = 'in_progress'`),
    // The sweeper closes open attempts whose deadline passed.
    index('attempts_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
    // The test report: each user's latest finished attempt of a test, in index order (no sort).
    index('attempts_finished_idx')
      .on(t.testId, t.userId, t.finishedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} <> 'in_progress'`),
    check('attempts_deadline_check', sql`${t.deadlineAt} >= ${t.startedAt}`),
  ],
);

/**
 * A saved answer. answer is null when cleared; its shape follows the question type:
 * { option: n } (1, 5), { options: [n…] } (3), { text } (2), { pairs: [[row, choice]…] } (6, 7).
 * seq orders the saves of one question: an older save arriving late never overwrites a newer one.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    /** Whose row this is: every hot table carries its institute (docs/scaling.md, distribution by institute). */
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<unknown>(),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Set when the attempt is scored: marks given (negative for a wrong answer), null while unevaluated. */
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    isCorrect: boolean('is_correct'),
    /** Seconds the panel spent on the question (the subject table's A.T); sent with the saves. */
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * Short-lived single-use keys that open the test panel (only their sha256 is kept),
 * bound to the user, the test and, for start or resume, the attempt.
 */
export const panelLaunchKeys = pgTable(
  'panel_launch_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    attemptId: bigint('attempt_id', { mode: 'number' }).references(() => attempts.id, {
      onDelete: 'cascade',
    }),
    mode: text('mode', { enum: ['start', 'resume', 'view'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('panel_launch_keys_expires_idx').on(t.expiresAt)],
);

/** What a spent launch key gives the panel window: a token for its calls on one attempt or view. */
export const panelTokens = pgTable(
  'panel_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    attemptId: bigint('attempt_id', { mode: 'number' }).references(() => attempts.id, {
      onDelete: 'cascade',
    }),
    mode: text('mode', { enum: ['start', 'resume', 'view'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('panel_tokens_attempt_idx').on(t.attemptId),
    // The sweeper deletes expired tokens.
    index('panel_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Questions a user bookmarked (spec section 2.4). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The test it was bookmarked in (null once that test is gone). */
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('bookmarks_user_time_idx').on(t.userId, t.createdAt),
  ],
);
