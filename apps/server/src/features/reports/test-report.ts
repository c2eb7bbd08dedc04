import type { TestReport, TestReportParams } from '@portal/shared/reports/schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

/** GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1: being built (issue 10). */
export async function testReport(
  _db: Db,
  _identity: Identity,
  _params: TestReportParams,
  _now: Date,
): Promise<TestReport> {
  throw new HttpError(501, 'Not implemented yet.');
}
