import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Answer, Paper, PaperQuestion, SavedAnswer } from '@portal/shared/test-panel/schema';
import type { Db } from '../../db/client';
import {
  attemptAnswers,
  attempts,
  bookmarks,
  passages,
  questions,
  testQuestions,
  tests,
} from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { closeExpiredAttempts } from './close';
import type { PanelGrant } from './panel-token';
import { hasMath, safeHtml as clean } from '../../lib/html';

/** The questions of a test as the panel shows them: never a correct answer, model answer, feedback or solution. */
export async function paperQuestions(db: Db, testId: number, userId: number): Promise<PaperQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      type: questions.quesType,
      question: questions.question,
      options: questions.options,
      choices: questions.matchChoices,
      media: questions.media,
      passageId: passages.id,
      passage: passages.description,
      position: testQuestions.position,
      subject: testQuestions.subject,
      marks: testQuestions.marks,
      negative: testQuestions.negativeMarks,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
  const ids = rows.map((row) => row.id);
  const marked =
    ids.length === 0
      ? []
      : await db
          .select({ id: bookmarks.questionId })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.questionId, ids)));
  const bookmarked = new Set(marked.map((row) => row.id));
  return rows.map((row) => ({
    ques_id: row.id,
    position: row.position,
    subject: row.subject,
    ques_type: row.type as PaperQuestion['ques_type'],
    question: clean(row.question),
    question_mathjax: hasMath(
      row.question,
      row.passage,
      ...row.options.map((o) => o.text),
      ...(row.choices ?? []),
    )
      ? 1
      : 0,
    passage: row.passageId === null ? null : { id: row.passageId, description: clean(row.passage ?? '') },
    options: row.options.map((option) => ({ answer_option: clean(option.text) })),
    match_choices: row.choices ? row.choices.map(clean) : null,
    media_data: row.media.map((m) => ({ media_type: m.media_type, source_path: m.source_path })),
    marks: Number(row.marks),
    negative_marks: Number(row.negative),
    bookmarked: bookmarked.has(row.id),
  }));
}

export async function savedAnswers(db: Db, attemptId: number): Promise<SavedAnswer[]> {
  const rows = await db
    .select({
      questionId: attemptAnswers.questionId,
      answer: attemptAnswers.answer,
      marked: attemptAnswers.markedForReview,
      seq: attemptAnswers.seq,
      timeSpent: attemptAnswers.timeSpentSeconds,
    })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.questionId));
  return rows.map((row) => ({
    ques_id: row.questionId,
    answer: (row.answer ?? null) as Answer | null,
    marked_for_review: row.marked,
    seq: Number(row.seq),
    time_spent: row.timeSpent,
  }));
}

/** GET /api/paper: the test, its questions, the saved answers, and the server's clock. */
export async function paper(db: Db, grant: PanelGrant, now: Date): Promise<Paper> {
  // A window coming back after its deadline finds the attempt closed and scored.
  if (grant.attemptId !== null) await closeExpiredAttempts(db, now, { attemptId: grant.attemptId });
  const [test] = await db.select().from(tests).where(eq(tests.id, grant.testId)).limit(1);
  if (!test) throw new HttpError(404, MESSAGES.notFound);

  let attempt: Paper['attempt'] = null;
  let answersOf: number | null = grant.attemptId;
  if (grant.attemptId !== null) {
    const [row] = await db.select().from(attempts).where(eq(attempts.id, grant.attemptId)).limit(1);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    attempt = {
      attempt_id: row.id,
      status: row.status,
      started_at: row.startedAt.toISOString(),
      deadline: row.deadlineAt.toISOString(),
      current_position: row.currentPosition,
    };
  } else {
    const [latest] = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.testId, grant.testId), eq(attempts.userId, grant.userId)))
      .orderBy(desc(attempts.startedAt))
      .limit(1);
    answersOf = latest?.id ?? null;
  }
  return {
    mode: grant.mode,
    test: {
      test_id: test.id,
      test_name: test.name,
      test_type_id: test.testTypeId,
      duration: test.durationMinutes,
      instructions: clean(test.instructions),
      start_timestamp: Math.floor(test.startAt.getTime() / 1000),
      end_timestamp: Math.floor(test.endAt.getTime() / 1000),
    },
    attempt,
    server_time: now.toISOString(),
    questions: await paperQuestions(db, grant.testId, grant.userId),
    answers: answersOf === null ? [] : await savedAnswers(db, answersOf),
  };
}
