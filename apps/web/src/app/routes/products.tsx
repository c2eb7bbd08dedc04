import { PageLoader } from '@/components/ui/spinner';
import { ProductsScreen } from '@/features/products/components/products-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchProducts } from '@/features/products/api/prefetch-products';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchProducts(client, session);

/** /product: the caller's products (a parent owns none and sees the empty placeholder). */
export default function ProductsRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('products');
  if (!textsReady) return <PageLoader label="" />;
  return <ProductsScreen key={session.user_id} />;
}
