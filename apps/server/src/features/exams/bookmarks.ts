import { and, desc, eq, sql } from 'drizzle-orm';
import { matchLetter, optionLetter } from '@portal/shared/exams/rules';
import { PARENTS_VIEW_ONLY, type Bookmark, type DeleteBookmarkResponse } from '@portal/shared/exams/schema';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts, bookmarks, passages, questions, tests } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { hasMath, safeHtml } from '../../lib/html';
import { isParent, readableUserIds } from './whose';

type Question = typeof questions.$inferSelect;
const MATCH_TYPES = new Set([6, 7]);

const pairText = (pairs: ReadonlyArray<readonly [number, number]>) =>
  [...pairs]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([row, choice]) => `${optionLetter(row)}-${matchLetter(choice)}`)
    .join(', ');

/** The right answer in letters: 'a', 'a,c', 'a-q, b-p'; '' for subjective questions. */
export function correctAnswer(question: Pick<Question, 'quesType' | 'options' | 'correctPairs'>): string {
  if (MATCH_TYPES.has(question.quesType)) return pairText(question.correctPairs ?? []);
  if (question.quesType === 2) return '';
  return question.options
    .map((option, index) => (option.isCorrect ? optionLetter(index) : null))
    .filter((letter) => letter !== null)
    .join(',');
}

/** A saved answer (see attempt_answers) in the same letters; the text of a subjective one. */
export function answerText(answer: unknown): string {
  if (!answer || typeof answer !== 'object') return '';
  const value = answer as { option?: unknown; options?: unknown; text?: unknown; pairs?: unknown };
  if (typeof value.option === 'number') return optionLetter(value.option);
  if (Array.isArray(value.options))
    return [...(value.options as number[])]
      .sort((a, b) => a - b)
      .map(optionLetter)
      .join(',');
  if (typeof value.text === 'string') return value.text;
  if (Array.isArray(value.pairs)) return pairText(value.pairs as Array<[number, number]>);
  return '';
}

/** Options of a bookmark: rows of choices, or for match types left items beside right items. */
function optionsOf(question: Question): Bookmark['options'] {
  const match = MATCH_TYPES.has(question.quesType);
  const choices = match ? (question.matchChoices ?? []) : [];
  const rows = Math.max(question.options.length, choices.length);
  return Array.from({ length: rows }, (_, index) => {
    const option = question.options[index];
    return {
      answer_option: safeHtml(option?.text ?? ''),
      is_correct: !match && option?.isCorrect ? 1 : 0,
      answer_choice_option: safeHtml(choices[index] ?? ''),
    };
  });
}

/**
 * GET bookmark/{userId}: the user's bookmarked questions, newest first, each with the
 * answer that user saved for it in the test it was bookmarked from (their latest attempt).
 * The user must be the caller or, for a parent, a linked child (403 otherwise).
 */
export async function bookmarksOf(db: Db, identity: Identity, userId: number): Promise<Bookmark[]> {
  if (!(await readableUserIds(db, identity)).includes(userId)) throw new HttpError(403, MESSAGES.notYours);
  const saved = sql<unknown>`(
    select ${attemptAnswers.answer} from ${attemptAnswers}
    inner join ${attempts} on ${attempts.id} = ${attemptAnswers.attemptId}
    where ${attempts.testId} = ${bookmarks.testId} and ${attempts.userId} = ${bookmarks.userId}
      and ${attemptAnswers.questionId} = ${bookmarks.questionId}
    order by ${attempts.startedAt} desc limit 1)`;
  const rows = await db
    .select({
      bookmark: bookmarks,
      question: questions,
      passage: passages.description,
      testName: tests.name,
      saved,
    })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .leftJoin(tests, eq(tests.id, bookmarks.testId))
    .where(and(eq(bookmarks.userId, userId), eq(questions.instituteId, identity.instituteId)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.questionId));
  return rows.map(({ bookmark, question, passage, testName, saved: answer }) => ({
    ques_id: question.id,
    question: safeHtml(question.question),
    date_time: bookmark.createdAt.toISOString(),
    question_mathjax: hasMath(question.question, ...question.options.map((o) => o.text)) ? 1 : 0,
    description: safeHtml(passage),
    description_mathjax: hasMath(passage) ? 1 : 0,
    ques_type: question.quesType,
    options: optionsOf(question),
    correct_ans: correctAnswer(question),
    attempt_answer: answerText(answer),
    feedback_mathjax: safeHtml(question.feedback),
    alies_feedback: safeHtml(question.solution),
    is_multi_lingual: question.isMultiLingual ? 1 : 0,
    answer: question.quesType === 2 ? safeHtml(question.modelAnswer) : '',
    media_data: question.media.map((m) => ({ media_type: m.media_type, source_path: m.source_path })),
    test_name: testName ?? '',
  }));
}

/**
 * POST deleteBookmark: the student's own bookmark (403 for another student; parents
 * read only: 409). validate 0 when there was nothing to remove.
 */
export async function deleteBookmark(
  db: Db,
  identity: Identity,
  body: { student_id: number; question_id: number },
): Promise<DeleteBookmarkResponse> {
  if (!identity.studentIds.includes(body.student_id)) throw new HttpError(403, MESSAGES.notYours);
  if (isParent(identity)) throw new HttpError(409, PARENTS_VIEW_ONLY);
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, identity.userId), eq(bookmarks.questionId, body.question_id)))
    .returning({ id: bookmarks.questionId });
  return removed.length
    ? { statusCode: 200, message: 'Bookmark removed successfully.', validate: 1 }
    : { statusCode: 200, message: 'This question is not bookmarked.', validate: 0 };
}
