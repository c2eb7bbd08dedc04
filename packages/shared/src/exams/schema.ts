import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * My Exam and bookmarked questions (spec schedule-exams-fees sections 2.3, 2.4, 3, 7).
 * The exam desk calls live under the exam desk base address (default /api/exam-desk)
 * and take the exam desk token (the login answer's examdesk_auth_token, bare, in
 * Authorization); they answer `{ statusCode, message, data }` as the spec's exam desk
 * does. The product call lives under the product base address (default /api/product)
 * and takes the student token; the offline list is a main API call.
 *
 * Parents: the exam desk token belongs to the parent's session, which may act for every
 * linked child. Calls that read one child's tests take an optional `student_id` query
 * parameter (the portal's chosen child, session.student_id); it must be one of the
 * parent's children (403 otherwise); without it the first linked child is used.
 */

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);

/** The exam desk's answer: `{ statusCode, message, data }`. */
export const dataEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number().int(), message: z.string(), data });

/** Optional chosen child of a parent (see the file comment). */
export const chosenStudentQuerySchema = z.object({
  student_id: z.coerce.number().int().positive().optional(),
});

// --- GET {examDesk}/student/testLabels ---------------------------------------------

/** spec section 3, test label. The two placeholder labels (OnlineP, MockP) are the portal's, never sent. */
export const testLabelSchema = z.object({
  label_id: id,
  label_name: z.string(),
  /** 1 mock, 2 practice, 4 online exam. */
  test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  title: z.string(),
});
export type TestLabel = z.infer<typeof testLabelSchema>;
export const testLabelsResponseSchema = dataEnvelopeSchema(z.array(testLabelSchema));

// --- GET {examDesk}/student/testLabels/{labelId}/tests -------------------------------

export const labelTestsParamsSchema = z.object({ labelId: z.coerce.number().int().positive() });

/**
 * spec section 3, test. Every status input (attempts, incomplete attempts, submitted)
 * is counted by the server from the caller's stored attempts (a parent: the chosen child's).
 */
export const testSchema = z.object({
  test_id: id,
  test_name: z.string(),
  test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  /** Seconds since the epoch (the web multiplies by 1000). */
  start_timestamp: z.number().int(),
  end_timestamp: z.number().int(),
  /** 'YYYY-MM-DD' in the institute's time zone. */
  start_date: z.string(),
  end_date: z.string(),
  /** 'DD-MM-YYYY hh:mm A' in the institute's time zone. */
  test_start_date: z.string(),
  test_end_date: z.string(),
  /** Minutes. */
  duration: z.number().int().positive(),
  /** Practice attempts allowed; 0 means unlimited. */
  test_limit: z.number().int().nonnegative(),
  /** Completed attempts: submitted, timed out, or open past their deadline. */
  total_attempts: z.number().int().nonnegative(),
  /** Open attempts whose deadline is still ahead (Resume). */
  incomplete_attempts: z.number().int().nonnegative(),
  /** 1 when the caller completed an attempt. */
  is_submitted: flag,
  is_result_published: flag,
  is_download_solution: flag,
  title: z.string(),
  /** The institute the test belongs to (product tests open under it). */
  test_institute_id: id,
});
export type Test = z.infer<typeof testSchema>;
export const testsResponseSchema = dataEnvelopeSchema(z.array(testSchema));

// --- GET {productApi}/prod/user-product/v2/assigned-product-test-ids/{kind} ----------

/** Mock_Test: product tests of type 1; Online_Test: type 4. */
export const PRODUCT_TEST_KINDS = { Mock_Test: 1, Online_Test: 4 } as const;
export type ProductTestKind = keyof typeof PRODUCT_TEST_KINDS;
export const productTestIdsParamsSchema = z.object({
  kind: z.enum(['Mock_Test', 'Online_Test']),
});
/** The caller's institute, and the caller's user id or, for a parent, a linked child's (403 otherwise). */
export const productTestIdsHeadersSchema = z.object({
  'x-prod-inst-id': z.coerce.number().int().positive(),
  'x-prod-user-id': z.coerce.number().int().positive(),
});
export const productTestIdSchema = z.object({ test_id: id, test_institute_id: id });
export type ProductTestId = z.infer<typeof productTestIdSchema>;
export const productTestIdsResponseSchema = envelopeSchema(z.array(productTestIdSchema));

// --- POST {examDesk}/tests/list_id ------------------------------------------------------

export const listIdRequestSchema = z.object({
  /** Comma-joined test ids: '9201,9203' (at most 200). */
  test_ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'Expected comma-separated test ids'),
  /** The caller's user id, or for a parent a linked child's (the session's user_id). */
  user_id: id,
});
export type ListIdRequest = z.infer<typeof listIdRequestSchema>;

// --- GET {examDesk}/student/testLabels/bookmark/{userId} ----------------------------------

export const bookmarksParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

/** spec section 3, option. */
export const bookmarkOptionSchema = z.object({
  /** Sanitised HTML of the option (a left-hand item for match types). */
  answer_option: z.string(),
  is_correct: flag,
  /** Match types: the right-hand item of the same row index (p, q, r…), else ''. */
  answer_choice_option: z.string(),
});
export type BookmarkOption = z.infer<typeof bookmarkOptionSchema>;

export const mediaItemSchema = z.object({ media_type: z.string(), source_path: z.string() });

/** spec section 3, bookmark. HTML fields are sanitised by the server. */
export const bookmarkSchema = z.object({
  ques_id: id,
  /** Sanitised HTML; TeX between \( \) or \[ \]. */
  question: z.string(),
  /** ISO 8601 instant it was bookmarked. */
  date_time: z.string(),
  /** 1 when question (or an option) holds TeX. */
  question_mathjax: flag,
  /** The passage (sanitised HTML), '' when none. */
  description: z.string(),
  description_mathjax: flag,
  /** 1 single, 2 subjective, 3 multiple, 5 true/false, 6 and 7 match. */
  ques_type: z.number().int(),
  options: z.array(bookmarkOptionSchema),
  /** Letters: 'a', 'a,c', 'a-q, b-p' (match); '' for subjective questions. */
  correct_ans: z.string(),
  /** The student's answer in the test it was bookmarked from, as letters or text; '' when none. */
  attempt_answer: z.string(),
  /** Feedback (sanitised HTML), '' when none. */
  feedback_mathjax: z.string(),
  /** The solution by the institute (sanitised HTML), '' when none. */
  alies_feedback: z.string(),
  is_multi_lingual: flag,
  /** Subjective questions: the model answer (sanitised HTML), '' otherwise. */
  answer: z.string(),
  media_data: z.array(mediaItemSchema),
  /** The test it was bookmarked in ('' once that test is gone). */
  test_name: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarksResponseSchema = dataEnvelopeSchema(z.array(bookmarkSchema));

// --- POST {examDesk}/student/testLabels/deleteBookmark ----------------------------------

export const deleteBookmarkRequestSchema = z.object({ student_id: id, question_id: id });
export const deleteBookmarkResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  /** 1 removed; 0 there was no such bookmark (message says so). */
  validate: flag,
});
export type DeleteBookmarkResponse = z.infer<typeof deleteBookmarkResponseSchema>;
export const PARENTS_VIEW_ONLY = 'Parents can only view bookmarks.';
