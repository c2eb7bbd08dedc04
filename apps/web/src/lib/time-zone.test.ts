import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone, isValidTimeZone, todayIn } from './time-zone';

describe('todayIn', () => {
  it('gives YYYY-MM-DD in the named zone', () => {
    expect(todayIn('Asia/Kolkata')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('never puts the easternmost zone a day behind the westernmost', () => {
    const east = todayIn('Pacific/Kiritimati');
    const west = todayIn('Pacific/Pago_Pago');
    expect(east >= west).toBe(true);
  });
  it('falls back to the browser zone for an unknown zone', () => {
    expect(todayIn('Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('zone answers are worked out once per zone', () => {
  it('builds no new Intl.DateTimeFormat for a zone it has seen, and answers as a fresh one would', () => {
    expect(isValidTimeZone('America/Lima')).toBe(true);
    expect(isValidTimeZone('Nowhere/Atlantis')).toBe(false);
    todayIn('America/Lima');
    browserTimeZone();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i++) {
        expect(isValidTimeZone('America/Lima')).toBe(true);
        expect(isValidTimeZone('Nowhere/Atlantis')).toBe(false);
        expect(todayIn('America/Lima')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        browserTimeZone();
      }
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    const fresh = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    expect(todayIn('America/Lima')).toBe(fresh);
  });
});
