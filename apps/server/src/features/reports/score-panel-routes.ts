import { z } from 'zod';
import {
  scoreCardLaunchRequestSchema,
  scoreCardLaunchResponseSchema,
  scoreCardOpenRequestSchema,
  scoreCardOpenResponseSchema,
  scoreCardResponseSchema,
  solutionParamsSchema,
  solutionQuerySchema,
} from '@portal/shared/reports/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { cardGrant, launchScoreCard, openScoreCardKey, scoreCard } from './score-card';
import { solutionReport } from './solution';
import { contentDisposition } from '../../lib/content-disposition';
import { solutionPdf } from './solution-pdf';

const tags = ['reports'];

/**
 * The score panel's calls, under the configured score panel base (`{scorePanel}/api/*`):
 * the score card's launch key, its window token and card, and the solution report PDF.
 */
export async function scorePanelRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.post(
    '/api/launch',
    {
      onRequest: app.authenticateScorecard,
      schema: {
        tags,
        summary:
          "A single-use key (it works once, for a minute) that opens the score card window of the caller's (or a parent's child's) test. Another user's ids or a test not assigned to them: 403; a result not published: 409.",
        security: [{ scorecardToken: [] }],
        body: scoreCardLaunchRequestSchema,
        response: { 200: scoreCardLaunchResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      ok(
        await launchScoreCard(
          db(),
          identityOf(request),
          request.body,
          app.clock(),
          app.config.services.scorePanel,
        ),
      ),
  );

  app.post(
    '/api/open',
    {
      schema: {
        tags,
        summary:
          "Spends a score card key (once, before its minute is up) for the window's card token, which reads that one card for 4 hours. A used, expired or unknown key: 401.",
        body: scoreCardOpenRequestSchema,
        response: { 200: scoreCardOpenResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await openScoreCardKey(db(), request.body.key, app.clock())),
  );

  app.get(
    '/api/card',
    {
      schema: {
        tags,
        summary:
          "The score card: the institute, the student, their standard and section (course and batch) and the test's report. Takes the card token bare in Authorization; unknown or expired: 401.",
        security: [{ scoreCardToken: [] }],
        response: { 200: scoreCardResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const grant = await cardGrant(db(), request.headers.authorization, now);
      reply.header('Cache-Control', 'no-store');
      return ok(await scoreCard(db(), grant, now));
    },
  );

  app.get(
    '/api/solution/:test_id',
    {
      onRequest: app.authenticateScorecard,
      schema: {
        tags,
        summary:
          "The solution report as a PDF: the paper in order with the student's answers, the correct answers, feedback and the institute's solutions, in the institute's language. Another user's ids or a test not assigned to them: 403; a result not published or solution download not allowed: 403 as well, even when called directly.",
        security: [{ scorecardToken: [] }],
        params: solutionParamsSchema,
        querystring: solutionQuerySchema,
        response: {
          200: {
            description: 'The solution report (application/pdf), inline or as an attachment.',
            content: { 'application/pdf': { schema: z.file().describe('A PDF document') } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const report = await solutionReport(
        db(),
        identityOf(request),
        { userId: request.query.user_id, testId: request.params.test_id },
        app.clock(),
      );
      const pdf = await solutionPdf(report);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition(
            request.query.disposition,
            `${report.testName} - ${report.studentName}.pdf`,
            'solution-report',
          ),
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf as unknown as File);
    },
  );
}
