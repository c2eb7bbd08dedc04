/**
 * Fixtures for the test panel's API tests and bench: a test of the caller's own making
 * (one question of each of the six types, two subjects), inserted in a test's private
 * database copy, so the tests do not depend on the demo's tests.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages, questions, studentBatches, testBatches, testQuestions, tests } from '../../db/schema';

export interface FixtureTest {
  testId: number;
  /** Question ids in paper order: types 1, 3, 5, 6, 7, 2. */
  questionIds: number[];
}

const MINUTE = 60_000;

/** The batch a demo student is in (the first one). */
export async function batchOf(db: Db, studentId: number): Promise<number> {
  const [row] = await db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .where(eq(studentBatches.studentId, studentId))
    .limit(1);
  if (!row) throw new Error(`Student ${studentId} has no batch`);
  return row.id;
}

/**
 * Inserts a test with six questions (1, 3, 5, 6, 7, 2): Physics marks 4 / negative 1,
 * Mathematics marks 2 / negative 0.5, the subjective one 5. Assigned to `batchId` or
 * sold as `productId`.
 */
export async function insertFixtureTest(
  db: Db,
  options: {
    instituteId: number;
    now: Date;
    batchId?: number;
    productId?: number;
    testTypeId?: 1 | 2 | 4;
    /** Minutes from now. */
    startsIn?: number;
    endsIn?: number;
    durationMinutes?: number;
    testLimit?: number;
  },
): Promise<FixtureTest> {
  const { instituteId, now } = options;
  const [test] = await db
    .insert(tests)
    .values({
      instituteId,
      productId: options.productId ?? null,
      name: 'Fixture test',
      testTypeId: options.testTypeId ?? 1,
      startAt: new Date(now.getTime() + (options.startsIn ?? -60) * MINUTE),
      endAt: new Date(now.getTime() + (options.endsIn ?? 24 * 60) * MINUTE),
      durationMinutes: options.durationMinutes ?? 30,
      testLimit: options.testLimit ?? 0,
      instructions: '<p>Read every question.</p><script>alert(1)</script>',
    })
    .returning({ id: tests.id });
  const testId = test!.id;
  if (options.batchId !== undefined)
    await db.insert(testBatches).values({ testId, batchId: options.batchId });
  const [passage] = await db
    .insert(passages)
    .values({ instituteId, description: '<p>A ball is dropped from \\(h = 5\\) m.</p>' })
    .returning({ id: passages.id });
  const choice = (text: string, isCorrect = false) => ({ text, isCorrect });
  const bank = [
    { quesType: 1, question: '<p onclick="x()">Unit of force?</p>', options: [choice('Joule'), choice('Newton', true), choice('Watt')], passageId: passage!.id },
    { quesType: 3, question: 'Vectors?', options: [choice('Velocity', true), choice('Mass'), choice('Force', true), choice('Time')] },
    { quesType: 5, question: 'Light is faster than sound.', options: [choice('True', true), choice('False')] },
    { quesType: 6, question: 'Match', options: [choice('2+2'), choice('3+3')], matchChoices: ['6', '4'], correctPairs: [[0, 1], [1, 0]] as Array<[number, number]> },
    { quesType: 7, question: 'Matrix', options: [choice('even'), choice('prime')], matchChoices: ['2', '4', '3'], correctPairs: [[0, 0], [0, 1], [1, 0], [1, 2]] as Array<[number, number]> },
    { quesType: 2, question: 'Explain gravity.', options: [], modelAnswer: 'A force.' },
  ]; // prettier-ignore
  const inserted = await db
    .insert(questions)
    .values(
      bank.map((q) => ({ instituteId, feedback: 'secret feedback', solution: 'secret solution', ...q })),
    )
    .returning({ id: questions.id });
  const questionIds = inserted.map((q) => q.id);
  await db.insert(testQuestions).values(
    questionIds.map((questionId, i) => ({
      testId,
      questionId,
      position: i + 1,
      subject: i < 3 ? 'Physics' : 'Mathematics',
      marks: i === 5 ? 5 : i < 3 ? 4 : 2,
      negativeMarks: i < 3 ? 1 : i === 5 ? 0 : 0.5,
    })),
  );
  return { testId, questionIds };
}
