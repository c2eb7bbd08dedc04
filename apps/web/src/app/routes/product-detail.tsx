import { useParams } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { ProductDetailScreen } from '@/features/products/components/product-detail-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchProduct } from '@/features/products/api/prefetch-products';

/** Its calls go out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session, _url, params) =>
  prefetchProduct(client, session, params.id);

/** /product/{id}: one of the caller's products. */
export default function ProductDetailRoute() {
  const session = useSignedInSession();
  const { id } = useParams();
  const textsReady = useTexts('products');
  if (!textsReady) return <PageLoader label="" />;
  return <ProductDetailScreen key={session.user_id} id={id} />;
}
