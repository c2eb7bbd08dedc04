import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * Our own test panel (issue 9), served under the configured test panel base address
 * (default /test-panel). Its calls live under `{testPanel}/api`. A test opens in a new
 * window on a short-lived single-use launch key: never a password or a reusable token.
 */

const id = z.number().int().positive();

// --- POST {testPanel}/api/launch (student token) ---------------------------------

export const launchRequestSchema = z.object({
  test_id: id,
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchResultSchema = z.object({
  /** Start a new attempt, resume the open one, or view an ended test read-only. */
  mode: z.enum(['start', 'resume', 'view']),
  /** Where the new window goes: `{testPanel}/launch/{key}`; the key works once, for a minute. */
  url: z.string(),
  /** ISO 8601: when the key stops working. */
  expires_at: z.string(),
});
export const launchResponseSchema = envelopeSchema(launchResultSchema);
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** How long a launch key works. */
export const LAUNCH_KEY_TTL_MS = 60_000;

// --- the panel's own calls: `Authorization: <panel token>` ---------------------------

/**
 * An answer as saved: its shape follows the question type. null clears it.
 * 1 single choice and 5 true/false: { option } (0-based option index);
 * 3 multiple choice: { options } (0-based indexes);
 * 2 subjective: { text };
 * 6 match and 7 matrix match: { pairs } of [row, choice] (0-based; type 6 one choice per row).
 */
export const answerSchema = z.union([
  z.object({ option: z.number().int().min(0).max(25) }).strict(),
  z.object({ options: z.array(z.number().int().min(0).max(25)).max(26) }).strict(),
  z.object({ text: z.string().max(20_000) }).strict(),
  z
    .object({
      pairs: z
        .array(z.tuple([z.number().int().min(0).max(25), z.number().int().min(0).max(25)]))
        .max(26 * 26),
    })
    .strict(),
]);
export type Answer = z.infer<typeof answerSchema>;

// POST {testPanel}/api/open (no auth): spends a launch key, gives the window its panel token.
export const openRequestSchema = z.object({ key: z.string().min(1).max(200) });
export const openResultSchema = z.object({
  /** Sent as Authorization on the panel's calls; kept in the window's sessionStorage. */
  token: z.string(),
  mode: z.enum(['start', 'resume', 'view']),
  test_id: id,
  /** null in view mode. */
  attempt_id: id.nullable(),
});
export const openResponseSchema = envelopeSchema(openResultSchema);
export type OpenResult = z.infer<typeof openResultSchema>;

// GET {testPanel}/api/paper: the test, its questions (never the correct answers), the saved answers.
export const paperOptionSchema = z.object({ answer_option: z.string() });
export const paperQuestionSchema = z.object({
  ques_id: id,
  /** 1-based order in the paper (question_order). */
  position: z.number().int().positive(),
  subject: z.string(),
  ques_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(6), z.literal(7)]),
  /** Sanitised HTML; may hold TeX between \( \) or \[ \]. */
  question: z.string(),
  /** 1 when question or passage hold TeX to render. */
  question_mathjax: z.union([z.literal(0), z.literal(1)]),
  passage: z.object({ id: id, description: z.string() }).nullable(),
  options: z.array(paperOptionSchema),
  /** Types 6 and 7: the right-hand column in display order (labelled p, q, r…). */
  match_choices: z.array(z.string()).nullable(),
  media_data: z.array(z.object({ media_type: z.string(), source_path: z.string() })),
  marks: z.number(),
  negative_marks: z.number(),
  bookmarked: z.boolean(),
});
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

