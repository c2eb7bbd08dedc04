import {
  itemTypeHeadersSchema,
  itemTypeParamsSchema,
  itemTypeResponseSchema,
  myProductsHeadersSchema,
  myProductsResponseSchema,
} from '@portal/shared/products/schema';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { identityOf, type Identity } from '../../plugins/auth';
import { itemTypeDescriptions, myProducts } from './service';

const tags = ['products'];
const security = [{ studentToken: [] }];

/**
 * The product service's id headers are claims: the institute must be the caller's and the user,
 * when named, the caller themself. Unlike the product test ids, a parent may not name a child:
 * products belong to the account that bought them, and a parent's own list is empty.
 */
function checkedIdentity(request: FastifyRequest): Identity {
  const identity = identityOf(request);
  const institute = Number(request.headers['x-prod-inst-id']);
  const user = request.headers['x-prod-user-id'];
  if (institute !== identity.instituteId || (user !== undefined && Number(user) !== identity.userId))
    throw new HttpError(403, MESSAGES.notYours);
  return identity;
}

/** My products ({productApi}/prod/student-product/…): the caller's products and what they include. */
export async function productsRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.get(
    '/prod/student-product/my-products',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The caller's products (active and expired: expired 0 is active), newest purchase first, with their e-courses, order id and dates. x-prod-inst-id must be the caller's institute and x-prod-user-id the caller (403 otherwise); a parent owns none.",
        security,
        headers: myProductsHeadersSchema,
        response: { 200: myProductsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await myProducts(db(), checkedIdentity(request), app.clock())),
  );

  app.get(
    '/prod/student-product/item-type-description/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "What a product the caller owns includes (item type and description), in order. Another institute's product, one the caller does not own, or a header naming someone else: 403.",
        security,
        params: itemTypeParamsSchema,
        headers: itemTypeHeadersSchema,
        response: { 200: itemTypeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await itemTypeDescriptions(db(), checkedIdentity(request), request.params.id)),
  );
}
