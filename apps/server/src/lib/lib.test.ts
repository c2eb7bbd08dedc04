import { describe, expect, it } from 'vitest';
import { academicYearAround, addDays, todayIn } from './dates';
import { normaliseHost } from './institutes';
import { hashPassword, verifyPassword } from './passwords';
import { formatCompositeToken, parseCompositeToken, tokenFromHeader } from './tokens';

describe('passwords', () => {
  it('scrypt at N=2^17, r=8, p=1 with a 16-byte salt and a 32-byte key, salted per hash', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    const [scheme, N, r, p, salt, key] = a.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
  });

  it('refuses malformed or absurd stored strings', async () => {
    const good = await hashPassword('x');
    expect(await verifyPassword('x', good.replace('131072', '3'))).toBe(false);
    expect(await verifyPassword('x', good.replace('131072', String(2 ** 24)))).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', good.split('$').slice(0, 5).join('$'))).toBe(false);
  });
});

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