export const savedAnswerSchema = z.object({
  ques_id: id,
  answer: answerSchema.nullable(),
  marked_for_review: z.boolean(),
  /** The client's counter of this question's saves; an older save never overwrites a newer one. */
  seq: z.number().int().min(0),
  /**
   * Seconds the panel has shown this question so far in the attempt (cumulative; the
   * report's A.T). Optional: the server keeps the larger of what it stored and what is sent.
   */
  time_spent: z.number().int().min(0).max(86_400).optional(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const attemptStatusSchema = z.enum(['in_progress', 'submitted', 'timed_out']);

export const paperResultSchema = z.object({
  mode: z.enum(['start', 'resume', 'view']),
  test: z.object({
    test_id: id,
    test_name: z.string(),
    test_type_id: z.number().int(),
    /** minutes */
    duration: z.number().int(),
    /** Sanitised HTML. */
    instructions: z.string(),
    start_timestamp: z.number().int(),
    end_timestamp: z.number().int(),
  }),
  /** null in view mode. */
  attempt: z
    .object({
      attempt_id: id,
      status: attemptStatusSchema,
      started_at: z.string(),
      /** ISO 8601; min(start + duration, test end), fixed by the server. */
      deadline: z.string(),
      current_position: z.number().int().positive(),
    })
    .nullable(),
  /** ISO 8601: the server's clock when it answered (the countdown runs on it). */
  server_time: z.string(),
  questions: z.array(paperQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export const paperResponseSchema = envelopeSchema(paperResultSchema);
export type Paper = z.infer<typeof paperResultSchema>;

// PUT {testPanel}/api/answers: autosave of one or more answers (a queue flushed at once).
export const saveAnswersRequestSchema = z.object({
  answers: z.array(savedAnswerSchema).max(500),
  /** The question on screen, for Resume. */
  current_position: z.number().int().positive().optional(),
});
export const saveAnswersResultSchema = z.object({
  /** Every answer of the request, with the seq now stored (a newer stored one wins). */
  saved: z.array(z.object({ ques_id: id, seq: z.number().int().min(0) })),
  status: attemptStatusSchema,
  deadline: z.string(),
  server_time: z.string(),
});
export const saveAnswersResponseSchema = envelopeSchema(saveAnswersResultSchema);

// POST {testPanel}/api/submit: scores the attempt; a second submit answers the same.
export const submitResultSchema = z.object({
  attempt_id: id,
  status: z.enum(['submitted', 'timed_out']),
  answered: z.number().int().min(0),
  unanswered: z.number().int().min(0),
  /** Whether subjective answers wait for a teacher. */
  evaluation_pending: z.boolean(),
  /** Whether the result is published (then reports show the score). */
  result_published: z.boolean(),
});
export const submitResponseSchema = envelopeSchema(submitResultSchema);
export type SubmitResult = z.infer<typeof submitResultSchema>;

// PUT {testPanel}/api/bookmark: bookmark a question of the paper, or take it back.
export const panelBookmarkRequestSchema = z.object({ ques_id: id, bookmarked: z.boolean() });
export const panelBookmarkResponseSchema = envelopeSchema(z.object({ ques_id: id, bookmarked: z.boolean() }));

/**
 * The panel's refusals, in English as the server sends them (the window may match them
 * to show its own translated text). 401: the link or window expired; 409: not allowed now.
 */
export const PANEL_MESSAGES = {
  /** POST /api/open: the launch key was used already or is past its minute. */
  linkExpired: 'This test link has expired. Open the test again from My Exam.',
  /** Panel calls: the window's token is unknown or expired. */
  windowExpired: 'This test window has expired. Open the test again from My Exam.',
  /** PUT /api/answers after the deadline (the server closed the attempt). */
  timeUp: 'Time is up: this attempt has been closed and scored.',
  /** PUT /api/answers after a submit. */
  submitted: 'This attempt has already been submitted.',
  /** A write from a view-only window. */
  viewOnly: 'This test is open to view only.',
  /** POST /api/launch refusals. */
  limit: 'You have used every attempt this practice test allows.',
  practiceClosed: 'This practice test is not open at this time.',
  notStarted: 'This test has not started yet.',
  ended: 'This test has ended.',
  attempted: 'You have already attempted this test.',
} as const;
