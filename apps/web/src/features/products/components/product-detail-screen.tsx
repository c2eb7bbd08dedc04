import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  expiryLabelKey,
  findProduct,
  isExpired,
  plainText,
  sampleVideos,
} from '@portal/shared/products/rules';
import type { Product } from '@portal/shared/products/schema';
import { ChevronIcon } from '@/components/ui/app-icons';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useMyProducts } from '../api/get-my-products';
import { usePriceText } from '../hooks/use-price-text';
import { IncludedItems } from './included-items';
import { ProductImage } from './product-image';
import { SampleVideos } from './sample-videos';
import { productListPath } from '../search-params';
import './products.css';

/** Back to the list, on the tab the product is in (Active for one not found). */
function BackLink({ product }: { product?: Product }) {
  const { t } = useTranslation('products');
  return (
    <Link
      to={productListPath(product && isExpired(product) ? 'prod_completed' : 'prod_ongoing')}
      className="button button--ghost product-back"
    >
      <ChevronIcon direction="left" size={18} />
      {t('detail.back')}
    </Link>
  );
}

/** The product card of the detail: image, price, title (the page's heading), facts and the plain-text about. */
function ProductFacts({ product, school }: { product: Product; school: boolean }) {
  const { t } = useTranslation('products');
  const aboutId = useId();
  const price = usePriceText(product);
  const expired = isExpired(product);
  const about = plainText(product.about);
  const courses = product.product_ecourse_maps.map((m) => m.course_type).join(', ');
  return (
    <article className="card product-detail" aria-describedby={about ? aboutId : undefined}>
      <ProductImage product={product} className="product-detail__image" />
      <div className="product-detail__body">
        <p className="product-detail__price">{price}</p>
        <span className={expired ? 'product-status product-status--expired' : 'product-status'}>
          {t(expired ? 'status.expired' : 'status.active')}
        </span>
        <dl className="product-facts">
          {product.category ? (
            <div>
              <dt>{t('detail.category')}</dt>
              <dd>{product.category}</dd>
            </div>
          ) : (
            courses && (
              <div>
                <dt>{t('detail.course', { context: school ? 'school' : undefined })}</dt>
                <dd>{courses}</dd>
              </div>
            )
          )}
          {product.public_order_id && (
            <div>
              <dt>{t('detail.orderId')}</dt>
              <dd>{product.public_order_id}</dd>
            </div>
          )}
          {product.is_enrolled && product.enrolled_date && (
            <div>
              <dt>{t('detail.purchasedOn')}</dt>
              <dd>{formatDate(product.enrolled_date)}</dd>
            </div>
          )}
          {product.is_enrolled && product.expire_on && (
            <div>
              <dt>{t(`detail.${expiryLabelKey(product)}`)}</dt>
              <dd>{formatDate(product.expire_on)}</dd>
            </div>
          )}
        </dl>
        {about && (
          <div className="product-about">
            <h2 className="product-section__title">{t('detail.about')}</h2>
            <p id={aboutId} className="product-about__text">
              {about}
            </p>
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * /product/{id} (spec section 2.5). The product comes from the list's cached answer (the card's
 * click) or, after a reload, from the list fetched again; one the caller does not own shows a
 * not-found message.
 */
export function ProductDetailScreen({ id }: { id: string | undefined }) {
  const session = useSignedInSession();
  const { t } = useTranslation('products');
  const products = useMyProducts(session);
  const product = findProduct(products.data ?? [], id);

  if (products.isPending) {
    return (
      <ScreenFrame title={t('title')}>
        <div className="products-loading" role="status">
          <Spinner size={28} />
          <span>{t('loading')}</span>
        </div>
      </ScreenFrame>
    );
  }
  if (!product) {
    return (
      <ScreenFrame title={t('title')}>
        <div className="products">
          <BackLink />
          <div className="card empty-state" role={products.isError ? undefined : 'status'}>
            <p className="empty-state__title">
              {products.isError ? t('loadFailed') : t('detail.notFound.title')}
            </p>
            {!products.isError && <p className="empty-state__text">{t('detail.notFound.text')}</p>}
          </div>
        </div>
      </ScreenFrame>
    );
  }
  const videos = sampleVideos(product.youtube_url, product.video_url);
  return (
    <ScreenFrame title={product.title}>
      <div className="products">
        <BackLink product={product} />
        <ProductFacts product={product} school={session.is_institute_type_school} />
        {videos.length > 0 && <SampleVideos videos={videos} productTitle={product.title} />}
        <IncludedItems productId={product.id} />
      </div>
    </ScreenFrame>
  );
}
