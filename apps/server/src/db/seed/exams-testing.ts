import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openTemplateCopy } from '../../test/database';
import type { Database, Db } from '../client';
import { attempts, questions, testQuestions, tests } from '../schema';

/* Reading the seeded template back, for the exam seed's tests. */

export const AARAV_USER = 101;
export const MINUTE = 60_000;

/** A private copy of the seeded template for one test file, and readers of its exam tables. */
export function seededExams() {
  let database: Database;
  beforeAll(async () => {
    database = await openTemplateCopy(inject('serverTemplate'));
  });
  afterAll(() => database.close());
  const db = (): Db => database.db;

  /** A test's paper in order, with each question's marks and subject. */
  const paper = (testId: number) =>
    db()
      .select({
        id: questions.id,
        position: testQuestions.position,
        subject: testQuestions.subject,
        marks: testQuestions.marks,
        negative: testQuestions.negativeMarks,
        type: questions.quesType,
        text: questions.question,
        passageId: questions.passageId,
        options: questions.options,
        choices: questions.matchChoices,
        pairs: questions.correctPairs,
        modelAnswer: questions.modelAnswer,
        media: questions.media,
      })
      .from(testQuestions)
      .innerJoin(questions, eq(questions.id, testQuestions.questionId))
      .where(eq(testQuestions.testId, testId))
      .orderBy(asc(testQuestions.position));
  const testRow = async (id: number) => (await db().select().from(tests).where(eq(tests.id, id)))[0]!;
  const attemptsOf = (testId: number) =>
    db().select().from(attempts).where(eq(attempts.testId, testId)).orderBy(asc(attempts.startedAt));
  return { db, paper, testRow, attemptsOf };
}
