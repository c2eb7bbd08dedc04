import { useState } from 'react';
import { parseProductTab, type ProductTab } from '@portal/shared/products/rules';
import { PRODUCT_TAB_KEY } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * The chosen tab, remembered across reloads under the key logout resets to Active
 * (lib/logout.ts writes PRODUCT_TAB_DEFAULT there), so no extra clean-up is needed here.
 */
export function useProductTab(): [ProductTab, (tab: ProductTab) => void] {
  const [tab, setTab] = useState<ProductTab>(() => parseProductTab(readStorage(PRODUCT_TAB_KEY)));
  const choose = (next: ProductTab) => {
    setTab(next);
    writeStorage(PRODUCT_TAB_KEY, next);
  };
  return [tab, choose];
}
