import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductTab } from '@portal/shared/products/rules';
import { useCleanAddress } from '@/lib/use-clean-address';
import { productTabSearch, readProductTab } from '../search-params';

/**
 * The chosen tab, the address's (search-params.ts): a reload, Back and Forward keep it, and the
 * server draws the page on it. Moving to another tab is a step Back returns from; an unreadable
 * tab is dropped from the address without one.
 */
export function useProductTab(): [ProductTab, (tab: ProductTab) => void] {
  const [params, setParams] = useSearchParams();
  const { tab, clean } = useMemo(() => readProductTab(params), [params]);
  useCleanAddress(params, setParams, clean);
  const choose = (next: ProductTab) => {
    if (next !== tab) setParams(productTabSearch(next), { preventScrollReset: true });
  };
  return [tab, choose];
}
