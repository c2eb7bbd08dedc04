import type { FastifyRequest } from 'fastify';
import {
  launchRequestSchema,
  launchResponseSchema,
  openRequestSchema,
  openResponseSchema,
  panelBookmarkRequestSchema,
  panelBookmarkResponseSchema,
  paperResponseSchema,
  saveAnswersRequestSchema,
  saveAnswersResponseSchema,
  submitResponseSchema,
} from '@portal/shared/test-panel/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { saveAnswers } from './answers';
import { setBookmark } from './bookmark';
import { closeAttempt } from './close';
import { launch, openKey } from './launch';
import { paper } from './paper';
import { attemptOf, authenticatePanel, panelOf } from './panel-token';
import { startSweeper } from './sweeper';

const tags = ['test-panel'];
const PANEL_AUTH =
  ' Takes the panel token (from POST /api/open) bare in Authorization; unknown or expired: 401.';

/** Our test panel's calls under the test panel base address. */
export async function testPanelRoutes(app: App): Promise<void> {
  const db = () => app.database.db;
  const panelAuth = (request: FastifyRequest) => authenticatePanel(db(), request, app.clock());
  app.decorateRequest('panel', null);
  startSweeper(app);

  app.post(
    '/api/launch',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Opens a test assigned to the caller in the panel: starts an attempt (deadline min(start + duration, test end)), resumes the open one, or views an ended test; answers a single-use launch key URL that works for a minute. Parents, a practice test at its limit, and a test outside its window: 409.',
        security: [{ studentToken: [] }],
        body: launchRequestSchema,
        response: { 200: launchResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      ok(
        await launch(
          db(),
          identityOf(request),
          request.body.test_id,
          app.clock(),
          app.config.services.testPanel,
        ),
      ),
  );

  app.post(
    '/api/open',
    {
      schema: {
        tags,
        summary:
          "Spends a launch key (once, before it expires) for the window's panel token, bound to the attempt (or the test, to view).",
        body: openRequestSchema,
        response: { 200: openResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await openKey(db(), request.body.key, app.clock())),
  );

  app.get(
    '/api/paper',
    {
      onRequest: panelAuth,
      schema: {
        tags,
        security: [{ panelToken: [] }],
        summary: `The test, its questions by position with their subject (sanitised HTML, never the correct answers), the saved answers and the server's clock. An attempt past its deadline is closed first.${PANEL_AUTH}`,
        response: { 200: paperResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await paper(db(), panelOf(request), app.clock())),
  );

  app.put(
    '/api/answers',
    {
      onRequest: panelAuth,
      schema: {
        tags,
        security: [{ panelToken: [] }],
        summary: `Autosave: one or more answers in one statement; per question the greater seq wins. A question not in the paper or an answer not fitting its type: 400; after the deadline or a submit: 409.${PANEL_AUTH}`,
        body: saveAnswersRequestSchema,
        response: { 200: saveAnswersResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const grant = panelOf(request);
      const sitting = { attemptId: attemptOf(grant), testId: grant.testId };
      return ok(await saveAnswers(db(), sitting, request.body, app.clock()));
    },
  );

  app.post(
    '/api/submit',
    {
      onRequest: panelAuth,
      schema: {
        tags,
        security: [{ panelToken: [] }],
        summary: `Closes and scores the attempt (positive marks right, minus negative marks wrong; subjective answers wait for evaluation). A second submit, or one after the time ran out, answers the same result.${PANEL_AUTH}`,
        response: { 200: submitResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const closed = await closeAttempt(db(), attemptOf(panelOf(request)), app.clock(), 'submit');
      if (!closed) throw new Error('The attempt of a panel token is gone');
      return ok(closed);
    },
  );

  app.put(
    '/api/bookmark',
    {
      onRequest: panelAuth,
      schema: {
        tags,
        security: [{ panelToken: [] }],
        summary: `Bookmarks a question of the paper (it appears in the bookmarked questions), or takes the bookmark back.${PANEL_AUTH}`,
        body: panelBookmarkRequestSchema,
        response: { 200: panelBookmarkResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(
        await setBookmark(db(), panelOf(request), request.body.ques_id, request.body.bookmarked, app.clock()),
      ),
  );
}
