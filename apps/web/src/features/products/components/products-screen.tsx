import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CARD_NAVIGATION_DELAY_MS, PRODUCT_TABS, splitProducts } from '@portal/shared/products/rules';
import type { Product } from '@portal/shared/products/schema';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useMyProducts } from '../api/get-my-products';
import { useProductTab } from '../hooks/use-product-tab';
import { ProductCard } from './product-card';
import './products.css';

const ID_PREFIX = 'products';

/**
 * /product (spec section 2.4): Active and Expired tabs with counts, the chosen one in the address (?tab=);
 * a card opens its detail after the spec's short delay. 'Buy more' is not shown: the login
 * answer carries no store address to open.
 */
export function ProductsScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const products = useMyProducts(session);
  const [tab, setTab] = useProductTab();
  const [opening, setOpening] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const byTab = splitProducts(products.data ?? []);
  const list = byTab[tab];
  const open = (product: Product) => {
    window.clearTimeout(timer.current);
    setOpening(product.id);
    timer.current = window.setTimeout(() => navigate(`/product/${product.id}`), CARD_NAVIGATION_DELAY_MS);
  };

  let panel;
  if (products.isPending) {
    panel = (
      <div className="products-loading" role="status">
        <Spinner size={28} />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (products.isError) {
    panel = (
      <div className="card empty-state">
        <p className="empty-state__title">{t('loadFailed')}</p>
      </div>
    );
  } else if (list.length === 0) {
    panel = (
      <div className="card empty-state">
        <div className="empty-state__art" aria-hidden="true" />
        <p className="empty-state__title">{t(`empty.${tab}`)}</p>
        <p className="empty-state__text">{t('empty.text')}</p>
      </div>
    );
  } else {
    panel = (
      <ul className="products-grid">
        {list.map((product) => (
          <ProductCard key={product.id} product={product} opening={opening === product.id} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <ScreenFrame title={t('title')}>
      <div className="products">
        <Tabs
          tabs={PRODUCT_TABS}
          value={tab}
          onChange={setTab}
          label={t('tabs.label')}
          labelOf={(item) =>
            products.data
              ? t('tabs.withCount', { name: t(`tabs.${item}`), count: byTab[item].length })
              : t(`tabs.${item}`)
          }
          idPrefix={ID_PREFIX}
        />
        <div
          role="tabpanel"
          id={panelIdOf(ID_PREFIX)}
          aria-labelledby={tabIdOf(ID_PREFIX, tab)}
          className="products-panel"
        >
          {panel}
        </div>
      </div>
    </ScreenFrame>
  );
}
