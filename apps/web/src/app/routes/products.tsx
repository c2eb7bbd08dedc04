import { PageLoader } from '../../components/ui/spinner';
import { ProductsScreen } from '../../features/products/components/products-screen';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';

/** /product: the caller's products (a parent owns none and sees the empty placeholder). */
export default function ProductsRoute() {
  const session = useSession();
  const textsReady = useTexts('products');
  if (!session) return null;
  if (!textsReady) return <PageLoader label="" />;
  return <ProductsScreen key={session.user_id} session={session} />;
}
