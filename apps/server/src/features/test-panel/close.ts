import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  scoreAttempt,
  isAnswered,
  type AnswerValue,
  type ScoredQuestion,
} from '@portal/shared/test-panel/rules';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts, questions, testQuestions, tests } from '../../db/schema';

/**
 * Closing an attempt: submitted by the student or timed out at its deadline, scored once.
 * The attempt row is locked (FOR UPDATE) and its status checked inside the transaction,
 * so two submits, or a submit and the sweeper, never score twice; an autosave holds the
 * row FOR SHARE, so it lands before the scoring or is refused after it.
 */

export interface ClosedAttempt {
  attempt_id: number;
  status: 'submitted' | 'timed_out';
  answered: number;
  unanswered: number;
  evaluation_pending: boolean;
  result_published: boolean;
}

/** The paper of a test as scoring needs it, in order. */
export async function scoringPaper(db: Db, testId: number): Promise<ScoredQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      type: questions.quesType,
      options: questions.options,
      choices: questions.matchChoices,
      pairs: questions.correctPairs,
      subject: testQuestions.subject,
      marks: testQuestions.marks,
      negative: testQuestions.negativeMarks,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
  return rows.map((row) => ({
    ques_id: row.id,
    ques_type: row.type,
    subject: row.subject,
    option_count: row.options.length,
    choice_count: row.choices?.length ?? 0,
    correct_options: row.options.flatMap((option, i) => (option.isCorrect ? [i] : [])),
    correct_pairs: row.pairs ?? [],
    marks: Number(row.marks),
    negative_marks: Number(row.negative),
  }));
}

/**
 * Closes an open attempt, or answers how it was closed. `reason` 'submit' closes it as
 * submitted unless its deadline passed (then timed_out, as the sweeper would have);
 * 'timeout' closes it only when the deadline passed. null: still open (timeout too early)
 * or no such attempt.
 */
export async function closeAttempt(
  db: Db,
  attemptId: number,
  now: Date,
  reason: 'submit' | 'timeout',
): Promise<ClosedAttempt | null> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({
        id: attempts.id,
        testId: attempts.testId,
        status: attempts.status,
        startedAt: attempts.startedAt,
        deadlineAt: attempts.deadlineAt,
        evaluationPending: attempts.evaluationPending,
        resultPublished: tests.resultPublished,
      })
      .from(attempts)
      .innerJoin(tests, eq(tests.id, attempts.testId))
      .where(eq(attempts.id, attemptId))
      .for('update', { of: attempts });
    if (!attempt) return null;
    const paper = await scoringPaper(tx as unknown as Db, attempt.testId);
    const stored = await tx
      .select({ questionId: attemptAnswers.questionId, answer: attemptAnswers.answer })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    const given = new Map(stored.map((row) => [row.questionId, row.answer as AnswerValue | null]));
    const inPaper = paper.filter((q) => isAnswered(given.get(q.ques_id))).length;
    const summary = (status: 'submitted' | 'timed_out', pending: boolean): ClosedAttempt => ({
      attempt_id: attempt.id,
      status,
      answered: inPaper,
      unanswered: paper.length - inPaper,
      evaluation_pending: pending,
      result_published: attempt.resultPublished,
    });
    if (attempt.status !== 'in_progress') return summary(attempt.status, attempt.evaluationPending);

    const late = now.getTime() >= attempt.deadlineAt.getTime();
    if (reason === 'timeout' && !late) return null;
    const status = late ? 'timed_out' : 'submitted';
    const finishedAt = late ? attempt.deadlineAt : now;
    const score = scoreAttempt(paper, given);

    const values = score.answers
      .filter((a) => given.has(a.ques_id))
      .map(
        (a) =>
          sql`(${a.ques_id}::int, ${a.score}::numeric, ${a.outcome === 'pending' ? null : a.outcome === 'right'}::boolean)`,
      );
    if (values.length > 0) {
      await tx.execute(sql`update attempt_answers as aa set score = v.score, is_correct = v.is_correct
        from (values ${sql.join(values, sql`, `)}) as v(question_id, score, is_correct)
        where aa.attempt_id = ${attemptId} and aa.question_id = v.question_id`);
    }
    await tx
      .update(attempts)
      .set({
        status,
        finishedAt,
        score: score.total,
        rightCount: score.right,
        wrongCount: score.wrong,
        leftCount: score.left,
        timeTakenSeconds: Math.max(
          0,
          Math.round((finishedAt.getTime() - attempt.startedAt.getTime()) / 1000),
        ),
        evaluationPending: score.pending > 0,
      })
      .where(eq(attempts.id, attemptId));
    return summary(status, score.pending > 0);
  });
}

/**
 * The sweeper: closes (as timed_out, scored like a submit) every open attempt whose
 * deadline passed, optionally only those of one user and test or one attempt. Uses the
 * partial index on open attempts' deadlines. Returns how many it closed.
 */
export async function closeExpiredAttempts(
  db: Db,
  now: Date,
  scope: { userId?: number; testId?: number; attemptId?: number } = {},
): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          eq(attempts.status, 'in_progress'),
          lte(attempts.deadlineAt, now),
          scope.userId === undefined ? undefined : eq(attempts.userId, scope.userId),
          scope.testId === undefined ? undefined : eq(attempts.testId, scope.testId),
          scope.attemptId === undefined ? undefined : eq(attempts.id, scope.attemptId),
        ),
      )
      .limit(100);
    for (const { id } of due)
      if ((await closeAttempt(db, id, now, 'timeout'))?.status === 'timed_out') closed++;
    if (due.length < 100) return closed;
  }
}
