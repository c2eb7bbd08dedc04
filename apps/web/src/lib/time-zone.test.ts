import { describe, expect, it } from 'vitest';
import { todayIn } from './time-zone';

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
