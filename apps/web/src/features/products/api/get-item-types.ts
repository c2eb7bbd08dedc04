import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemTypeDescription } from '@portal/shared/products/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { productUrl } from '@/lib/service-urls';
import { productHeaders } from './get-my-products';
import { loadProductsSchemas } from './load-schemas';

/** GET {productApi}/prod/student-product/item-type-description/{id} (student token, x-prod-inst-id). */
export async function getItemTypes(
  session: Session,
  productId: number,
  signal?: AbortSignal,
): Promise<ItemTypeDescription[]> {
  const { itemTypeResponseSchema } = await loadProductsSchemas();
  const answer = await api.get(
    `${productUrl(session)}/prod/student-product/item-type-description/${productId}`,
    { auth: true, headers: productHeaders(session), signal, schema: itemTypeResponseSchema },
  );
  return answer.result;
}

export const itemTypesQuery = (session: Session, productId: number) =>
  queryOptions({
    queryKey: ['products', 'item-types', session.institute_id, session.user_id, productId],
    queryFn: ({ signal }) => getItemTypes(session, productId, signal),
  });

/** What an owned product includes (not fetched until the product is known to be the caller's). */
export const useItemTypes = (session: Session, productId: number | null) =>
  useQuery({
    ...itemTypesQuery(session, productId ?? 0),
    enabled: productId !== null,
    meta: { errorToast: true },
  });
