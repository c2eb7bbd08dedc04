import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { userKind } from '@portal/shared/auth/rules';
import {
  PARENTS_NOT_ALLOWED,
  launchMode,
  attemptDeadline,
  type StatusInput,
} from '@portal/shared/exams/rules';
import {
  LAUNCH_KEY_TTL_MS,
  PANEL_MESSAGES,
  type LaunchResult,
  type OpenResult,
} from '@portal/shared/test-panel/schema';
import type { Db } from '../../db/client';
import { attempts, panelLaunchKeys, studentBatches, testBatches, tests, userProducts } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Identity } from '../../plugins/auth';
import { closeExpiredAttempts } from './close';
import { ATTEMPT_TOKEN_MARGIN_MS, VIEW_TOKEN_TTL_MS, mintPanelToken } from './panel-token';

type Test = typeof tests.$inferSelect;

/** The test, if it is assigned to the caller (a batch of theirs, or a product they own); else 403. */
export async function assignedTest(db: Db, identity: Identity, testId: number): Promise<Test> {
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  if (!test || test.instituteId !== identity.instituteId) throw new HttpError(403, MESSAGES.notYours);
  let assigned: unknown[];
  if (test.productId !== null) {
    assigned = await db
      .select({ one: sql`1` })
      .from(userProducts)
      .where(and(eq(userProducts.userId, identity.userId), eq(userProducts.productId, test.productId)))
      .limit(1);
  } else {
    assigned =
      identity.studentIds.length === 0
        ? []
        : await db
            .select({ one: sql`1` })
            .from(testBatches)
            .innerJoin(studentBatches, eq(studentBatches.batchId, testBatches.batchId))
            .where(
              and(eq(testBatches.testId, testId), inArray(studentBatches.studentId, identity.studentIds)),
            )
            .limit(1);
  }
  if (assigned.length === 0) throw new HttpError(403, MESSAGES.notYours);
  return test;
}

/** The status inputs of a test for a user, from stored attempts (expired open ones closed first). */
export async function statusInput(db: Db, test: Test, userId: number, now: Date): Promise<StatusInput> {
  await closeExpiredAttempts(db, now, { userId, testId: test.id });
  const [counts] = await db
    .select({
      done: sql<number>`count(*) filter (where ${attempts.status} <> 'in_progress')::int`,
      open: sql<number>`count(*) filter (where ${attempts.status} = 'in_progress')::int`,
    })
    .from(attempts)
    .where(and(eq(attempts.testId, test.id), eq(attempts.userId, userId)));
  const done = Number(counts?.done ?? 0);
  return {
    test_type_id: test.testTypeId,
    start_timestamp: Math.floor(test.startAt.getTime() / 1000),
    end_timestamp: Math.floor(test.endAt.getTime() / 1000),
    test_limit: test.testLimit,
    total_attempts: done,
    incomplete_attempts: Number(counts?.open ?? 0),
    is_submitted: done > 0 ? 1 : 0,
  };
}

function refusal(
  reason: 'parent' | 'limit' | 'closed' | 'notOpen',
  input: StatusInput,
  nowMs: number,
): HttpError {
  if (reason === 'parent') return new HttpError(409, PARENTS_NOT_ALLOWED);
  if (reason === 'limit') return new HttpError(409, PANEL_MESSAGES.limit);
  if (reason === 'closed') return new HttpError(409, PANEL_MESSAGES.practiceClosed);
  if (nowMs < input.start_timestamp * 1000) return new HttpError(409, PANEL_MESSAGES.notStarted);
  if (input.total_attempts > 0) return new HttpError(409, PANEL_MESSAGES.attempted);
  return new HttpError(409, PANEL_MESSAGES.ended);
}

async function openAttemptId(db: Db, testId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.testId, testId), eq(attempts.userId, userId), eq(attempts.status, 'in_progress')))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/launch: decides start, resume or view by the card's rules on stored attempts,
 * opens the attempt for a start (two Starts at once: the one open attempt index lets one
 * in, the other resumes it) and mints a single-use key for the new window.
 */
export async function launch(
  db: Db,
  identity: Identity,
  testId: number,
  now: Date,
  panelBase: string,
): Promise<LaunchResult> {
  const test = await assignedTest(db, identity, testId);
  const input = await statusInput(db, test, identity.userId, now);
  const decision = launchMode(input, now.getTime(), {
    examDesk: test.productId === null,
    parent: userKind(identity.userType) === 'parent',
  });
  if ('refused' in decision) throw refusal(decision.refused, input, now.getTime());

  let mode = decision.mode;
  let attemptId: number | null = null;
  if (mode === 'start') {
    const deadline = attemptDeadline(now.getTime(), test.durationMinutes, test.endAt.getTime());
    const [created] = await db
      .insert(attempts)
      .values({
        testId,
        instituteId: test.instituteId,
        userId: identity.userId,
        studentId: userKind(identity.userType) === 'student' ? (identity.studentIds[0] ?? null) : null,
        status: 'in_progress',
        startedAt: now,
        deadlineAt: new Date(deadline),
      })
      .onConflictDoNothing()
      .returning({ id: attempts.id });
    attemptId = created?.id ?? null;
    if (attemptId === null) mode = 'resume';
  }
  if (mode === 'resume') {
    attemptId ??= await openAttemptId(db, testId, identity.userId);
    if (attemptId === null) throw new HttpError(409, PANEL_MESSAGES.ended);
  }

  const key = randomToken();
  const expiresAt = new Date(now.getTime() + LAUNCH_KEY_TTL_MS);
  await db.insert(panelLaunchKeys).values({
    keyHash: sha256(key),
    userId: identity.userId,
    testId,
    attemptId,
    mode,
    expiresAt,
  });
  return { mode, url: `${panelBase.replace(/\/+$/, '')}/launch/${key}`, expires_at: expiresAt.toISOString() };
}

/** POST /api/open: spends a launch key (once, within its minute) for the window's panel token. */
export async function openKey(db: Db, key: string, now: Date): Promise<OpenResult> {
  const [spent] = await db
    .update(panelLaunchKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(panelLaunchKeys.keyHash, sha256(key)),
        isNull(panelLaunchKeys.usedAt),
        gt(panelLaunchKeys.expiresAt, now),
      ),
    )
    .returning();
  if (!spent) throw new HttpError(401, PANEL_MESSAGES.linkExpired);
  let expiresAt = new Date(now.getTime() + VIEW_TOKEN_TTL_MS);
  if (spent.attemptId !== null) {
    const [attempt] = await db
      .select({ deadlineAt: attempts.deadlineAt })
      .from(attempts)
      .where(eq(attempts.id, spent.attemptId));
    if (!attempt) throw new HttpError(401, PANEL_MESSAGES.linkExpired);
    expiresAt = new Date(Math.max(attempt.deadlineAt.getTime(), now.getTime()) + ATTEMPT_TOKEN_MARGIN_MS);
  }
  const grant = { userId: spent.userId, testId: spent.testId, attemptId: spent.attemptId, mode: spent.mode };
  const token = await mintPanelToken(db, grant, expiresAt);
  return { token, mode: spent.mode, test_id: spent.testId, attempt_id: spent.attemptId };
}
