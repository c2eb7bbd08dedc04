import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PANEL_MESSAGES,
  type saveAnswersRequestSchema,
  type saveAnswersResultSchema,
} from '@portal/shared/test-panel/schema';
import { answerFits, type AnswerValue } from '@portal/shared/test-panel/rules';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts, questions, testQuestions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { closeExpiredAttempts } from './close';

type SaveRequest = z.infer<typeof saveAnswersRequestSchema>;
type SaveResult = z.infer<typeof saveAnswersResultSchema>;

const notInPaper = (id: number) => `Question ${id} is not in this test.`;
const doesNotFit = (id: number) => `The answer to question ${id} does not fit its question type.`;

/**
 * PUT /api/answers: the panel's queue of answers, saved in one transaction. Per question
 * the save with the greater seq wins, whatever order the requests arrive in. Refused (409)
 * once the attempt is submitted or past its deadline (then the server closes it).
 */
export async function saveAnswers(
  db: Db,
  attemptId: number,
  body: SaveRequest,
  now: Date,
): Promise<SaveResult> {
  await closeExpiredAttempts(db, now, { attemptId });
  // One save per question: the newest of the request.
  const latest = new Map<number, SaveRequest['answers'][number]>();
  for (const save of body.answers) {
    const before = latest.get(save.ques_id);
    if (!before || before.seq < save.seq) latest.set(save.ques_id, save);
  }
  const saves = [...latest.values()];

  return db.transaction(async (tx) => {
    // FOR SHARE: a submit (FOR UPDATE) waits for this save, and this save sees a submit that won.
    const [attempt] = await tx
      .select({ testId: attempts.testId, status: attempts.status, deadlineAt: attempts.deadlineAt })
      .from(attempts)
      .where(eq(attempts.id, attemptId))
      .for('share');
    if (!attempt) throw new HttpError(409, PANEL_MESSAGES.windowExpired);
    if (attempt.status === 'submitted') throw new HttpError(409, PANEL_MESSAGES.submitted);
    if (attempt.status === 'timed_out' || attempt.deadlineAt.getTime() <= now.getTime())
      throw new HttpError(409, PANEL_MESSAGES.timeUp);

    const ids = saves.map((save) => save.ques_id);
    const paper = await tx
      .select({
        id: questions.id,
        type: questions.quesType,
        optionCount: sql<number>`jsonb_array_length(${questions.options})::int`,
        choiceCount: sql<number>`coalesce(jsonb_array_length(${questions.matchChoices}), 0)::int`,
      })
      .from(testQuestions)
      .innerJoin(questions, eq(questions.id, testQuestions.questionId))
      .where(
        and(
          eq(testQuestions.testId, attempt.testId),
          ids.length > 0 ? inArray(testQuestions.questionId, ids) : sql`false`,
        ),
      );
    const byId = new Map(paper.map((q) => [q.id, q]));
    for (const save of saves) {
      const question = byId.get(save.ques_id);
      if (!question) throw new HttpError(400, notInPaper(save.ques_id));
      const fits = answerFits(
        {
          ques_type: question.type,
          option_count: Number(question.optionCount),
          choice_count: Number(question.choiceCount),
        },
        save.answer as AnswerValue | null,
      );
      if (!fits) throw new HttpError(400, doesNotFit(save.ques_id));
    }
    if (body.current_position !== undefined) {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(testQuestions)
        .where(eq(testQuestions.testId, attempt.testId));
      if (body.current_position > Number(count))
        throw new HttpError(400, `There is no question ${body.current_position} in this test.`);
      await tx
        .update(attempts)
        .set({ currentPosition: body.current_position })
        .where(eq(attempts.id, attemptId));
    }

    const stored = new Map<number, number>();
    if (saves.length > 0) {
      const written = await tx
        .insert(attemptAnswers)
        .values(
          saves.map((save) => ({
            attemptId,
            questionId: save.ques_id,
            answer: save.answer,
            markedForReview: save.marked_for_review,
            seq: save.seq,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [attemptAnswers.attemptId, attemptAnswers.questionId],
          set: {
            answer: sql`excluded.answer`,
            markedForReview: sql`excluded.marked_for_review`,
            seq: sql`excluded.seq`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${attemptAnswers.seq} < excluded.seq`,
        })
        .returning({ id: attemptAnswers.questionId, seq: attemptAnswers.seq });
      for (const row of written) stored.set(row.id, Number(row.seq));
      // Saves that lost to a newer stored one: report the seq that stays.
      const kept = ids.filter((id) => !stored.has(id));
      if (kept.length > 0) {
        const rows = await tx
          .select({ id: attemptAnswers.questionId, seq: attemptAnswers.seq })
          .from(attemptAnswers)
          .where(and(eq(attemptAnswers.attemptId, attemptId), inArray(attemptAnswers.questionId, kept)));
        for (const row of rows) stored.set(row.id, Number(row.seq));
      }
    }
    return {
      saved: body.answers.map((save) => ({
        ques_id: save.ques_id,
        seq: stored.get(save.ques_id) ?? save.seq,
      })),
      status: 'in_progress',
      deadline: attempt.deadlineAt.toISOString(),
      server_time: now.toISOString(),
    };
  });
}
