import { describe, expect, it } from 'vitest';
import {
  audienceKeys,
  canGoNext,
  canGoPrevious,
  categoryKey,
  cellEvents,
  clockTime,
  cutTitle,
  documentKind,
  eventKind,
  formatEventDate,
  initialMonth,
  isoWeekday,
  monthDays,
  parseEventDate,
  shiftMonth,
  showsToday,
  spreadEvents,
} from './rules';
import { eventCalendarBodySchema } from './schema';

/** Greenfield's academic year (April to March). */
const YEAR = { start: '2026-04-01', end: '2027-03-31' };

describe('initialMonth: the current month inside the academic year, else its start month', () => {
  it.each([
    ['2026-11-23', YEAR, { year: 2026, month: 11 }],
    ['2026-04-01', YEAR, { year: 2026, month: 4 }],
    ['2027-03-31', YEAR, { year: 2027, month: 3 }],
    ['2027-04-01', YEAR, { year: 2026, month: 4 }],
    ['2026-03-31', YEAR, { year: 2026, month: 4 }],
    ['2026-11-23', { start: '2025-04-01', end: '2026-03-31' }, { year: 2025, month: 4 }],
    ['2026-11-23', { start: '2026-09-15', end: '2027-08-31' }, { year: 2026, month: 11 }],
    ['2026-09-01', { start: '2026-09-15', end: '2027-08-31' }, { year: 2026, month: 9 }],
  ])('today %s in %j -> %j', (today, range, expected) =>
    expect(initialMonth(today, range)).toEqual(expected),
  );
});

describe('previous / next only within the academic year', () => {
  it.each([
    [{ year: 2026, month: 11 }, true, true],
    [{ year: 2026, month: 4 }, false, true],
    [{ year: 2026, month: 5 }, true, true],
    [{ year: 2027, month: 3 }, true, false],
    [{ year: 2027, month: 2 }, true, true],
    [{ year: 2026, month: 12 }, true, true],
    [{ year: 2027, month: 1 }, true, true],
  ])('%j: previous %s, next %s', (month, previous, next) => {
    expect(canGoPrevious(month, YEAR)).toBe(previous);
    expect(canGoNext(month, YEAR)).toBe(next);
  });

  it('a year starting mid-month still reaches that month', () => {
    const range = { start: '2026-09-15', end: '2027-09-14' };
    expect(canGoPrevious({ year: 2026, month: 10 }, range)).toBe(true);
    expect(canGoPrevious({ year: 2026, month: 9 }, range)).toBe(false);
    expect(canGoNext({ year: 2027, month: 8 }, range)).toBe(true);
    expect(canGoNext({ year: 2027, month: 9 }, range)).toBe(false);
  });

  it.each([
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2027, month: 1 }, -1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 11 }, -11, { year: 2025, month: 12 }],
    [{ year: 2026, month: 11 }, 0, { year: 2026, month: 11 }],
  ])('shiftMonth(%j, %i) -> %j', (from, delta, to) => expect(shiftMonth(from, delta)).toEqual(to));
});

describe('Today shows only inside the academic year', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-04-01', true],
    ['2027-03-31', true],
    ['2027-04-01', false],
    ['2026-03-31', false],
  ])('%s -> %s', (today, shown) => expect(showsToday(today, YEAR)).toBe(shown));
});

describe('dates', () => {
  it.each([
    ['2026-11-23', 'Monday,2026-11-23', 1],
    ['2026-11-29', 'Sunday,2026-11-29', 7],
    ['2027-02-27', 'Saturday,2027-02-27', 6],
    ['2028-02-29', 'Tuesday,2028-02-29', 2],
  ])('%s is %s (ISO day %i)', (date, text, weekday) => {
    expect(formatEventDate(date)).toBe(text);
    expect(isoWeekday(date)).toBe(weekday);
    expect(parseEventDate(text)).toBe(date);
  });

  it.each([
    ['Monday,2026-11-23', '2026-11-23'],
    ['lundi, 2026-11-23', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['Monday,2026-02-30', null],
    ['Monday,23-11-2026', null],
    ['', null],
    [null, null],
  ])('parseEventDate(%j) -> %j', (text, date) => expect(parseEventDate(text)).toBe(date));

  it('monthDays lists every day (leap February too)', () => {
    expect(monthDays({ year: 2026, month: 11 })).toHaveLength(30);
    expect(monthDays({ year: 2028, month: 2 }).at(-1)).toBe('2028-02-29');
    expect(monthDays({ year: 2027, month: 2 }).at(-1)).toBe('2027-02-28');
  });
});

const event = (id: number, start: string, end = start) => ({
  event_id: id,
  event_start_Date: formatEventDate(start),
  event_end_date: formatEventDate(end),
});
const ids = (map: Map<string, Array<{ event_id: number }>>, day: string) =>
  (map.get(day) ?? []).map((e) => e.event_id);

describe('multi-day events are copied onto each later day of their range', () => {
  it('a 3-day sports meet across a week boundary shows on Saturday, Sunday and Monday', () => {
    const map = spreadEvents({ '2026-11-14': [event(1, '2026-11-14', '2026-11-16')] });
    expect([...map.keys()]).toEqual(['2026-11-14', '2026-11-15', '2026-11-16']);
  });

  it('an event from the 30th of last month to the 2nd shows on the 1st and the 2nd', () => {
    const map = spreadEvents({ '2026-10-30': [event(7, '2026-10-30', '2026-11-02')] });
    expect(ids(map, '2026-11-01')).toEqual([7]);
    expect(ids(map, '2026-11-02')).toEqual([7]);
    expect(ids(map, '2026-11-03')).toEqual([]);
  });

  it('a one-day event stays on its day; a day keeps earlier-started events first, then the answer order', () => {
    const map = spreadEvents({
      '2026-11-10': [event(3, '2026-11-10'), event(4, '2026-11-10')],
      '2026-11-08': [event(2, '2026-11-08', '2026-11-12')],
      '2026-11-11': [event(5, '2026-11-11')],
    });
    expect(ids(map, '2026-11-10')).toEqual([2, 3, 4]);
    expect(ids(map, '2026-11-11')).toEqual([2, 5]);
    expect(ids(map, '2026-11-13')).toEqual([]);
  });

  it('an end before the start, or unreadable dates, keep the event on its own day only', () => {
    const map = spreadEvents({
      '2026-11-10': [
        event(1, '2026-11-10', '2026-11-01'),
        { ...event(2, '2026-11-10'), event_end_date: 'x' },
      ],
    });
    expect([...map.keys()]).toEqual(['2026-11-10']);
    expect(ids(map, '2026-11-10')).toEqual([1, 2]);
  });
});

describe('a day cell shows the first 2 events, then "+N more"', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b'], 1],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b'], 3],
  ])('%j -> %j +%i', (all, shown, more) => expect(cellEvents(all)).toEqual({ shown, more }));
});

