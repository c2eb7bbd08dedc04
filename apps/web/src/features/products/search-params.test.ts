import { describe, expect, it } from 'vitest';
import { productListPath, productTabSearch, readProductTab } from './search-params';

const read = (search: string) => {
  const { tab, clean } = readProductTab(new URLSearchParams(search));
  return [tab, clean.toString()];
};

describe('readProductTab', () => {
  it.each([
    ['nothing: Active', '', 'prod_ongoing', ''],
    ['Expired', 'tab=prod_completed', 'prod_completed', 'tab=prod_completed'],
    ['Active named: the default is not written', 'tab=prod_ongoing', 'prod_ongoing', ''],
    ['an unknown tab falls back to Active and is dropped', 'tab=prod_expired', 'prod_ongoing', ''],
    ['an empty tab is dropped', 'tab=', 'prod_ongoing', ''],
    [
      'two tabs: the first is read, one is kept',
      'tab=prod_completed&tab=x',
      'prod_completed',
      'tab=prod_completed',
    ],
    ['another parameter is left as it is', 'tab=nope&utm=1', 'prod_ongoing', 'utm=1'],
  ])('%s', (_, search, tab, clean) => {
    expect(read(search)).toEqual([tab, clean]);
  });
});

describe('the address of a tab', () => {
  it('writes Expired only', () => {
    expect(productTabSearch('prod_completed').toString()).toBe('tab=prod_completed');
    expect(productTabSearch('prod_ongoing').toString()).toBe('');
    expect(productListPath('prod_completed')).toBe('/product?tab=prod_completed');
    expect(productListPath('prod_ongoing')).toBe('/product');
  });
});
