import {
  bookmarksParamsSchema,
  bookmarksResponseSchema,
  chosenStudentQuerySchema,
  deleteBookmarkRequestSchema,
  deleteBookmarkResponseSchema,
  labelTestsParamsSchema,
  listIdRequestSchema,
  testLabelsResponseSchema,
  testsResponseSchema,
} from '@portal/shared/exams/schema';
import type { App } from '../../app';
import { errorResponses } from '../../lib/envelope';
import { identityOf } from '../../plugins/auth';
import { bookmarksOf, deleteBookmark } from './bookmarks';
import { productTests } from './products';
import { labelsOf, labelTests } from './tests';
import { examTaker } from './whose';

const tags = ['exams'];
/**
 * The login answer's examdesk_auth_token, bare, in Authorization. The OpenAPI document has
 * no scheme for it yet (plugins/openapi.ts declares studentToken only): the header is
 * declared on each route instead.
 */
const security = [{ examDeskToken: [] }];
const data = <T>(value: T, message = 'Success') => ({ statusCode: 200, message, data: value });

/** The exam desk calls (labels, tests, bookmarks, /tests/list_id) under the exam desk base address. */
export async function examsRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.get(
    '/student/testLabels',
    {
      onRequest: app.authenticateExamDesk,
      schema: {
        tags,
        summary: "The test type labels of the caller's institute (Mock Test, Practice…), in position order.",
        security,
        response: { 200: testLabelsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => data(await labelsOf(db(), identityOf(request).instituteId)),
  );

  app.get(
    '/student/testLabels/:labelId/tests',
    {
      onRequest: app.authenticateExamDesk,
      schema: {
        tags,
        summary:
          "A label's tests assigned to the student's batches, with the status inputs counted from the student's stored attempts. Parents name the chosen child with student_id (default: the first); a label of another institute or a student not theirs: 403.",
        security,
        params: labelTestsParamsSchema,
        querystring: chosenStudentQuerySchema,
        response: { 200: testsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const taker = await examTaker(db(), identityOf(request), request.query.student_id);
      return data(await labelTests(db(), taker, request.params.labelId, app.clock()));
    },
  );

  app.post(
    '/tests/list_id',
    {
      onRequest: app.authenticateExamDesk,
      schema: {
        tags,
        summary:
          "Product tests by id (comma-joined) with the caller's status inputs. user_id must be the caller and every test one of a product the caller owns (403 otherwise).",
        security,
        body: listIdRequestSchema,
        response: { 200: testsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => data(await productTests(db(), identityOf(request), request.body, app.clock())),
  );

  app.get(
    '/student/testLabels/bookmark/:userId',
    {
      onRequest: app.authenticateExamDesk,
      schema: {
        tags,
        summary:
          "A user's bookmarked questions, newest first, with options, correct answer, the user's own answer, feedback and solution (sanitised HTML). The caller's own, or a parent's child's; else 403.",
        security,
        params: bookmarksParamsSchema,
        response: { 200: bookmarksResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => data(await bookmarksOf(db(), identityOf(request), request.params.userId)),
  );

  app.post(
    '/student/testLabels/deleteBookmark',
    {
      onRequest: app.authenticateExamDesk,
      schema: {
        tags,
        summary:
          "Removes one of the student's bookmarks: validate 1 removed, 0 none there. Another student: 403; parents only view bookmarks: 409.",
        security,
        body: deleteBookmarkRequestSchema,
        response: { 200: deleteBookmarkResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => deleteBookmark(db(), identityOf(request), request.body),
  );
}
