import {
  offlineReportParamsSchema,
  offlineReportResponseSchema,
  testReportParamsSchema,
  testReportResponseSchema,
} from '@portal/shared/reports/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { offlineReport } from './offline';
import { testReport } from './test-report';

/** The report calls of the main API. */
export async function reportsRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/reports/Student/:studId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reports'],
        summary:
          "The student's past and upcoming offline exams by standard and section (course and batch), with attendance, marks and (when the institute shows them) ranks; a student the caller may not act for: 403.",
        security: [{ studentToken: [] }],
        params: offlineReportParamsSchema,
        response: { 200: offlineReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await offlineReport(app.readDb, identityOf(request), request.params.studId, app.clock())),
  );

  app.get(
    '/api/v1/studentdashboard/testReports/:account_id/:user_id/:test_id/-1',
    {
      onRequest: app.authenticateScorecard,
      schema: {
        tags: ['reports'],
        summary:
          "One test's report for the caller (or a parent's child): status, and once the result is published the test report, topper, average, subject and question distributions, all computed from stored attempts. Another user's ids or a test not assigned to them: 403.",
        security: [{ scorecardToken: [] }],
        params: testReportParamsSchema,
        response: { 200: testReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await testReport(app.readDb, identityOf(request), request.params, app.clock())),
  );
}
