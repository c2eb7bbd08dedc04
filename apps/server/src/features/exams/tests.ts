import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { wallClock } from '@portal/shared/time/zone';
import { twelveHour } from '@portal/shared/time/clock';
import type { Test, TestLabel } from '@portal/shared/exams/schema';
import type { Db } from '../../db/client';
import { attempts, testBatches, testLabels, tests } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { ExamTaker } from './whose';

type TypeId = 1 | 2 | 4;

/** The institute's labels in position order. */
export async function labelsOf(db: Db, instituteId: number): Promise<TestLabel[]> {
  const rows = await db
    .select()
    .from(testLabels)
    .where(eq(testLabels.instituteId, instituteId))
    .orderBy(asc(testLabels.position), asc(testLabels.id));
  return rows.map((label) => ({
    label_id: label.id,
    label_name: label.name,
    test_type_id: label.testTypeId as TypeId,
    title: label.title,
  }));
}

/**
 * Tests matching `where` with the status inputs of one user's attempts, counted in the
 * same query: completed = submitted, timed out, or still open past its deadline (the
 * sweeper may not have closed it yet); incomplete = open with its deadline ahead.
 */
export async function testsWithAttempts(
  db: Db,
  where: SQL,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<Test[]> {
  const rows = await testRowsWithAttempts(db, where, userId, now);
  return rows.map(({ test, completed, incomplete }) => toWire(test, completed, incomplete, timeZone));
}

/** The rows behind testsWithAttempts: each test (its label too) with the user's attempt counts. */
export async function testRowsWithAttempts(db: Db, where: SQL, userId: number, now: Date) {
  const completed =
    sql<number>`count(${attempts.id}) filter (where ${attempts.status} in ('submitted', 'timed_out') or (${attempts.status} = 'in_progress' and ${attempts.deadlineAt} <= ${now}))`.mapWith(
      Number,
    );
  const incomplete =
    sql<number>`count(${attempts.id}) filter (where ${attempts.status} = 'in_progress' and ${attempts.deadlineAt} > ${now})`.mapWith(
      Number,
    );
  return db
    .select({ test: tests, completed, incomplete })
    .from(tests)
    .leftJoin(attempts, and(eq(attempts.testId, tests.id), eq(attempts.userId, userId)))
    .where(where)
    .groupBy(tests.id)
    .orderBy(asc(tests.startAt), asc(tests.id));
}

/** A test row and the user's attempt counts as the exam desk answers them. */
export function toWire(
  test: typeof tests.$inferSelect,
  completed: number,
  incomplete: number,
  timeZone: string,
): Test {
  const start = wallClock(timeZone, test.startAt);
  const end = wallClock(timeZone, test.endAt);
  const dmy = (date: string) => date.split('-').reverse().join('-');
  return {
    test_id: test.id,
    test_name: test.name,
    test_type_id: test.testTypeId as TypeId,
    start_timestamp: Math.floor(test.startAt.getTime() / 1000),
    end_timestamp: Math.floor(test.endAt.getTime() / 1000),
    start_date: start.date,
    end_date: end.date,
    test_start_date: `${dmy(start.date)} ${twelveHour(start.time)}`,
    test_end_date: `${dmy(end.date)} ${twelveHour(end.time)}`,
    duration: test.durationMinutes,
    test_limit: test.testLimit,
    total_attempts: completed,
    incomplete_attempts: incomplete,
    is_submitted: completed > 0 ? 1 : 0,
    is_result_published: test.resultPublished ? 1 : 0,
    is_download_solution: test.downloadSolution ? 1 : 0,
    title: test.title,
    test_institute_id: test.instituteId,
  };
}

/**
 * The tests of a label assigned to one of the taker's batches. A label of another
 * institute: 403; no such label: 404.
 */
export async function labelTests(db: Db, taker: ExamTaker, labelId: number, now: Date): Promise<Test[]> {
  const [label] = await db
    .select({ instituteId: testLabels.instituteId })
    .from(testLabels)
    .where(eq(testLabels.id, labelId))
    .limit(1);
  if (!label) throw new HttpError(404, MESSAGES.notFound);
  if (label.instituteId !== taker.instituteId) throw new HttpError(403, MESSAGES.notYours);
  if (taker.batchIds.length === 0) return [];
  const assigned = exists(
    db
      .select({ one: sql`1` })
      .from(testBatches)
      .where(and(eq(testBatches.testId, tests.id), inArray(testBatches.batchId, taker.batchIds))),
  );
  return testsWithAttempts(db, and(eq(tests.labelId, labelId), assigned)!, taker.userId, now, taker.timeZone);
}
