import type { TestReport, TestReportParams } from '@portal/shared/reports/schema';
import type { Db } from '../../db/client';
import type { tests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

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

/**
 * The owner of a report the caller asks for, or 403: the user must be the caller or (a
 * parent) a linked child, `accountId` (when given) must be that user's, and the test must
 * be assigned to that user. Being built (issue 10).
 */
export async function reportAccess(
  _db: Db,
  _identity: Identity,
  _ask: { userId: number; testId: number; accountId?: number },
): Promise<ReportOwner> {
  throw new HttpError(501, 'Not implemented yet.');
}

/** The owner of a report by ids alone, with no access check (a score card token already holds the grant). */
export async function reportOwner(_db: Db, _userId: number, _testId: number): Promise<ReportOwner> {
  throw new HttpError(501, 'Not implemented yet.');
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
