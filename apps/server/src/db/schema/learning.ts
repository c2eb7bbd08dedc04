import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { institutes, students, users } from './accounts';
import { batches, courses } from './batches';
import { products } from './products';
import { STUDY_FILE_TYPES } from '@portal/shared/study-material/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A file the server keeps (documents, study files, recordings, protected videos). The bytes
 * live in the storage (disk under DATA_DIR, or an S3-compatible store) under `storage_key`,
 * which the server chose: no path is ever built from what a caller sends.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** 'demo/…' keys are the sample files shipped with the repository (read in place). */
    storageKey: text('storage_key').notNull(),
    /** The name the user sees and downloads it as. */
    fileName: text('file_name').notNull(),
    /** Checked from the bytes when uploaded (file-type), not taken from the client. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Not unique: every demo institute's row may point at the same shipped sample file.
    index('stored_files_storage_key_idx').on(t.storageKey),
    index('stored_files_institute_idx').on(t.instituteId),
  ],
);

/** Subjects of a standard or course (documents are shared by subject). */
export const subjects = pgTable(
  'subjects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subjects_course_name_key').on(t.courseId, t.name)],
);

/**
 * E-courses ("course types", spec section 3): what study material is grouped by. Free ones
 * (is_paid false) are the Study Library of the students of `course_id` (every student of the
 * institute when null); paid ones come with `product_id` and belong to its owners.
 */
export const courseTypes = pgTable(
  'course_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('course_types_institute_idx').on(t.instituteId),
    index('course_types_product_idx').on(t.productId),
    check('course_types_paid_check', sql`not ${t.isPaid} or ${t.productId} is not null`),
  ],
);

export const DOCUMENT_CATEGORIES = ['Assignment', 'EBook', 'Exam', 'Other', 'Vimeo', 'Youtube'] as const;

/**
 * A document the institute shared (spec section 3, shared document): a stored file, a
 * YouTube or a Vimeo video. Students see it under its subject; open users under its
 * e-course. Who it is shared with: document_shares.
 */
export const sharedDocuments = pgTable(
  'shared_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    youtubeId: text('youtube_id'),
    vimeoVideoId: text('vimeo_video_id'),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
    courseTypeId: integer('course_type_id').references(() => courseTypes.id, { onDelete: 'cascade' }),
    /** Read-only: viewed in the portal, never downloaded. */
    isReadonly: boolean('is_readonly').notNull().default(false),
    sharedAt: at('shared_at').notNull(),
    posterUrl: text('poster_url'),
    downloadCount: integer('download_count').notNull().default(0),
  },
  (t) => [
    index('shared_documents_subject_idx').on(t.subjectId, t.sharedAt),
    index('shared_documents_course_type_idx').on(t.courseTypeId, t.sharedAt),
    index('shared_documents_file_idx').on(t.fileId),
    check(
      'shared_documents_source_check',
      sql`${t.fileId} is not null or ${t.youtubeId} is not null or ${t.vimeoVideoId} is not null`,
    ),
    check('shared_documents_place_check', sql`${t.subjectId} is not null or ${t.courseTypeId} is not null`),
  ],
);

/** Who a document is shared with: one student, a batch (section), a whole course, or a product's owners. */
export const documentShares = pgTable(
  'document_shares',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => sharedDocuments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('document_shares_document_idx').on(t.documentId),
    index('document_shares_student_idx').on(t.studentId),
    index('document_shares_batch_idx').on(t.batchId),
    index('document_shares_course_idx').on(t.courseId),
    index('document_shares_product_idx').on(t.productId),
    check(
      'document_shares_one_audience_check',
      sql`num_nonnulls(${t.studentId}, ${t.batchId}, ${t.courseId}, ${t.productId}) = 1`,
    ),
  ],
);

/**
 * Study material's tree: a subject of an e-course (parent null) and its topics, nested to
 * any depth (spec section 3: subtopicList is recursive).
 */
export const studyTopics = pgTable(
  'study_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseTypeId: integer('course_type_id')
      .notNull()
      .references(() => courseTypes.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => studyTopics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('study_topics_course_type_idx').on(t.courseTypeId, t.position),
    index('study_topics_parent_idx').on(t.parentId),
  ],
);

/**
 * A study file under a subject or topic (spec section 3, study file). VDOCipher files are
 * protected videos: a stored video played only through a short-lived signed URL.
 */
export const studyFiles = pgTable(
  'study_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The subject or topic it sits under. */
    topicId: integer('topic_id')
      .notNull()
      .references(() => studyTopics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileType: text('file_type', { enum: STUDY_FILE_TYPES }).notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    youtubeId: text('youtube_id'),
    vimeoVideoId: text('vimeo_video_id'),
    isReadonly: boolean('is_readonly').notNull().default(false),
    sharedAt: at('shared_at').notNull(),
    posterUrl: text('poster_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('study_files_topic_idx').on(t.topicId, t.position),
    index('study_files_file_idx').on(t.fileId),
    check(
      'study_files_source_check',
      sql`${t.fileId} is not null or ${t.youtubeId} is not null or ${t.vimeoVideoId} is not null`,
    ),
  ],
);

/**
 * Grants to play one protected video (videoOTP) or a recording: a random token (only its sha256
 * kept) bound to the user who asked and the address they asked from, valid for 5 minutes. The
 * stream URL carries the token; from another address it is refused.
 */
export const videoGrants = pgTable(
  'video_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** sha256 of the client address that asked (request.ip behind the trusted proxy). */
    clientHash: text('client_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('video_grants_expires_idx').on(t.expiresAt)],
);

/** How many times a user started a video (update-watch-count); video_id as the call names it. */
export const videoWatchCounts = pgTable(
  'video_watch_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    count: integer('count').notNull().default(0),
    lastWatchedAt: at('last_watched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** Each viewing's length (allocateWatchHistory). */
export const videoWatchHistory = pgTable(
  'video_watch_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    /** Seconds watched. */
    watchDuration: integer('watch_duration').notNull(),
    watchedAt: at('watched_at').notNull().defaultNow(),
  },
  (t) => [index('video_watch_history_user_idx').on(t.userId, t.videoId)],
);

/**
 * Download renditions of a Vimeo video (the video service's download-links answer). A real
 * deployment would ask Vimeo's API; this server keeps what the institute registered.
 */
export const vimeoDownloadLinks = pgTable(
  'vimeo_download_links',
  {
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    vimeoVideoId: text('vimeo_video_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    link: text('link').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.vimeoVideoId, t.width] })],
);
