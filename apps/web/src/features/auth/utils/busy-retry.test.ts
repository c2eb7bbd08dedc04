import { describe, expect, it } from 'vitest';
import { MAX_WAIT_S, retryAfterSeconds, retryWaitMs } from './busy-retry';

const NOW = Date.parse('2026-03-02T10:00:00Z');

describe('retryAfterSeconds', () => {
  it.each([
    ['2', 2],
    [' 2 ', 2],
    ['0', 0],
    ['3600', 3600],
    // An HTTP date: the seconds from now until then, nothing for a date already past.
    ['Mon, 02 Mar 2026 10:00:05 GMT', 5],
    ['Mon, 02 Mar 2026 09:59:00 GMT', 0],
  ])('reads %j as %d s', (header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });

  it.each([[undefined], [''], ['soon'], ['-1'], ['1.5'], ['2 s']])('cannot read %j', (header) => {
    expect(retryAfterSeconds(header, NOW)).toBeNull();
  });
});

describe('retryWaitMs', () => {
  it('waits what the server asked, plus up to half of it at random', () => {
    expect(retryWaitMs(2, 0)).toBe(2000);
    expect(retryWaitMs(2, 0.5)).toBe(2500);
    expect(retryWaitMs(2, 0.999_999)).toBe(3000);
  });

  it('spreads the students told the same wait', () => {
    const waits = new Set(Array.from({ length: 100 }, (_, i) => retryWaitMs(2, i / 100)));
    expect(waits.size).toBe(100);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThan(3000);
    }
  });

  it('waits at least a second, and at most MAX_WAIT_S however long the server asks', () => {
    expect(retryWaitMs(0, 0)).toBe(1000);
    expect(retryWaitMs(3600, 0)).toBe(MAX_WAIT_S * 1000);
    expect(retryWaitMs(3600, 0.999_999)).toBe(MAX_WAIT_S * 1500);
  });
});
