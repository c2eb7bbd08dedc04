import type { QueryClient } from '@tanstack/react-query';
import { findProduct } from '@portal/shared/products/rules';
import type { Session } from '@/lib/session';
import { itemTypesQuery } from './get-item-types';
import { myProductsQuery } from './get-my-products';

/** /product's one call, the caller's products, as useMyProducts asks it. */
export const prefetchProducts = (client: QueryClient, session: Session): Promise<unknown> =>
  client.ensureQueryData(myProductsQuery(session));

/**
 * /product/{id}: the caller's products, then what the one named includes (IncludedItems), asked
 * only once the product is known to be the caller's, as ProductDetailScreen does.
 */
export async function prefetchProduct(
  client: QueryClient,
  session: Session,
  id: string | undefined,
): Promise<void> {
  const products = await client.ensureQueryData(myProductsQuery(session));
  const product = findProduct(products, id);
  if (product) await client.ensureQueryData(itemTypesQuery(session, product.id));
}
