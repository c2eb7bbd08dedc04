import { describe, expect, it } from 'vitest';
import { feesSearch, readFeesPlace, type FeesPlace } from './search-params';

const years = [{ inst_acad_year_id: 21 }, { inst_acad_year_id: 22 }];

describe('readFeesPlace', () => {
  it.each<[string, string, FeesPlace, string]>([
    ['nothing: Due Details, the default year', '', { tab: 'due', yearId: null }, ''],
    ['Payment History', 'tab=payment', { tab: 'history', yearId: null }, 'tab=payment'],
    ['a year', 'year=21', { tab: 'due', yearId: 21 }, 'year=21'],
    ['both', 'tab=payment&year=22', { tab: 'history', yearId: 22 }, 'tab=payment&year=22'],
    ['tab=due is the default, dropped', 'tab=due&year=21', { tab: 'due', yearId: 21 }, 'year=21'],
    ['an unknown tab', 'tab=receipts', { tab: 'due', yearId: null }, ''],
    ["the code's own name is not the address's", 'tab=history', { tab: 'due', yearId: null }, ''],
    [
      'a year the institute does not have',
      'tab=payment&year=23',
      { tab: 'history', yearId: null },
      'tab=payment',
    ],
    ['an unreadable year', 'year=2026-27', { tab: 'due', yearId: null }, ''],
    ['a year 0', 'year=0', { tab: 'due', yearId: null }, ''],
    ['a negative year', 'year=-21', { tab: 'due', yearId: null }, ''],
    ['a leading zero', 'year=021', { tab: 'due', yearId: null }, ''],
    ['an empty year', 'year=', { tab: 'due', yearId: null }, ''],
  ])('%s', (_, search, place, clean) => {
    const answer = readFeesPlace(new URLSearchParams(search), years);
    expect(answer.place).toEqual(place);
    expect(answer.clean.toString()).toBe(clean);
  });

  // A year that is not the institute's is answered with a 403, which logs out: never asked for.
  it('waits for the list before taking a named year, and keeps it in the address meanwhile', () => {
    const waiting = readFeesPlace(new URLSearchParams('tab=payment&year=23'), [], true);
    expect(waiting.place).toEqual({ tab: 'history', yearId: null });
    expect(waiting.waiting).toBe(true);
    expect(waiting.clean.toString()).toBe('tab=payment&year=23');
    expect(readFeesPlace(new URLSearchParams('year=23'), [{ inst_acad_year_id: 23 }]).place.yearId).toBe(23);
    // Nothing named, or nothing readable: nothing to wait for.
    expect(readFeesPlace(new URLSearchParams('tab=payment'), [], true).waiting).toBe(false);
    const unreadable = readFeesPlace(new URLSearchParams('year=x'), [], true);
    expect(unreadable.waiting).toBe(false);
    expect(unreadable.clean.toString()).toBe('');
  });

  it('drops a named year when the list answered empty (it failed): the default year', () => {
    const answer = readFeesPlace(new URLSearchParams('year=21'), []);
    expect(answer).toMatchObject({ place: { tab: 'due', yearId: null }, waiting: false });
    expect(answer.clean.toString()).toBe('');
  });

  it('keeps parameters that are not its own', () => {
    expect(readFeesPlace(new URLSearchParams('from=menu&tab=nope&year=22'), years).clean.toString()).toBe(
      'from=menu&year=22',
    );
  });
});

describe('feesSearch', () => {
  it.each<[FeesPlace, string]>([
    [{ tab: 'due', yearId: null }, ''],
    [{ tab: 'history', yearId: null }, 'tab=payment'],
    [{ tab: 'due', yearId: 21 }, 'year=21'],
    [{ tab: 'history', yearId: 22 }, 'tab=payment&year=22'],
  ])('writes %j, which reads back the same', (place, search) => {
    expect(feesSearch(place).toString()).toBe(search);
    expect(readFeesPlace(new URLSearchParams(search), years).place).toEqual(place);
  });
});
