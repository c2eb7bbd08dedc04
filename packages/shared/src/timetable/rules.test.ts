import { describe, expect, it } from 'vitest';
import {
  canGoNextYear,
  canGoPreviousYear,
  clockText,
  cut,
  durationParts,
  entryWindow,
  examStatus,
  firstPhoto,
  holidayMap,
  initialMonth,
  initialYear,
  isIgnoredMessage,
  liveClassState,
  zonedInstant,
} from './rules';

const YEAR = { start: '2026-04-01', end: '2027-03-31' };

describe('initialMonth: the current month inside the academic year, else its start month', () => {
  it.each([
    ['2026-11-23', YEAR, { year: 2026, month: 11 }],
    ['2026-04-01', YEAR, { year: 2026, month: 4 }],
    ['2027-03-31', YEAR, { year: 2027, month: 3 }],
    ['2027-04-01', YEAR, { year: 2026, month: 4 }],
    ['2026-03-31', YEAR, { year: 2026, month: 4 }],
    ['2026-11-23', { start: '2025-04-01', end: '2026-03-31' }, { year: 2025, month: 4 }],
  ])('today %s in %j -> %j', (today, range, expected) =>
    expect(initialMonth(today, range)).toEqual(expected),
  );

  it('the year view opens on that month year', () => {
    expect(initialYear('2027-02-10', YEAR)).toBe(2027);
    expect(initialYear('2028-02-10', YEAR)).toBe(2026);
  });
});

describe('year arrows: blocked before the start year and after the end year', () => {
  it.each([
    [2025, false, true],
    [2026, false, true],
    [2027, true, false],
    [2028, true, false],
  ])('%i: previous %s, next %s', (year, previous, next) => {
    expect(canGoPreviousYear(year, YEAR)).toBe(previous);
    expect(canGoNextYear(year, YEAR)).toBe(next);
  });
  it('a calendar-year academic year allows no move', () => {
    const range = { start: '2026-01-01', end: '2026-12-31' };
    expect(canGoPreviousYear(2026, range)).toBe(false);
    expect(canGoNextYear(2026, range)).toBe(false);
  });
});

describe('zonedInstant: wall-clock time in the institute zone', () => {
  it.each([
    ['2026-11-23', '10:00', 'Asia/Kolkata', '2026-11-23T04:30:00.000Z'],
    ['2026-11-23', '10:00', 'Europe/Paris', '2026-11-23T09:00:00.000Z'],
    ['2026-07-01', '10:00', 'Europe/Berlin', '2026-07-01T08:00:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    ['2026-11-23', '00:05', 'UTC', '2026-11-23T00:05:00.000Z'],
  ])('%s %s %s -> %s', (date, time, zone, iso) =>
    expect(new Date(zonedInstant(date, time, zone)).toISOString()).toBe(iso),
  );
  it('unreadable times give NaN', () => {
    expect(zonedInstant('2026-11-23', 'soon', 'UTC')).toBeNaN();
    expect(zonedInstant('23-11-2026', '10:00', 'UTC')).toBeNaN();
  });
});

const window = entryWindow(
  { date: '2026-11-23', end_date: '2026-11-23', start_time: '10:00', end_time: '11:00' },
  'UTC',
);
const at = (iso: string) => Date.parse(iso);

describe('live class card state around its boundaries', () => {
  it.each([
    ['2026-11-23T09:59:59.999Z', 'notStarted'],
    ['2026-11-23T10:00:00.000Z', 'live'],
    ['2026-11-23T10:59:59.999Z', 'live'],
    ['2026-11-23T11:00:00.000Z', 'ended'],
    ['2026-11-24T00:00:00.000Z', 'ended'],
  ])('%s -> %s', (now, state) => expect(liveClassState(at(now), window)).toBe(state));
});

describe('online exam status around its boundaries', () => {
  it.each([
    ['2026-11-23T09:59:59.999Z', 'upcoming'],
    ['2026-11-23T10:00:00.000Z', 'ongoing'],
    ['2026-11-23T10:59:59.999Z', 'ongoing'],
    ['2026-11-23T11:00:00.000Z', 'expired'],
  ])('%s -> %s', (now, status) => expect(examStatus(at(now), window)).toBe(status));
  it('an exam ending on a later day stays ongoing overnight', () => {
    const long = entryWindow(
      { date: '2026-11-23', end_date: '2026-11-24', start_time: '22:00', end_time: '02:00' },
      'UTC',
    );
    expect(examStatus(at('2026-11-24T01:00:00Z'), long)).toBe('ongoing');
  });
});

describe('durationParts: minutes, over 60 as hours and minutes', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [45, { hours: 0, minutes: 45 }],
    [60, { hours: 0, minutes: 60 }],
    [61, { hours: 1, minutes: 1 }],
    [120, { hours: 2, minutes: 0 }],
    [135, { hours: 2, minutes: 15 }],
    [-5, { hours: 0, minutes: 0 }],
  ])('%i -> %j', (minutes, parts) => expect(durationParts(minutes)).toEqual(parts));
});

describe('clockText: hh:mm A', () => {
  it.each([
    ['00:05', '12:05 AM'],
    ['09:30', '09:30 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
    ['later', 'later'],
  ])('%s -> %s', (time, text) => expect(clockText(time)).toBe(text));
});

describe('cut-offs', () => {
  it.each([
    ['', 45, ''],
    [null, 45, ''],
    ['a'.repeat(45), 45, 'a'.repeat(45)],
    ['a'.repeat(46), 45, `${'a'.repeat(45)}...`],
    ['10:00 AM - 11:00 AM', 15, '10:00 AM - 11:0...'],
    ['🙂'.repeat(46), 45, `${'🙂'.repeat(45)}...`],
  ])('%j cut at %i -> %j', (text, max, expected) => expect(cut(text, max)).toBe(expected));
});

describe('firstPhoto: first valid address of a comma-separated list, else the default', () => {
  it.each([
    [null, null],
    ['', null],
    ['null, ', null],
    ['javascript:alert(1)', null],
    ['not a url,/files/a.svg', '/files/a.svg'],
    [' https://x.test/a.png , /files/b.svg', 'https://x.test/a.png'],
  ])('%j -> %j', (list, photo) => expect(firstPhoto(list)).toBe(photo));
});

describe('ignored message', () => {
  it.each([
    ['Please assign course!', true],
    [' Please assign course! ', true],
    ['Please assign course', false],
    [undefined, false],
  ])('%j -> %s', (message, ignored) => expect(isIgnoredMessage(message)).toBe(ignored));
});

describe('holidayMap: each covered day', () => {
  it('spreads ranges across months and keeps several names', () => {
    expect(
      holidayMap([
        { holiday_start_date: '2026-10-31', holiday_end_date: '2026-11-02', holiday_name: 'Diwali' },
        { holiday_start_date: '2026-11-01', holiday_end_date: '2026-11-01', holiday_name: 'Founders' },
        { holiday_start_date: '2026-12-25', holiday_end_date: '2026-12-20', holiday_name: 'Backwards' },
      ]),
    ).toEqual({
      '2026-10-31': ['Diwali'],
      '2026-11-01': ['Diwali', 'Founders'],
      '2026-11-02': ['Diwali'],
      '2026-12-25': ['Backwards'],
    });
  });
});
