import { afterAll, describe, expect, it } from 'vitest';
import { shiftClock } from './shift';

const DAY = 86_400_000;
/** This machine's clock, which shiftClock never moves. */
const real = () => performance.timeOrigin + performance.now();
// The run's own shift (the tests' pinned clock), put back at the end.
const runShift = Date.now() - real();

describe('shiftClock', () => {
  afterAll(() => shiftClock(runShift));

  it('moves now, new Date() and Date() by the offset from the real clock, and runs at real speed from there', async () => {
    shiftClock(-30 * DAY);
    const shifted = Date.now();
    expect(Math.abs(shifted - (real() - 30 * DAY))).toBeLessThan(1000);
    expect(Math.abs(new Date().getTime() - shifted)).toBeLessThan(1000);
    expect(Math.abs(new Date(Date()).getTime() - shifted)).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.now() - shifted).toBeGreaterThanOrEqual(20);
  });

  it('leaves a given moment, parsing, UTC and instanceof as they are', () => {
    shiftClock(5 * DAY);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date('2026-11-25T04:30:00Z').toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(new Date(2026, 10, 25).getDate()).toBe(25);
    expect(Date.parse('2026-11-25T04:30:00Z')).toBe(1795581000000);
    expect(Date.UTC(2026, 10, 25, 4, 30)).toBe(1795581000000);
    expect(new Date()).toBeInstanceOf(Date);
    expect(Object.prototype.toString.call(new Date())).toBe('[object Date]');
  });

  it('replaces an earlier shift (offsets do not add up) and 0 is the real clock', () => {
    shiftClock(10 * DAY);
    shiftClock(-10 * DAY);
    expect(Math.abs(Date.now() - (real() - 10 * DAY))).toBeLessThan(1000);
    shiftClock(0);
    expect(Math.abs(Date.now() - real())).toBeLessThan(1000);
  });
});
