import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { ASSIGNMENT_CATEGORY_ID, ASSIGNMENT_LIMITS, REMARK_MAX, LINK_NAME_MAX } from './rules';

/**
 * Assignments, homework in schools (spec learning-content sections 2.6, 2.7, 3, 4, 5, 7; issue 12).
 * Ids in paths and bodies are claims: the student must be the caller (or, for reading, a parent's
 * child), the institute the caller's, the file id an assignment of the student's batch.
 */

const id = z.coerce.number().int().positive();
const yesNo = z.enum(['Y', 'N']);

/** What the server stores and derives (spec section 4); Submitted + Evaluated is shown as Evaluated. */
export const STUDENT_STATUSES = ['Pending', 'Draft', 'Submitted', 'Not Submitted', 'Expired'] as const;
export const studentStatusSchema = z.enum(STUDENT_STATUSES);
export type StudentStatus = z.infer<typeof studentStatusSchema>;

// --- POST /api/v2/onlineAssignment/student/getAssignmentsDetail --------------------------------

export const assignmentListRequestSchema = z.object({
  category_id: z.literal(ASSIGNMENT_CATEGORY_ID),
  institute_id: id,
  student_id: id,
});
export type AssignmentListRequest = z.infer<typeof assignmentListRequestSchema>;

export const assignmentListItemSchema = z.object({
  file_id: z.number().int(),
  title: z.string(),
  course_name: z.string(),
  subject_name: z.string(),
  /** ISO date-time of the due moment. */
  end_date: z.string(),
  /** Calendar days until the due date in the institute's zone; -1 means past. */
  days_left: z.number().int(),
  /** Hours and minutes until due ('HH:mm'), shown when days_left is 0; '00:00' when past. */
  time_left: z.string(),
  student_status: studentStatusSchema,
  teacher_status: z.enum(['Evaluated']).nullable(),
});
export type AssignmentListItem = z.infer<typeof assignmentListItemSchema>;

export const assignmentListSchema = z.object({
  upcoming_online_assignment_list: z.array(assignmentListItemSchema),
  past_online_assignment_list: z.array(assignmentListItemSchema),
});
export type AssignmentList = z.infer<typeof assignmentListSchema>;
export const assignmentListResponseSchema = envelopeSchema(assignmentListSchema);

// --- attachments ---------------------------------------------------------------------------

export const attachmentSchema = z.object({
  attachment_id: z.number().int(),
  attachment_display_name: z.string(),
  /** Present for links. */
  attachment_url: z.string().nullable(),
  /** The stored file's name (files only). */
  attachment_name: z.string().nullable(),
  /** MB, files only. */
  size: z.number().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

// --- GET /api/v2/onlineAssignment/get/{institute_id}/{file_id} --------------------------------

export const assignmentParamsSchema = z.object({ institute_id: id, file_id: id });
/** The student is the caller, or a parent's first child unless `student_id` names another. */
export const assignmentQuerySchema = z.object({ student_id: id.optional() });

export const assignmentDetailSchema = z.object({
  file_id: z.number().int(),
  title: z.string(),
  subject_name: z.string(),
  topic_name: z.string().nullable(),
  sub_topic_name: z.string().nullable(),
  end_date: z.string(),
  course_name: z.string(),
  /** Batch (section in schools). */
  batch_name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  attachment_lists: z.array(attachmentSchema),
  student_status: studentStatusSchema,
  teacher_status: z.enum(['Evaluated']).nullable(),
  days_left: z.number().int(),
  time_left: z.string(),
  allow_assignment_late_submission: yesNo,
  evaluation_required: yesNo,
  enable_grade: yesNo,
  grade: z.string().nullable(),
  evaluation_marks: z.number().nullable(),
  student_marks: z.number().nullable(),
  teacher_comment: z.string().nullable(),
  student_comment: z.string().nullable(),
  /** The submission's version (0: none yet); send it back with an update so two saves cannot both win. */
  version: z.number().int(),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;
export const assignmentDetailResponseSchema = envelopeSchema(assignmentDetailSchema);

// --- GET getAssignmentSolution / studentAttachmentsDetail/{institute_id}/{student_id}/{file_id} ---

export const studentAssignmentParamsSchema = z.object({ institute_id: id, student_id: id, file_id: id });
/** Solutions are shown only once evaluated: empty before. */
export const solutionsResponseSchema = envelopeSchema(z.array(attachmentSchema));
export const studentAttachmentsSchema = z.object({ student_attachment: z.array(attachmentSchema) });
export const studentAttachmentsResponseSchema = envelopeSchema(studentAttachmentsSchema);

// --- POST /api/v2/onlineAssignment/downloadFile ---------------------------------------------

export const downloadFileRequestSchema = z.object({
  /** One attachment: the answer is one link. */
  attachmentId_array: z.array(z.number().int().positive()).length(1),
  institute_id: id,
  /**
   * Not the spec's: accepted from older portals and ignored. An attachment id names one file,
   * the teacher's or the student's own (one id space for both, issue 28).
   */
  attachment_type: z.enum(['teacher', 'student']).optional(),
});
export type DownloadFileRequest = z.input<typeof downloadFileRequestSchema>;
/** body: a short-lived link to the file (5 minutes, from this address only). */
export const downloadFileResponseSchema = envelopeSchema(z.object({ body: z.string() }));

// --- POST /api/v2/onlineAssignment/student/updateAssignment (multipart) ------------------------

export const submissionLinkSchema = z.object({
  display_name: z.string().trim().min(1).max(LINK_NAME_MAX),
  url: z.string().trim().min(1).max(2000),
});
export type SubmissionLink = z.infer<typeof submissionLinkSchema>;

/** The fileJson part (spec section 3, submission payload). */
export const submissionPayloadSchema = z.object({
  institute_id: id,
  category_id: z.literal(ASSIGNMENT_CATEGORY_ID),
  studentId_array: z.array(id).length(1),
  file_id: id,
  student_status: z.enum(['Draft', 'Submitted']),
  student_comment: z.string().max(REMARK_MAX).nullable().default(null),
  /** Previously stored attachments to remove. */
  attachmentId_array: z.array(z.number().int().positive()).max(100).default([]),
  url_lists: z.array(submissionLinkSchema).max(ASSIGNMENT_LIMITS.maxLinks).default([]),
  /** The version the student edited (detail.version); a stale one: 409. */
  version: z.number().int().nonnegative().optional(),
});
export type SubmissionPayload = z.input<typeof submissionPayloadSchema>;
export const updateAssignmentResponseSchema = envelopeSchema(
  z.object({ student_status: z.enum(['Draft', 'Submitted']), version: z.number().int() }),
);
