import { describe, expect, it } from 'vitest';
import { Days } from './timetable-calendar';
import { GREENFIELD } from './institutes';
import { schoolDays } from './timetable-greenfield';

/* Greenfield's school days: today always has classes, a make-up working day when seeded on its weekly off. */

const HOLIDAY = '2026-12-03';
/** Greenfield's calendar as seeded at `now` (Sunday its weekly off, one holiday). */
const daysAt = (now: string) =>
  new Days(GREENFIELD, 'Asia/Kolkata', new Date(now), new Set([HOLIDAY]), new Set([7]));

describe('schoolDays', () => {
  it('seeded on a Sunday in India (Saturday evening in UTC), that Sunday is a school day; other Sundays are not', () => {
    const days = daysAt('2026-11-28T19:00:00Z');
    expect(days.today).toBe('2026-11-29');
    const school = schoolDays(days, '2026-11-22', '2026-12-06');
    expect(school).toContain('2026-11-29');
    expect(school).not.toContain('2026-11-22');
    expect(school).not.toContain('2026-12-06');
    expect(school).toEqual([...school].sort());
    expect(school).toHaveLength(days.openDays('2026-11-22', '2026-12-06').length + 1);
  });

  it('on a weekday, the open days as they are', () => {
    const days = daysAt('2026-11-28T12:00:00Z');
    expect(days.today).toBe('2026-11-28');
    expect(schoolDays(days, '2026-11-22', '2026-12-06')).toEqual(days.openDays('2026-11-22', '2026-12-06'));
  });

  it('a holiday stays a holiday, today or not; a Sunday outside the range is not added', () => {
    const holiday = daysAt('2026-12-03T06:00:00Z');
    expect(schoolDays(holiday, '2026-11-29', '2026-12-06')).not.toContain(HOLIDAY);
    const sunday = daysAt('2026-11-29T06:00:00Z');
    expect(schoolDays(sunday, '2026-12-01', '2026-12-06')).toEqual(
      sunday.openDays('2026-12-01', '2026-12-06'),
    );
  });
});
