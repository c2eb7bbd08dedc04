import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, students } from './accounts';

/**
 * What a student studies in: a standard (schools) or a course (coaching institutes).
 * Announcements, events and the timetable address these by id.
 */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** Standard (school, "Class 8") or course (coaching, "JEE Advanced 2027"). */
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('courses_institute_name_key').on(t.instituteId, t.name)],
);

/** A section of a standard (schools) or a batch of a course (coaching institutes). */
export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Section ("A") or batch ("Morning Batch A"). */
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('batches_course_name_key').on(t.courseId, t.name),
    index('batches_institute_idx').on(t.instituteId),
  ],
);

/** The batches (sections) a student belongs to; a coaching student may be in several. */
export const studentBatches = pgTable(
  'student_batches',
  {
    /** Whose row this is: every hot table carries its institute (docs/scaling.md, distribution by institute). */
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.batchId] }),
    index('student_batches_batch_idx').on(t.batchId),
  ],
);
