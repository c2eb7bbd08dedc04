import { useTranslation } from 'react-i18next';
import { priceLocale, priceText } from '@portal/shared/products/rules';
import type { Product } from '@portal/shared/products/schema';
import { useSignedInSession } from '@/lib/signed-in-session';

/** 'Free' at 0, else the price with its currency code in the portal's language and the institute's country. */
export function usePriceText(product: Pick<Product, 'price' | 'country_details'>): string {
  const { t, i18n } = useTranslation('products');
  const session = useSignedInSession();
  const locale = priceLocale(i18n.resolvedLanguage ?? i18n.language, session.country_calling_code);
  return priceText(product.price, product.country_details.currency_code, locale) ?? t('free');
}
