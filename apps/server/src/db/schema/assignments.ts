import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { institutes, students } from './accounts';
import { batches } from './batches';
import { storedFiles } from './learning';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An assignment (homework in schools) set for a batch (section); its id is the spec's file_id.
 * Teachers set and evaluate them elsewhere (no teacher app here): the seed plays the teacher.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic'),
    subTopic: text('sub_topic'),
    /** HTML from the teacher; sanitised before it leaves the server. */
    description: text('description'),
    startsAt: at('starts_at').notNull(),
    /** Due: ongoing until then, past after (days_left -1). */
    endsAt: at('ends_at').notNull(),
    allowLateSubmission: boolean('allow_late_submission').notNull().default(false),
    evaluationRequired: boolean('evaluation_required').notNull().default(true),
    /** Evaluated with a grade instead of marks. */
    enableGrade: boolean('enable_grade').notNull().default(false),
    /** Out of how many marks (evaluation_marks). */
    evaluationMarks: numeric('evaluation_marks', { precision: 7, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('assignments_batch_ends_idx').on(t.batchId, t.endsAt),
    check('assignments_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * The numbers of both attachment tables (issue 28): an attachment_id names one file, the teacher's
 * or a student's, so the spec's downloadFile (attachmentId_array alone) cannot be answered with the
 * other table's file. Both ids take their default from here; nothing inserts an id of its own.
 */
export const attachmentIds = pgSequence('attachment_ids', { maxValue: 2147483647 });
const attachmentId = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('attachment_ids')`);

/**
 * The teacher's attachments of an assignment: the question's files and links, and (role
 * 'solution') the solutions shown once evaluated.
 */
export const assignmentAttachments = pgTable(
  'assignment_attachments',
  {
    id: attachmentId(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['question', 'solution'] }).notNull(),
    displayName: text('display_name').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('assignment_attachments_assignment_idx').on(t.assignmentId, t.role, t.position),
    check('assignment_attachments_source_check', sql`num_nonnulls(${t.fileId}, ${t.url}) = 1`),
  ],
);

/**
 * A student's submission of an assignment. No row: Pending. The student's status is Draft or
 * Submitted (Not Submitted and Expired follow from the dates); the teacher's evaluation sits beside.
 * `version` grows with every change, so two saves racing cannot both win.
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Draft', 'Submitted'] }).notNull(),
    studentComment: text('student_comment'),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    version: integer('version').notNull().default(1),
    /** 'Evaluated' once the teacher has marked it. */
    teacherStatus: text('teacher_status', { enum: ['Evaluated'] }),
    studentMarks: numeric('student_marks', { precision: 7, scale: 2, mode: 'number' }),
    grade: text('grade'),
    teacherComment: text('teacher_comment'),
    evaluatedAt: at('evaluated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('assignment_submissions_student_idx').on(t.studentId),
    check(
      'assignment_submissions_evaluated_check',
      sql`${t.teacherStatus} is null or ${t.status} = 'Submitted'`,
    ),
  ],
);

/** A student's files and links of a submission (attachment_id is this row's id, from attachment_ids). */
export const submissionAttachments = pgTable(
  'submission_attachments',
  {
    id: attachmentId(),
    assignmentId: integer('assignment_id').notNull(),
    studentId: integer('student_id').notNull(),
    displayName: text('display_name').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    url: text('url'),
    /** Bytes of the file (the list shows MB). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.assignmentId, t.studentId],
      foreignColumns: [assignmentSubmissions.assignmentId, assignmentSubmissions.studentId],
      name: 'submission_attachments_submission_fk',
    }).onDelete('cascade'),
    index('submission_attachments_submission_idx').on(t.assignmentId, t.studentId),
    check('submission_attachments_source_check', sql`num_nonnulls(${t.fileId}, ${t.url}) = 1`),
  ],
);
