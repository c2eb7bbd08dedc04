import { parseProductTab, PRODUCT_TABS, type ProductTab } from '@portal/shared/products/rules';

/**
 * The products screen's tab, named by its address, so a reload, Back and Forward and the server's
 * drawing of the page show the same tab (a tab kept in localStorage was not the server's to read:
 * the page came drawn on Active and the browser drew it again on Expired):
 *
 *   /product                     Active (prod_ongoing, the default, not written)
 *   /product?tab=prod_completed  Expired
 *
 * The tabs carry the spec's names. Anything else in `tab` is dropped, never an error.
 */
const TAB = 'tab';
const DEFAULT_TAB: ProductTab = PRODUCT_TABS[0];

export interface ReadProductTab {
  tab: ProductTab;
  /** The address's parameters with an unreadable or default tab dropped (others kept as they are). */
  clean: URLSearchParams;
}

export function readProductTab(params: URLSearchParams): ReadProductTab {
  const tab = parseProductTab(params.get(TAB));
  const clean = new URLSearchParams(params);
  if (tab === DEFAULT_TAB) clean.delete(TAB);
  else clean.set(TAB, tab);
  return { tab, clean };
}

/** The address's parameters for a tab the user has moved to. */
export function productTabSearch(tab: ProductTab): URLSearchParams {
  return new URLSearchParams(tab === DEFAULT_TAB ? undefined : { [TAB]: tab });
}

/** The list's address on a tab: the detail's way back to the tab its product is in. */
export function productListPath(tab: ProductTab): string {
  const search = productTabSearch(tab).toString();
  return search ? `/product?${search}` : '/product';
}
