import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * Exam reports (spec schedule-exams-fees sections 2.2, 3, 4, 5, 7; issue 10).
 *
 * - The online report of one test: a main API call taking the scorecard token. Every
 *   number is computed by the server from stored attempts (rank with ties, topper,
 *   average); a test whose result is not published answers its status only.
 * - The score card page and the solution PDF live under the score panel base address
 *   (default /score-panel): `{scorePanel}/api/*`. The card opens in a new window on a
 *   single-use key, as the test panel does.
 * - The offline report: past and upcoming offline exams with marks, attendance and
 *   (only when the institute shows ranks) rank.
 *
 * Which report: a student's own, or for a parent the chosen child's (the session's
 * account_id and user_id are the child's). Anyone else's ids: 403.
 */

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * spec section 4, test report status: 'expired' when the end passed with no attempt
 * (mock and online types); under evaluation when attempted (or practice) and not
 * published; published otherwise. 'not_attempted': nothing to report yet (the test is
 * still open and the caller has not finished an attempt; or practice never tried).
 */
export const REPORT_STATUSES = [
  'expired',
  'attempted_n_under_evaluation',
  'attempted_n_result_published',
  'not_attempted',
] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

// --- GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1 ---------

/** The trailing `-1` of the path is literal: the latest finished attempt. */
export const testReportParamsSchema = z.object({
  account_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
  test_id: z.coerce.number().int().positive(),
});
export type TestReportParams = z.infer<typeof testReportParamsSchema>;

/** spec section 3, test report. Times are seconds. */
export const testReportBlockSchema = z.object({
  /** 1-based; equal scores share a rank (1, 2, 2, 4). */
  rank: z.number().int().positive(),
  total_score: z.number(),
  total_marks: z.number(),
  /** Students with a finished attempt (each counted once). */
  total_students: z.number().int().nonnegative(),
  right_ques_count: z.number().int().nonnegative(),
  wrong_ques_count: z.number().int().nonnegative(),
  left_ques_count: z.number().int().nonnegative(),
  total_attempted_time: z.number().int().nonnegative(),
});
export type TestReportBlock = z.infer<typeof testReportBlockSchema>;

/** spec section 3, topper report: the best score (equal scores: the quicker). */
export const topperReportSchema = z.object({
  marks_obtained: z.number(),
  maximum_marks: z.number(),
  total_correct_que: z.number().int().nonnegative(),
  total_incorrect_que: z.number().int().nonnegative(),
  total_attempted: z.number().int().nonnegative(),
  total_time_taken: z.number().int().nonnegative(),
});
export type TopperReport = z.infer<typeof topperReportSchema>;

/** spec section 3, average report: means over the students counted, two decimals. */
export const averageReportSchema = z.object({
  marks: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  attempted: z.number(),
  time_taken: z.number(),
});
export type AverageReport = z.infer<typeof averageReportSchema>;

/** spec section 3, subject distribution (table columns T.S, A.T, R.Q, W.Q, L.Q, R.M, W.M). */
export const subjectDistributionSchema = z.object({
  subject_name: z.string(),
  /** T.S: marks scored in the subject (wrong answers' negative marks included). */
  total_score: z.number(),
  /** A.T: seconds spent on the subject's questions. */
  total_attempted_time: z.number().int().nonnegative(),
  right_ques_count: z.number().int().nonnegative(),
  wrong_ques_count: z.number().int().nonnegative(),
  left_ques_count: z.number().int().nonnegative(),
  /** R.M: marks gained by right answers. */
  right_ques_marks: z.number(),
  /** W.M: marks lost to wrong answers (0 or negative). */
  wrong_ques_marks: z.number(),
  /** The subject's maximum marks. */
  total_marks: z.number(),
});
export type SubjectDistribution = z.infer<typeof subjectDistributionSchema>;

export const QUESTION_OUTCOMES = ['right', 'wrong', 'left', 'pending'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

/** spec section 3, question distribution. */
export const questionDistributionSchema = z.object({
  question_id: id,
  question_order: z.number().int().positive(),
  /** 1 right, 0 otherwise. */
  is_correct: flag,
  /** right, wrong, left (not answered) or pending (a written answer not yet marked). */
  outcome: z.enum(QUESTION_OUTCOMES),
  /** Sanitised HTML of the answer given ('' when left): option letters and text, written text, match pairs. */
  student_answer: z.string(),
  /** Sanitised HTML of the right answer (the model answer for written questions). */
  correct_answer: z.string(),
  /** 1 when either answer holds TeX. */
  mathjax: flag,
  ques_type: z.number().int(),
  subject_name: z.string(),
  /** Marks given (negative for a wrong answer); 0 while pending. */
  total_score: z.number(),
  /** The question's maximum marks. */
  marks: z.number(),
});
export type QuestionDistribution = z.infer<typeof questionDistributionSchema>;

export const testReportResultSchema = z.object({
  test_id: id,
  test_name: z.string(),
  test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  report_status: reportStatusSchema,
  is_result_published: flag,
  /** 1 when the institute lets students download the solution report (and the result is published). */
  is_download_solution: flag,
  /** The student the report is of. */
  student_name: z.string(),
  /** ISO 8601: when the counted attempt finished; null without one. */
  attempted_at: z.string().nullable(),
  /** The blocks below are null (lists empty) unless the status is attempted_n_result_published. */
  test_report: testReportBlockSchema.nullable(),
  /** Null for practice tests (type 2: no comparison). */
  topper_report: topperReportSchema.nullable(),
  average_report: averageReportSchema.nullable(),
  subject_wise_distribution: z.array(subjectDistributionSchema),
  question_wise_distribution: z.array(questionDistributionSchema),
});
export type TestReport = z.infer<typeof testReportResultSchema>;
export const testReportResponseSchema = envelopeSchema(testReportResultSchema);

// --- {scorePanel}/api: score card and solution report ------------------------------------

/** POST {scorePanel}/api/launch (scorecard token): a single-use key for the score card window. */
export const scoreCardLaunchRequestSchema = z.object({ test_id: id, user_id: id });
export type ScoreCardLaunchRequest = z.infer<typeof scoreCardLaunchRequestSchema>;
export const scoreCardLaunchResultSchema = z.object({
  /** `{scorePanel}/card/{key}`; the key works once, for a minute. */
  url: z.string(),
  expires_at: z.string(),
});
export const scoreCardLaunchResponseSchema = envelopeSchema(scoreCardLaunchResultSchema);
export type ScoreCardLaunchResult = z.infer<typeof scoreCardLaunchResultSchema>;

/** POST {scorePanel}/api/open (no auth): spends the key for the window's card token. */
export const scoreCardOpenRequestSchema = z.object({ key: z.string().min(1).max(200) });
export const scoreCardOpenResultSchema = z.object({
  /** Sent as Authorization on GET {scorePanel}/api/card; kept in the window's sessionStorage. */
  token: z.string(),
  expires_at: z.string(),
});
export const scoreCardOpenResponseSchema = envelopeSchema(scoreCardOpenResultSchema);
export type ScoreCardOpenResult = z.infer<typeof scoreCardOpenResultSchema>;

/** GET {scorePanel}/api/card (card token): what the printable score card shows. */
export const scoreCardResultSchema = z.object({
  institute_name: z.string(),
  /** 'school' or 'coaching' (school wording: Standard, Section). */
  institute_kind: z.enum(['school', 'coaching']),
  /** The institute's language ('en', 'fr', 'hi', 'de'): the card's default language. */
  language: z.enum(['en', 'fr', 'hi', 'de']),
  student_name: z.string(),
  /** The student's display id (e.g. GPS-1001), '' for open users. */
  student_display_id: z.string(),
  /** 'Class 8 - A' or 'JEE Advanced 2027 - Morning Batch A'; '' when none. */
  group_name: z.string(),
  report: testReportResultSchema,
});
export type ScoreCard = z.infer<typeof scoreCardResultSchema>;
export const scoreCardResponseSchema = envelopeSchema(scoreCardResultSchema);

/**
 * GET {scorePanel}/api/solution/{test_id}?user_id=&disposition=inline|attachment
 * (scorecard token): the solution report as application/pdf (the paper, the student's
 * answers, the correct answers and the solutions). 403 when the result is not published
 * or solution download is not allowed, even when called directly.
 */
export const solutionParamsSchema = z.object({ test_id: z.coerce.number().int().positive() });
export const solutionQuerySchema = z.object({
  user_id: z.coerce.number().int().positive(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export const SCORE_CARD_KEY_TTL_MS = 60_000;
export const SCORE_CARD_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export const REPORT_MESSAGES = {
  /** Score card or solution asked for a test whose result is not published. */
  notPublished: 'The result of this test is not published yet.',
  /** Solution asked where the institute does not allow downloading it. */
  solutionNotAllowed: 'Solution download is not allowed for this test.',
  /** The score card key was used already or is past its minute. */
  linkExpired: 'This score card link has expired. Open the score card again from your report.',
  /** The card window's token is unknown or expired. */
  windowExpired: 'This score card window has expired. Open it again from your report.',
} as const;

// --- GET /api/v1/reports/Student/{studId} (student token) ---------------------------------

export const offlineReportParamsSchema = z.object({ studId: z.coerce.number().int().positive() });

export const offlineSubjectMarksSchema = z.object({
  subject_name: z.string(),
  /** null when absent or not yet marked. */
  marks_obtained: z.number().nullable(),
  total_marks: z.number(),
  /** Among the students marked; null when the institute does not show ranks, or no marks. */
  rank: z.number().int().positive().nullable(),
});
export type OfflineSubjectMarks = z.infer<typeof offlineSubjectMarksSchema>;

/** spec section 3, offline exam. */
export const offlineExamSchema = z.object({
  /** The schedule entry's id. */
  exam_id: id,
  /** 'YYYY-MM-DD' in the institute's time zone. */
  exam_date: z.string(),
  /** 'HH:mm' (24 h). */
  start_time: z.string(),
  end_time: z.string(),
  /** The subjects written, comma-separated. */
  subject_name: z.string().nullable(),
  topic_name: z.string().nullable(),
  examDesc: z.string().nullable(),
  course_Name: z.string(),
  /** 'P' present, 'A' absent, '' not marked (upcoming exams: always ''). */
  attendance_status: z.enum(['P', 'A', '']),
  isAbsent: z.boolean(),
  /** Sum over the subjects; null when absent or not marked. */
  courseLevelMarksObtain: z.number().nullable(),
  courseLevelTotalMarks: z.number().nullable(),
  /** null when the institute does not show ranks (show_exam_rank false), or no marks. */
  courseLevelRank: z.number().int().positive().nullable(),
  subjectWiseExamSchdList: z.array(offlineSubjectMarksSchema),
});
export type OfflineExam = z.infer<typeof offlineExamSchema>;

export const offlineReportResultSchema = z.object({
  pastCourseExamSchdJson: z.array(
    z.object({
      /** The standard and section (school) or course and batch: 'Class 8 - A'. */
      course_Name: z.string(),
      /** Newest first. */
      pastCourseExamList: z.array(offlineExamSchema),
      /** Upcoming offline exams, soonest first (no marks). */
      futureCourseExamList: z.array(offlineExamSchema),
    }),
  ),
  /** The institute shows ranks on offline reports; when false every rank above is null. */
  show_exam_rank: z.boolean(),
});
export type OfflineReport = z.infer<typeof offlineReportResultSchema>;
export const offlineReportResponseSchema = envelopeSchema(offlineReportResultSchema);