describe('titles are cut at 30 characters plus an ellipsis', () => {
  it.each([
    ['Republic Day', 'Republic Day', false],
    ['123456789012345678901234567890', '123456789012345678901234567890', false],
    ['1234567890123456789012345678901', '123456789012345678901234567890...', true],
    ['Annual Inter-School Science and Mathematics Exhibition', 'Annual Inter-School Science an...', true],
    ['🎉'.repeat(31), `${'🎉'.repeat(30)}...`, true],
  ])('%s -> %s', (title, text, cut) => expect(cutTitle(title)).toEqual({ text, cut }));
});

describe('audience names', () => {
  it.each([
    [[], []],
    [[1], ['student']],
    [[3], ['teacher']],
    [
      [1, 3],
      ['student', 'teacher'],
    ],
    [[2], ['customUser']],
    [
      [1, 2, 5, 99],
      ['student', 'customUser'],
    ],
  ])('%j -> %j', (types, keys) => expect(audienceKeys(types)).toEqual(keys));
});

describe('type and category', () => {
  it.each([
    [1, 1, 'holiday', null],
    [1, null, 'holiday', null],
    [2, 1, 'event', 'academic'],
    [2, 2, 'event', 'sports'],
    [2, 3, 'event', 'cultural'],
    [2, 4, 'event', 'miscellaneous'],
    [2, null, 'event', null],
    [3, null, 'weeklyOff', null],
  ])('type %i, holiday_type %j -> %s, %j', (type, holidayType, kind, category) => {
    expect(eventKind(type)).toBe(kind);
    expect(categoryKey({ event_type: type, holiday_type: holidayType })).toBe(category);
  });
});

describe('times and documents', () => {
  it.each([
    ['10:00', '10:00 AM'],
    ['00:05', '12:05 AM'],
    ['12:30', '12:30 PM'],
    ['23:59:00', '11:59 PM'],
    ['24:00', null],
    [null, null],
  ])('clockTime(%j) -> %j', (time, text) => expect(clockTime(time)).toBe(text));

  it.each([
    ['/files/institutes/greenfield/events/cultural-day.pdf', 'document'],
    ['/files/institutes/greenfield/events/art.SVG', 'image'],
    ['https://x.example/a.jpg?v=2', 'image'],
    ['HTTPS://x.example/programme', 'document'],
    ['javascript:alert(1)//.pdf', null],
    ['data:image/svg+xml;base64,AAAA.svg', null],
    ['//evil.example/a.pdf', null],
    ['', null],
    [null, null],
  ])('documentKind(%j) -> %j', (url, kind) => expect(documentKind(url)).toBe(kind));
});

describe('request body', () => {
  const body = {
    institution_id: 1,
    month: 11,
    year: 2026,
    student_id: 1001,
    is_all_event_for_student: false,
  };
  it('fills the fixed fields', () =>
    expect(eventCalendarBodySchema.parse(body)).toEqual({
      ...body,
      event_type: 0,
      search_date: null,
      is_yearly_view: false,
    }));
  it.each([{ month: 0 }, { month: 13 }, { year: 1999 }, { year: 2101 }, { month: 1.5 }, { student_id: 0 }])(
    '%j is refused',
    (patch) => expect(eventCalendarBodySchema.safeParse({ ...body, ...patch }).success).toBe(false),
  );
});
