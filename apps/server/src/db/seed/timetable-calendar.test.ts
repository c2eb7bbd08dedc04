import { describe, expect, it } from 'vitest';
import { Days } from './timetable-calendar';
import { GREENFIELD } from './institutes';

/*
 * The seed's calendar at the day's boundaries, with explicit moments: what a real school shows then
 * is what the demo shows (no make-up Sunday, nothing pulled back into today near midnight).
 */

const HOLIDAY = '2026-12-03';
/** Greenfield's calendar as seeded at `now` (Sunday its weekly off, one holiday; its year starts in April). */
const daysAt = (now: string) =>
  new Days(GREENFIELD, 'Asia/Kolkata', new Date(now), new Set([HOLIDAY]), new Set([7]));

describe("the seed's days at day boundaries (India time)", () => {
  it('23:50 on a Wednesday is still that Wednesday; 00:02 is Thursday', () => {
    expect(daysAt('2026-11-25T23:50:00+05:30').today).toBe('2026-11-25');
    expect(daysAt('2026-11-26T00:02:00+05:30').today).toBe('2026-11-26');
    // In UTC both are the same day: the institute's zone decides.
    expect(daysAt('2026-11-25T18:32:00Z').today).toBe('2026-11-26');
  });

  it('on a Sunday (its weekly off) today is not a school day, and its week still starts on Monday', () => {
    const sunday = daysAt('2026-11-29T23:50:00+05:30');
    expect(sunday.today).toBe('2026-11-29');
    expect(sunday.open(sunday.today)).toBe(false);
    expect(sunday.monday).toBe('2026-11-23');
    expect(sunday.openDays('2026-11-23', '2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('a holiday is closed on its own day as on any other', () => {
    const holiday = daysAt('2026-12-03T10:00:00+05:30');
    expect(holiday.open(HOLIDAY)).toBe(false);
    expect(holiday.openDays('2026-12-01', '2026-12-05')).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('something placed later than midnight falls on the next day, as it would in a real school', () => {
    const late = daysAt('2026-11-25T23:50:00+05:30');
    expect(late.around(150, 45)).toEqual({
      date: '2026-11-26',
      endDate: '2026-11-26',
      startTime: '02:20',
      endTime: '03:05',
    });
    const early = daysAt('2026-11-26T00:02:00+05:30');
    expect(early.around(-20, 120)).toEqual({
      date: '2026-11-25',
      endDate: '2026-11-26',
      startTime: '23:40',
      endTime: '01:40',
    });
  });

  it('on the 3rd and on the last day of the academic year, the year is the one that day belongs to', () => {
    const third = daysAt('2026-12-03T00:02:00+05:30');
    expect([third.yearStart, third.yearEnd]).toEqual(['2026-04-01', '2027-03-31']);
    const last = daysAt('2027-03-31T23:50:00+05:30');
    expect(last.today).toBe('2027-03-31');
    expect([last.yearStart, last.yearEnd]).toEqual(['2026-04-01', '2027-03-31']);
    const first = daysAt('2027-04-01T00:02:00+05:30');
    expect([first.yearStart, first.yearEnd]).toEqual(['2027-04-01', '2028-03-31']);
  });
});
