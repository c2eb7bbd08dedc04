import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatNumber, hms, sortByEnd } from './utils';

// The English units of reports.json, without i18next.
const t = ((key: string, options: { count: number }) =>
  `${options.count} ${{ 'time.hours': 'h', 'time.minutes': 'm', 'time.seconds': 's' }[key]}`) as unknown as TFunction;

describe('hms (total time taken, h m s)', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 m 0 s'],
    [125, '2 m 5 s'],
    [3600, '1 h 0 m 0 s'],
    [3725, '1 h 2 m 5 s'],
    // Averages come with decimals: rounded to the second.
    [2594.6, '43 m 15 s'],
    [-3, '0 s'],
  ])('%d seconds: %s', (seconds, text) => {
    expect(hms(t, seconds)).toBe(text);
  });
});

describe('sortByEnd (sort by date)', () => {
  const tests = [
    { name: 'b', end_timestamp: 200 },
    { name: 'a', end_timestamp: 100 },
    { name: 'c', end_timestamp: 300 },
  ];
  it('newest first: the latest end first', () => {
    expect(sortByEnd(tests, 'newest').map((x) => x.name)).toEqual(['c', 'b', 'a']);
  });
  it('oldest first, without changing the list it was given', () => {
    expect(sortByEnd(tests, 'oldest').map((x) => x.name)).toEqual(['a', 'b', 'c']);
    expect(tests.map((x) => x.name)).toEqual(['b', 'a', 'c']);
  });
});

describe('formatNumber', () => {
  it('keeps at most two decimals, in the reader’s language', () => {
    expect(formatNumber('en', 66.666)).toBe('66.67');
    expect(formatNumber('en', -0.5)).toBe('-0.5');
    expect(formatNumber('fr', 78.95)).toBe('78,95');
    expect(formatNumber('de', 7.5)).toBe('7,5');
  });
});
