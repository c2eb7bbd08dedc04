import { useTranslation } from 'react-i18next';
import { priceText } from '@portal/shared/products/rules';
import type { Product } from '@portal/shared/products/schema';

/** 'Free' at 0, else the price with its currency code in the portal's language (the institute's by default). */
export function usePriceText(product: Pick<Product, 'price' | 'country_details'>): string {
  const { t, i18n } = useTranslation('products');
  return (
    priceText(product.price, product.country_details.currency_code, i18n.resolvedLanguage ?? i18n.language) ??
    t('free')
  );
}
