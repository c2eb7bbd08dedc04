import { describe, expect, it } from 'vitest';
import { readTimetablePlace, timetableSearch, type TimetablePlace } from './search-params';

// Greenfield's kind of year: April to March; today mid-year.
const range = { start: '2026-04-01', end: '2027-03-31' };
const today = '2026-11-25';
const read = (search: string) => readTimetablePlace(new URLSearchParams(search), today, range);

const thisMonth: TimetablePlace = { view: 'month', month: { year: 2026, month: 11 }, day: null };
const thisYear: TimetablePlace = { view: 'year', year: 2026, month: null };

describe('readTimetablePlace', () => {
  it.each<[string, string, TimetablePlace, string]>([
    ['nothing: this month', '', thisMonth, ''],
    [
      'a month',
      'month=2026-12',
      { view: 'month', month: { year: 2026, month: 12 }, day: null },
      'month=2026-12',
    ],
    [
      'a month and its day',
      'month=2027-01&day=2027-01-04',
      { view: 'month', month: { year: 2027, month: 1 }, day: '2027-01-04' },
      'month=2027-01&day=2027-01-04',
    ],
    [
      'a day alone names its month',
      'day=2026-12-31',
      { view: 'month', month: { year: 2026, month: 12 }, day: '2026-12-31' },
      'day=2026-12-31',
    ],
    ['view=month is the default, dropped', 'view=month&month=2026-11', thisMonth, 'month=2026-11'],
    ['the year view', 'view=year', thisYear, 'view=year'],
    [
      'the year view on a year',
      'view=year&year=2027',
      { view: 'year', year: 2027, month: null },
      'view=year&year=2027',
    ],
    [
      'the year view with a clicked month',
      'view=year&year=2026&month=2026-02',
      { view: 'year', year: 2026, month: { year: 2026, month: 2 } },
      'view=year&year=2026&month=2026-02',
    ],
    [
      'a clicked month names the year',
      'view=year&month=2027-03',
      { view: 'year', year: 2027, month: { year: 2027, month: 3 } },
      'view=year&month=2027-03',
    ],
  ])('%s', (_, search, place, clean) => {
    const answer = read(search);
    expect(answer.place).toEqual(place);
    expect(answer.clean.toString()).toBe(clean);
  });

  it.each<[string, string, TimetablePlace, string]>([
    ['an unknown view', 'view=week', thisMonth, ''],
    ['an unreadable month', 'month=december', thisMonth, ''],
    ['month 13', 'month=2026-13', thisMonth, ''],
    ['month 0', 'month=2026-00', thisMonth, ''],
    ['an unpadded month', 'month=2026-1', thisMonth, ''],
    ['a month before the academic year', 'month=2026-03', thisMonth, ''],
    ['a month after the academic year', 'month=2027-04', thisMonth, ''],
    [
      '30 February',
      'month=2027-02&day=2027-02-30',
      { ...thisMonth, month: { year: 2027, month: 2 } },
      'month=2027-02',
    ],
    [
      'a day of another month',
      'month=2026-12&day=2026-11-25',
      { ...thisMonth, month: { year: 2026, month: 12 } },
      'month=2026-12',
    ],
    ['a day outside the academic year', 'day=2027-05-02', thisMonth, ''],
    ['an unreadable day', 'day=tomorrow', thisMonth, ''],
    ['a year in the month view', 'year=2027', thisMonth, ''],
    ['a year before the academic year', 'view=year&year=2025', thisYear, 'view=year'],
    ['a year after it', 'view=year&year=2028', thisYear, 'view=year'],
    ['an unreadable year', 'view=year&year=20x6', thisYear, 'view=year'],
    [
      'a clicked month of another year',
      'view=year&year=2027&month=2026-12',
      { view: 'year', year: 2027, month: null },
      'view=year&year=2027',
    ],
    ['a day in the year view', 'view=year&day=2026-11-25', thisYear, 'view=year'],
  ])('falls back without an error: %s', (_, search, place, clean) => {
    const answer = read(search);
    expect(answer.place).toEqual(place);
    expect(answer.clean.toString()).toBe(clean);
  });

  it('keeps parameters that are not its own, and their place', () => {
    expect(read('ref=home&month=2026-13&x=1').clean.toString()).toBe('ref=home&x=1');
    expect(read('ref=home&month=2026-12').clean.toString()).toBe('ref=home&month=2026-12');
  });

  it('reads a repeated parameter once, the first', () => {
    expect(read('month=2026-12&month=2027-01').clean.toString()).toBe('month=2026-12');
  });

  it("opens on the academic year's first month when the year does not hold today", () => {
    const lastYear = { start: '2025-04-01', end: '2026-03-31' };
    const answer = readTimetablePlace(new URLSearchParams('month=2026-11'), today, lastYear);
    expect(answer.place).toEqual({ view: 'month', month: { year: 2025, month: 4 }, day: null });
    expect(answer.clean.toString()).toBe('');
    expect(readTimetablePlace(new URLSearchParams('view=year'), today, lastYear).place).toEqual({
      view: 'year',
      year: 2025,
      month: null,
    });
  });
});

describe('timetableSearch', () => {
  it.each<[TimetablePlace, string]>([
    [thisMonth, 'month=2026-11'],
    [{ view: 'month', month: { year: 2027, month: 1 }, day: '2027-01-04' }, 'month=2027-01&day=2027-01-04'],
    [thisYear, 'view=year&year=2026'],
    [{ view: 'year', year: 2027, month: { year: 2027, month: 3 } }, 'view=year&year=2027&month=2027-03'],
  ])('writes all of %j, and reads back the same place', (place, search) => {
    expect(timetableSearch(place).toString()).toBe(search);
    expect(read(search).place).toEqual(place);
    expect(read(search).clean.toString()).toBe(search);
  });
});
