import { describe, expect, it } from 'vitest';
import { academicYearAround, addDays, todayIn } from './dates';
import { normaliseHost } from './institutes';
import { formatCompositeToken, parseCompositeToken, tokenFromHeader } from './tokens';

describe('composite tokens', () => {
  const token = { sessionId: 'A'.repeat(22), secret: 'b'.repeat(43), instituteId: 1, acadYrId: 12 };
  it('round-trips', () => {
    expect(parseCompositeToken(formatCompositeToken(token))).toEqual(token);
  });
  it.each([
    '',
    'a:b:c',
    `${'A'.repeat(22)}:${'b'.repeat(43)}:1|x`,
    `${'A'.repeat(22)}:${'b'.repeat(43)}:1|2:extra`,
  ])('rejects %j', (raw) => expect(parseCompositeToken(raw)).toBeNull());
  it('reads bare and Bearer headers', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer  abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('  ')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});

describe('host names', () => {
  it.each([
    ['localhost:8080', 'localhost'],
    ['Apex.LocalHost', 'apex.localhost'],
    ['https://vidya.localhost:5173/login?x=1', 'vidya.localhost'],
    ['[::1]:8080', '::1'],
    ['greenfield.localhost.', 'greenfield.localhost'],
    ['', ''],
  ])('%j -> %j', (raw, host) => expect(normaliseHost(raw)).toBe(host));
});

describe('dates', () => {
  it('academic years start on day 1 of the start month and last 12 months', () => {
    expect(academicYearAround('2026-11-21', 4)).toEqual({
      name: '2026-27',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
    expect(academicYearAround('2026-03-31', 4)).toEqual({
      name: '2025-26',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
    });
    expect(academicYearAround('2026-11-21', 6, -1)).toEqual({
      name: '2025-26',
      startDate: '2025-06-01',
      endDate: '2026-05-31',
    });
    expect(academicYearAround('2028-02-10', 3)).toMatchObject({ endDate: '2028-02-29' });
  });
  it('today is read in the institute time zone', () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Kolkata', lateUtc)).toBe('2026-11-22');
    expect(todayIn('Europe/Paris', lateUtc)).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
