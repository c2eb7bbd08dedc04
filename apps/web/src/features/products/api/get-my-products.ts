import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@portal/shared/products/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { productUrl } from '@/lib/service-urls';
import { loadProductsSchemas } from './load-schemas';

/** The spec's headers: the caller's institute and the caller's own user id. */
export const productHeaders = (session: Session) => ({
  'x-prod-inst-id': String(session.institute_id),
  'x-prod-user-id': String(session.user_id),
});

/** GET {productApi}/prod/student-product/my-products (student token, x-prod-inst-id, x-prod-user-id). */
export async function getMyProducts(session: Session, signal?: AbortSignal): Promise<Product[]> {
  const { myProductsResponseSchema } = await loadProductsSchemas();
  const answer = await api.get(`${productUrl(session)}/prod/student-product/my-products`, {
    auth: true,
    headers: productHeaders(session),
    signal,
    schema: myProductsResponseSchema,
  });
  return answer.result;
}

/**
 * The list and the detail share this entry: a card's click finds its product here at once, and a
 * reload of /product/{id} fetches the list again and looks the product up in it.
 */
export const myProductsQuery = (session: Session) =>
  queryOptions({
    queryKey: ['products', 'mine', session.institute_id, session.user_id],
    queryFn: ({ signal }) => getMyProducts(session, signal),
  });

export const useMyProducts = (session: Session) =>
  useQuery({ ...myProductsQuery(session), meta: { errorToast: true } });
