import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
// The rules carry no zod: the type list lives there so the screen's rules do not pull the contract in.
import { DOCUMENT_TYPES, type DocumentType } from './rules';

/**
 * The shared-documents calls of spec learning-content section 7 (fileShare, subject-level,
 * downloadFile, fileDownloadCount). Field names are the wire contract.
 */

export { DOCUMENT_TYPES, type DocumentType };
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

/** A database id (int4) in a body. */
const id = z.number().int().positive().max(2_147_483_647);
/** A database id in a path or query string ('abc', '0' or a number past int4 is a 400, never a 500). */
const idText = z.coerce.number().int().positive().max(2_147_483_647);
const yesNo = z.enum(['Y', 'N']);

export const instituteParamsSchema = z.object({ institute_id: idText });

// --- GET /api/v1/fileShare/{institute_id}?student_id= | ?user_id= -----------------------

export const subjectListQuerySchema = z
  .object({
    /** Students: their own student id. */
    student_id: idText.optional(),
    /** Open users (user_type 99): their own user id. */
    user_id: idText.optional(),
  })
  .refine((query) => (query.student_id === undefined) !== (query.user_id === undefined), {
    message: 'Send exactly one of student_id and user_id',
  });
export type SubjectListQuery = z.infer<typeof subjectListQuerySchema>;

/**
 * spec section 3, subject_list item. For open users the "subjects" are their e-courses:
 * subject_id is the course type's id, subject_name its name.
 */
export const documentSubjectSchema = z.object({
  subject_id: id,
  subject_name: z.string(),
  /** The standard or course of the subject; an e-course's course (null for a product's e-course). */
  course_id: id.nullable(),
});
export type DocumentSubject = z.infer<typeof documentSubjectSchema>;

export const subjectListResponseSchema = envelopeSchema(
  z.object({ subject_list: z.array(documentSubjectSchema) }),
);

// --- GET /api/v1/fileShare/subject-level/{institute_id} ---------------------------------

export const subjectFilesQuerySchema = z
  .object({
    student_id: idText.optional(),
    subject_id: idText.optional(),
    /** Open users: their own user id and the e-course (course type) id. */
    user_id: idText.optional(),
    eCourse_id: idText.optional(),
    /** The portal always sends 2 (shared with the student). */
    share_with: z.literal('2'),
  })
  .refine(
    (q) =>
      (q.student_id !== undefined &&
        q.subject_id !== undefined &&
        q.user_id === undefined &&
        q.eCourse_id === undefined) ||
      (q.user_id !== undefined &&
        q.eCourse_id !== undefined &&
        q.student_id === undefined &&
        q.subject_id === undefined),
    { message: 'Send student_id and subject_id, or user_id and eCourse_id' },
  );
export type SubjectFilesQuery = z.infer<typeof subjectFilesQuerySchema>;

/** spec section 3, shared document. */
export const sharedDocumentSchema = z.object({
  /** The shared document's own id (an extension of the spec: a stable key, and what fileDownloadCount counts for Vimeo). */
  document_id: id,
  title: z.string(),
  /** The stored file's name (its extension picks the viewer); null for YouTube and Vimeo. */
  file_name: z.string().nullable(),
  /** The stored file's id (downloadFile, the view URL); null for YouTube and Vimeo. */
  file_id: id.nullable(),
  /** The file view URL on the product file host (read-only viewing); null for YouTube and Vimeo. */
  file_url: z.string().nullable(),
  /** The YouTube id, base64-encoded (spec: "encoded Youtube id"; the portal decodes it); else null. */
  proc_id: z.string().nullable(),
  vimeo_video_id: z.string().nullable(),
  /** Megabytes, two decimals (at least 0.01 for a non-empty file); null for YouTube and Vimeo. */
  size: z.number().nonnegative().nullable(),
  /** ISO 8601 instant; shown DD-MM-YYYY in the institute's time zone. */
  student_file_share_date: z.string(),
  subject_name: z.string(),
  category_name: documentTypeSchema,
  /** Y: viewed in the portal, never downloaded. */
  is_readonly: yesNo,
  thumbnail_list: z.array(z.object({ posterUrl: z.string() })),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

export type FileMap = Record<DocumentType, SharedDocument[]>;

export const subjectFilesResponseSchema = envelopeSchema(
  z.object({
    /** Every type is present (an empty list when none), each list newest first. */
    fileMap: z.object({
      Assignment: z.array(sharedDocumentSchema),
      EBook: z.array(sharedDocumentSchema),
      Exam: z.array(sharedDocumentSchema),
      Other: z.array(sharedDocumentSchema),
      Vimeo: z.array(sharedDocumentSchema),
      Youtube: z.array(sharedDocumentSchema),
    }),
    /** Whether Vimeo items offer their download links. */
    vimeo_video_downlodable: z.boolean(),
  }),
);
export type SubjectFiles = z.infer<typeof subjectFilesResponseSchema>['result'];

// --- GET /api/v1/instFileSystem/downloadFile/{institute_id}?fileId= ---------------------

export const downloadFileQuerySchema = z.object({ fileId: idText });

/** The refusal of a read-only file's download (the portal shows View instead). */
export const READ_ONLY_FILE = 'This file is read-only: it can be viewed, not downloaded.';

// --- POST /api/v1/instFileSystem/fileDownloadCount -------------------------------------

export const downloadCountRequestSchema = z
  .object({
    institute_id: id,
    /**
     * A stored file: downloadFile already counted it when the bytes went out, so this call
     * does not count it again (one download, one count).
     */
    file_id: id.optional(),
    /** A Vimeo document whose download link was opened (the server streams nothing then): counted here. */
    document_id: id.optional(),
  })
  .refine((body) => (body.file_id === undefined) !== (body.document_id === undefined), {
    message: 'Send exactly one of file_id and document_id',
  });
export type DownloadCountRequest = z.infer<typeof downloadCountRequestSchema>;

/** The result is not shown (spec section 7); whether this call counted, for tests and tools. */
export const downloadCountResponseSchema = envelopeSchema(z.object({ counted: z.boolean() }));
