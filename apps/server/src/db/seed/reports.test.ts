import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportStatus } from '@portal/shared/reports/rules';
import { scoreAttempt, type AnswerValue } from '@portal/shared/test-panel/rules';
import {
  attemptAnswers,
  batches,
  courses,
  institutes,
  studentBatches,
  students,
  testBatches,
  tests,
  users,
} from '../schema';
import { AARAV_USER, seededExams } from './exams-testing';
import { APEX, GREENFIELD, LERNWERK, LUMIERE, VIDYA } from './institutes';

/* The reports' demo data (issue 10), read back from the seeded template: the class, the attempts, the statuses. */

const seed = seededExams();
const { paper, testRow, attemptsOf } = seed;

async function classOf(course: string, batch: string): Promise<number[]> {
  const rows = await seed
    .db()
    .select({ id: studentBatches.studentId })
    .from(studentBatches)
    .innerJoin(batches, eq(batches.id, studentBatches.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(and(eq(courses.name, course), eq(batches.name, batch)));
  return rows.map((r) => r.id);
}

describe('reports seed: the class and its attempts', () => {
  it('puts Aarav among forty classmates in Class 8 - A, none of whom signs in', async () => {
    const members = await classOf('Class 8', 'A');
    expect(members).toContain(1001);
    const others = members.filter((id) => id !== 1001);
    expect(others).toHaveLength(40);
    const people = await seed
      .db()
      .select({ name: users.name, hash: users.passwordHash, email: users.email, phone: users.phone })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(students.id, others));
    expect(new Set(people.map((p) => p.name)).size).toBe(40);
    expect(people.every((p) => p.hash === null && p.email === null && p.phone === null)).toBe(true);
  });

  it('seeds the Term 1 mock (9018) published with solutions, sat by Aarav and all but three classmates, with ties', async () => {
    const mock = await testRow(9018);
    expect([mock.testTypeId, mock.resultPublished, mock.downloadSolution]).toEqual([1, true, true]);
    expect(mock.endAt.getTime()).toBeLessThan(Date.now() - 14 * 24 * 3600_000);
    const assigned = await seed.db().select().from(testBatches).where(eq(testBatches.testId, 9018));
    expect(assigned).toHaveLength(1);
    const members = new Set(await classOf('Class 8', 'A'));
    const sat = await attemptsOf(9018);
    expect(sat.every((a) => a.status === 'submitted' && members.has(a.studentId!))).toBe(true);
    const sitters = new Set(sat.map((a) => a.studentId));
    expect(sitters.size).toBe(sat.length);
    expect(sitters.has(1001)).toBe(true);
    expect(sat).toHaveLength(38);
    expect(members.size - sitters.size).toBe(3);

    const scores = sat.map((a) => a.score!);
    const aarav = sat.find((a) => a.userId === AARAV_USER)!;
    expect(scores.filter((s) => s === aarav.score)).toHaveLength(2);
    const counts = new Map<number, number>();
    for (const s of scores) counts.set(s, (counts.get(s) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(2);
    expect(counts.size).toBeGreaterThan(10);
  });

  it('scores every attempt of the reports through the shared rules and spreads the time over the answers', async () => {
    for (const testId of [9018, 9012, 9019, 9104, 9402, 9502, 9303]) {
      const items = await paper(testId);
      const sat = await attemptsOf(testId);
      expect(sat.length, `${testId}`).toBeGreaterThanOrEqual(4);
      const saved = await seed
        .db()
        .select()
        .from(attemptAnswers)
        .where(
          inArray(
            attemptAnswers.attemptId,
            sat.map((a) => a.id),
          ),
        );
      for (const attempt of sat) {
        const mine = saved.filter((a) => a.attemptId === attempt.id);
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
          new Map(mine.map((a) => [a.questionId, a.answer as AnswerValue])),
        );
        expect(attempt.score, `${testId}`).toBe(scored.total);
        expect([attempt.rightCount, attempt.wrongCount, attempt.leftCount]).toEqual([
          scored.right,
          scored.wrong,
          scored.left,
        ]);
        expect(attempt.evaluationPending).toBe(false);
        if (attempt.userId === AARAV_USER && testId === 9012) continue; // exams-attempts.ts's
        const spent = mine.reduce((sum, a) => sum + a.timeSpentSeconds, 0);
        expect(mine.every((a) => a.timeSpentSeconds > 0)).toBe(true);
        expect(spent).toBeLessThanOrEqual(attempt.timeTakenSeconds!);
        expect(attempt.finishedAt!.getTime()).toBeLessThanOrEqual(attempt.deadlineAt.getTime());
      }
    }
  });

  it('gives Aarav a test in every report status, and each other demo student a published report', async () => {
    const now = Date.now();
    const status = async (testId: number, userId: number) => {
      const t = await testRow(testId);
      const finished = (await attemptsOf(testId)).filter(
        (a) => a.userId === userId && a.status !== 'in_progress',
      );
      return reportStatus(
        {
          test_type_id: t.testTypeId,
          end_timestamp: Math.floor(t.endAt.getTime() / 1000),
          total_attempts: finished.length,
          is_result_published: t.resultPublished ? 1 : 0,
        },
        now,
      );
    };
    expect(await status(9011, AARAV_USER)).toBe('expired');
    expect(await status(9013, AARAV_USER)).toBe('attempted_n_under_evaluation');
    expect(await status(9014, AARAV_USER)).toBe('attempted_n_under_evaluation');
    expect(await status(9012, AARAV_USER)).toBe('attempted_n_result_published');
    expect(await status(9018, AARAV_USER)).toBe('attempted_n_result_published');
    expect(await status(9017, AARAV_USER)).toBe('not_attempted');
    // The practice report (no comparison); its solution stays closed.
    expect(await status(9015, AARAV_USER)).toBe('attempted_n_result_published');
    expect((await testRow(9015)).downloadSolution).toBe(false);

    for (const [testId, userId] of [
      [9019, 102],
      [9104, 201],
      [9402, 301],
      [9502, 401],
      [9303, 501],
    ] as const) {
      expect(await status(testId, userId), `${testId}`).toBe('attempted_n_result_published');
      expect((await testRow(testId)).downloadSolution).toBe(true);
    }
  });

  it('shows offline ranks at Greenfield, not at Apex', async () => {
    const rows = await seed
      .db()
      .select({ id: institutes.id, rank: institutes.showExamRank })
      .from(institutes);
    const rank = new Map(rows.map((r) => [r.id, r.rank]));
    expect(rank.get(GREENFIELD)).toBe(true);
    expect(rank.get(APEX)).toBe(false);
    expect([LUMIERE, VIDYA, LERNWERK].every((id) => rank.has(id))).toBe(true);
  });
});

describe('reports seed: published tests of every institute', () => {
  it('keeps the published tests ended and assigned to the demo student’s section or batch', async () => {
    const ended = await seed
      .db()
      .select({ id: tests.id, endAt: tests.endAt })
      .from(tests)
      .where(eq(tests.resultPublished, true));
    const ids = ended.map((t) => t.id);
    for (const id of [9012, 9018, 9019, 9104, 9402, 9502, 9303]) expect(ids).toContain(id);
    for (const t of ended.filter((x) => x.id !== 9015)) expect(t.endAt.getTime()).toBeLessThan(Date.now());
  });
});
