import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoreAttempt, type AnswerValue } from '@portal/shared/test-panel/rules';
import { attemptAnswers, attempts, bookmarks, passages, questions, tests } from '../schema';
import { AARAV_USER, MINUTE, seededExams } from './exams-testing';
import { REPORT_ATTEMPT_TESTS } from './reports-attempts';

/* Aarav's attempts and bookmarks of the seed plan (issue 9), read back from the seeded template. */

const seed = seededExams();
const { paper, testRow, attemptsOf: aaravAttempts } = seed;

describe('exam seed: Aarav’s attempts and bookmarks', () => {
  it('stores the attempts of the plan and no others', async () => {
    const mine = await seed.db().select().from(attempts).where(eq(attempts.userId, AARAV_USER));
    const byTest = (id: number) => mine.filter((a) => a.testId === id).map((a) => a.status);
    expect(byTest(9012)).toEqual(['submitted']);
    expect(byTest(9013)).toEqual(['submitted']);
    expect(byTest(9014)).toEqual(['submitted']);
    expect(byTest(9015)).toEqual(['submitted', 'submitted']);
    expect(byTest(9016)).toEqual(['in_progress']);
    // The reports' Term 1 mock (reports-attempts.ts, with his classmates').
    expect(byTest(9018)).toEqual(['submitted']);
    expect(mine).toHaveLength(7);
    // Everyone else's are the reports' (the class beside the demo students), all finished.
    const others = (await seed.db().select().from(attempts)).filter((a) => a.userId !== AARAV_USER);
    expect(new Set(others.map((a) => a.testId))).toEqual(new Set(REPORT_ATTEMPT_TESTS));
    expect(others.every((a) => a.status === 'submitted')).toBe(true);
  });

  it('scores each submitted attempt as the shared rules do, answer by answer', async () => {
    for (const testId of [9012, 9013, 9014, 9015]) {
      const items = await paper(testId);
      for (const attempt of await aaravAttempts(testId)) {
        const saved = await seed
          .db()
          .select()
          .from(attemptAnswers)
          .where(eq(attemptAnswers.attemptId, attempt.id));
        const scored = scoreAttempt(
          items.map((q) => ({
            ques_id: q.id,
            ques_type: q.type,
            subject: q.subject,
            option_count: q.options.length,
            choice_count: q.choices?.length ?? 0,
            correct_options: q.options.flatMap((o, i) => (o.isCorrect ? [i] : [])),
            correct_pairs: q.pairs ?? [],
            marks: q.marks,
            negative_marks: q.negative,
          })),
          new Map(saved.map((a) => [a.questionId, a.answer as AnswerValue])),
        );
        expect(attempt.score, `${testId}`).toBe(scored.total);
        expect([attempt.rightCount, attempt.wrongCount, attempt.leftCount]).toEqual([
          scored.right,
          scored.wrong,
          scored.left,
        ]);
        expect(attempt.evaluationPending).toBe(scored.pending > 0);
        for (const answer of saved) {
          const expected = scored.answers.find((a) => a.ques_id === answer.questionId)!;
          expect(answer.score).toBe(expected.score);
          expect(answer.isCorrect).toBe(expected.outcome === 'pending' ? null : expected.outcome === 'right');
        }
        expect(attempt.timeTakenSeconds).toBe(
          (attempt.finishedAt!.getTime() - attempt.startedAt.getTime()) / 1000,
        );
        expect(attempt.finishedAt!.getTime()).toBeLessThanOrEqual(attempt.deadlineAt.getTime());
      }
    }
  });

  it('publishes 9012 with solutions and right, wrong and left answers; keeps 9013 under evaluation', async () => {
    const unit2 = await testRow(9012);
    expect([unit2.resultPublished, unit2.downloadSolution]).toEqual([true, true]);
    const [a9012] = await aaravAttempts(9012);
    expect(a9012!.rightCount! > 0 && a9012!.wrongCount! > 0 && a9012!.leftCount! > 0).toBe(true);

    expect((await testRow(9013)).resultPublished).toBe(false);
    const [a9013] = await aaravAttempts(9013);
    expect(a9013!.evaluationPending).toBe(true);
    const saved = await seed
      .db()
      .select()
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, a9013!.id));
    const types = new Map((await paper(9013)).map((q) => [q.id, q.type]));
    const written = saved.filter((a) => types.get(a.questionId) === 2);
    expect(written).toHaveLength(2);
    expect(written.every((a) => a.score === null && (a.answer as { text: string }).text.length > 0)).toBe(
      true,
    );
    expect(saved.filter((a) => types.get(a.questionId) !== 2).every((a) => a.score !== null)).toBe(true);
  });

  it('leaves 9016 open since five minutes, three answers saved, on question 4', async () => {
    const [open] = await aaravAttempts(9016);
    const test = await testRow(9016);
    expect(open!.status).toBe('in_progress');
    expect(open!.currentPosition).toBe(4);
    expect(open!.deadlineAt.getTime()).toBe(
      Math.min(open!.startedAt.getTime() + test.durationMinutes * MINUTE, test.endAt.getTime()),
    );
    expect(Date.now() - open!.startedAt.getTime()).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(open!.deadlineAt.getTime()).toBeGreaterThan(Date.now());
    expect(open!.score).toBeNull();
    const saved = await seed.db().select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, open!.id));
    expect(saved).toHaveLength(3);
    expect(saved.every((a) => a.answer !== null && a.score === null && a.isCorrect === null)).toBe(true);
  });

  it('bookmarks eight questions of 9010, 9012 and 9014 at different dates, one on the long passage, one with media', async () => {
    const rows = await seed
      .db()
      .select({
        testId: bookmarks.testId,
        createdAt: bookmarks.createdAt,
        passageId: questions.passageId,
        media: questions.media,
      })
      .from(bookmarks)
      .innerJoin(questions, eq(questions.id, bookmarks.questionId))
      .where(eq(bookmarks.userId, AARAV_USER));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.testId))).toEqual(new Set([9010, 9012, 9014]));
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(8);
    expect(rows.every((r) => r.createdAt.getTime() < Date.now())).toBe(true);
    const spread =
      Math.max(...rows.map((r) => r.createdAt.getTime())) -
      Math.min(...rows.map((r) => r.createdAt.getTime()));
    expect(spread).toBeGreaterThan(7 * 24 * 60 * MINUTE);

    const onPassage = rows.filter((r) => r.passageId !== null);
    expect(onPassage).toHaveLength(1);
    const [passage] = await seed
      .db()
      .select()
      .from(passages)
      .where(eq(passages.id, onPassage[0]!.passageId!));
    expect(passage!.description.length).toBeGreaterThan(550);
    const withMedia = rows.filter((r) => r.media.length > 0);
    expect(withMedia).toHaveLength(1);
    expect(withMedia[0]!.media.map((m) => m.media_type).sort()).toEqual(['pdf', 'video']);
  });

  it('moves the tests sequence past the seeded ids', async () => {
    const [created] = await seed
      .db()
      .insert(tests)
      .values({
        instituteId: 1,
        name: 'New',
        testTypeId: 1,
        startAt: new Date(),
        endAt: new Date(Date.now() + MINUTE),
        durationMinutes: 5,
      })
      .returning({ id: tests.id });
    expect(created!.id).toBeGreaterThan(9501);
  });
});
