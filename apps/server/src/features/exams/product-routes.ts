import {
  productTestIdsHeadersSchema,
  productTestIdsParamsSchema,
  productTestIdsResponseSchema,
} from '@portal/shared/exams/schema';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { identityOf } from '../../plugins/auth';
import { ownedProductTestIds } from './products';
import { readableUserIds } from './whose';

/** Product test calls under the product base address (/prod/user-product/v2/assigned-product-test-ids/…). */
export async function productTestRoutes(app: App): Promise<void> {
  app.get(
    '/prod/user-product/v2/assigned-product-test-ids/:kind',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['exams'],
        summary:
          "Ids of the tests of the products the caller owns: Mock_Test (type 1) or Online_Test (type 4). x-prod-inst-id must be the caller's institute and x-prod-user-id the caller or, for a parent, a linked child (403 otherwise).",
        security: [{ studentToken: [] }],
        params: productTestIdsParamsSchema,
        headers: productTestIdsHeadersSchema,
        response: { 200: productTestIdsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const institute = Number(request.headers['x-prod-inst-id']);
      const user = Number(request.headers['x-prod-user-id']);
      const db = app.database.db;
      if (institute !== identity.instituteId || !(await readableUserIds(db, identity)).includes(user))
        throw new HttpError(403, MESSAGES.notYours);
      return ok(await ownedProductTestIds(db, user, request.params.kind));
    },
  );
}
