import { shiftClock } from '@portal/shared/time/shift';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startConfiguredClock } from './clock';

/** This machine's clock, which no shift moves. */
const real = () => performance.timeOrigin + performance.now();
// The test run's own pinned clock (test/pin-clock.ts), put back at the end.
const runShift = Date.now() - real();

describe('CLOCK_START', () => {
  afterAll(() => shiftClock(runShift));

  it('unset: the clock is left as it is', () => {
    const config = loadConfig({});
    expect(config.clockStart).toBeUndefined();
    const before = Date.now();
    expect(Math.abs(startConfiguredClock(config).getTime() - before)).toBeLessThan(1000);
  });

  it("set: the process's clock starts at that moment and runs on", async () => {
    const config = loadConfig({ CLOCK_START: '2026-06-03T10:00:00+05:30' });
    expect(config.clockStart?.toISOString()).toBe('2026-06-03T04:30:00.000Z');
    const started = startConfiguredClock(config).getTime();
    expect(Math.abs(started - Date.parse('2026-06-03T04:30:00Z'))).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(new Date().getTime() - Date.parse('2026-06-03T04:30:00Z')).toBeLessThan(5000);
  });

  it('refuses what is not an ISO moment, naming the setting', () => {
    expect(() => loadConfig({ CLOCK_START: 'next wednesday' })).toThrow(
      /Invalid CLOCK_START: next wednesday/,
    );
    expect(() => loadConfig({ CLOCK_START: '2026-13-45T10:00:00Z' })).toThrow(/Invalid CLOCK_START/);
  });
});
