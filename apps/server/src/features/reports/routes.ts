import { offlineReportParamsSchema, offlineReportResponseSchema } from '@portal/shared/exams/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { offlineReport } from './offline';

/** The report calls of the main API. */
export async function reportsRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/reports/Student/:studId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reports'],
        summary:
          "The student's past offline exams grouped by standard and section (course and batch), newest first; a student the caller may not act for: 403.",
        security: [{ studentToken: [] }],
        params: offlineReportParamsSchema,
        response: { 200: offlineReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await offlineReport(app.database.db, identityOf(request), request.params.studId, app.clock())),
  );
}
