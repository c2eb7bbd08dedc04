import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usageHintKey } from '@portal/shared/products/rules';
import { Spinner } from '@/components/ui/spinner';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useItemTypes } from '../api/get-item-types';

/** spec section 2.5: the item types a product includes, with the institute's description and our usage hint. */
export function IncludedItems({ productId }: { productId: number }) {
  const session = useSignedInSession();
  const { t } = useTranslation('products');
  const headingId = useId();
  const items = useItemTypes(session, productId);

  let body;
  if (items.isPending) {
    body = (
      <div className="products-loading" role="status">
        <Spinner />
        <span>{t('items.loading')}</span>
      </div>
    );
  } else if (items.isError) {
    body = <p className="product-items__none">{t('items.loadFailed')}</p>;
  } else if (items.data.length === 0) {
    body = <p className="product-items__none">{t('items.none')}</p>;
  } else {
    body = (
      <ul className="product-items">
        {items.data.map((item) => {
          const hint = usageHintKey(item.item_type);
          return (
            <li key={item.item_type} className="product-item">
              <h3 className="product-item__type">{hint ? t(`items.kind.${hint}`) : item.item_type}</h3>
              <p className="product-item__description">{item.description}</p>
              {hint && <p className="product-item__hint">{t(`items.hint.${hint}`)}</p>}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="card product-included" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-section__title">
        {t('items.title')}
      </h2>
      {body}
    </section>
  );
}
