import { and, eq } from 'drizzle-orm';
import type { TestReport, TestReportParams } from '@portal/shared/reports/schema';
import type { Db } from '../../db/client';
import { students, tests, users } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { assignedTest } from '../test-panel/launch';

/** Whose report of which test: the user (a student, or an open user) and the test. */
export interface ReportOwner {
  userId: number;
  accountId: number;
  /** null for open users. */
  studentId: number | null;
  name: string;
  instituteId: number;
  test: typeof tests.$inferSelect;
}

type OwnerUser = Omit<ReportOwner, 'test'>;

/** The user and (when a student) their student row, in one query; null when no such user. */
async function ownerUser(db: Db, userId: number): Promise<OwnerUser | null> {
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      name: users.name,
      instituteId: users.instituteId,
      studentId: students.id,
    })
    .from(users)
    .leftJoin(students, and(eq(students.userId, users.id), eq(students.instituteId, users.instituteId)))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The owner of a report the caller asks for, or 403: the user must be the caller or (a
 * parent) a linked child, `accountId` (when given) must be that user's, and the test must
 * be assigned to that user.
 */
export async function reportAccess(
  db: Db,
  identity: Identity,
  ask: { userId: number; testId: number; accountId?: number },
): Promise<ReportOwner> {
  const user = await ownerUser(db, ask.userId);
  const mine =
    !!user &&
    user.instituteId === identity.instituteId &&
    (user.userId === identity.userId ||
      (user.studentId !== null && identity.studentIds.includes(user.studentId)));
  if (!user || !mine) throw new HttpError(403, MESSAGES.notYours);
  if (ask.accountId !== undefined && ask.accountId !== user.accountId)
    throw new HttpError(403, MESSAGES.notYours);
  // Assigned to the report's owner (a parent's child), not to the caller: the test panel's
  // check, asked for that user and their student.
  const test = await assignedTest(
    db,
    { ...identity, userId: user.userId, studentIds: user.studentId === null ? [] : [user.studentId] },
    ask.testId,
  );
  return { ...user, test };
}

/** The owner of a report by ids alone, with no access check (a score card token already holds the grant). */
export async function reportOwner(db: Db, userId: number, testId: number): Promise<ReportOwner> {
  const user = await ownerUser(db, userId);
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  if (!user || !test || test.instituteId !== user.instituteId) throw new HttpError(403, MESSAGES.notYours);
  return { ...user, test };
}

/** The report of an owner: status only unless published, else every block computed by SQL. */
export async function reportOf(_db: Db, _owner: ReportOwner, _now: Date): Promise<TestReport> {
  throw new HttpError(501, 'Not implemented yet.');
}

/** GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1 */
export async function testReport(
  db: Db,
  identity: Identity,
  params: TestReportParams,
  now: Date,
): Promise<TestReport> {
  const owner = await reportAccess(db, identity, {
    userId: params.user_id,
    testId: params.test_id,
    accountId: params.account_id,
  });
  return reportOf(db, owner, now);
}
