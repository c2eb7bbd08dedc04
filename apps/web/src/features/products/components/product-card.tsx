import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { expiryLabelKey, isExpired } from '@portal/shared/products/rules';
import type { Product } from '@portal/shared/products/schema';
import { formatDate } from '@/lib/dates';
import { usePriceText } from '../hooks/use-price-text';
import { ProductImage } from './product-image';

interface Props {
  product: Product;
  /** This card was chosen and its detail opens in a moment. */
  opening: boolean;
  onOpen: (product: Product) => void;
}

/** A product of the list: image, title, price and expiry; the whole card opens its detail. */
export function ProductCard({ product, opening, onOpen }: Props) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const price = usePriceText(product);
  const expired = isExpired(product);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens at once, as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(product);
  };
  return (
    <li className="card product-card" data-opening={opening || undefined}>
      <Link
        to={`/product/${product.id}`}
        className="product-card__link"
        aria-labelledby={titleId}
        aria-busy={opening || undefined}
        onClick={onClick}
      >
        <ProductImage product={product} className="product-card__image" />
        <span className="product-card__body">
          <span id={titleId} className="product-card__title">
            {product.title}
          </span>
          <span className="product-card__price">{price}</span>
          <span className="product-card__meta">
            <span className={expired ? 'product-status product-status--expired' : 'product-status'}>
              {t(expired ? 'status.expired' : 'status.active')}
            </span>
            {product.expire_on && (
              <span>
                {t(`detail.${expiryLabelKey(product)}`)} {formatDate(product.expire_on)}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
