import { randomBytes, scryptSync } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';

// The real binding, watched: a refused row must never reach it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
beforeEach(() => {
  vi.mocked(argon2.verify).mockClear();
});

/** A hash in the earlier format, made the way the earlier hashPassword did (N was 2^17). */
function scryptHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** 'demo1234' hashed by the earlier hashPassword itself, at its real cost. */
const SCRYPT_2_17 = 'scrypt$131072$8$1$dPLb1u_qkWPPinaeiHHsHg$q4z3swRipMh5-pU7ykveeYnR9Ew1avxegOJGdw4rt8U';

const PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('passwords', () => {
  it('argon2id at m=19456 KiB, t=2, p=1 with a 16-byte salt and a 32-byte key, salted per hash', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).toMatch(PHC);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('one password however its characters are composed', async () => {
    const composed = 'caf\u00e9-2026';
    const decomposed = 'cafe\u0301-2026';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
    expect(await verifyPassword(decomposed, scryptHash(composed, 2 ** 10))).toBe(true);
  });

  it('scrypt hashes of the earlier format still verify, and ask to be replaced', async () => {
    expect(await verifyPassword('demo1234', SCRYPT_2_17)).toBe(true);
    const small = scryptHash('demo1234', 2 ** 10);
    expect(await verifyPassword('demo1234', small)).toBe(true);
    expect(await verifyPassword('demo1235', small)).toBe(false);
    expect(needsRehash(SCRYPT_2_17)).toBe(true);
    expect(needsRehash(small)).toBe(true);
  });

  it('argon2id at another cost verifies and asks to be replaced', async () => {
    const cheaper = await argon2.hash('demo1234', { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    expect(cheaper).toMatch(/^\$argon2id\$v=19\$m=8192,t=1,p=1\$/);
    expect(await verifyPassword('demo1234', cheaper)).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
  });

  it('refuses malformed or absurd argon2 strings without computing them', async () => {
    const good = await hashPassword('x');
    const withPart = (index: number, value: string) =>
      good
        .split('$')
        .map((part, i) => (i === index ? value : part))
        .join('$');
    const cost = (params: string) => withPart(3, params);
    const refused = [
      cost('m=262145,t=2,p=1'), // over 256 MiB
      cost('m=4294967295,t=2,p=1'),
      cost('m=19456,t=11,p=1'),
      cost('m=19456,t=0,p=1'),
      cost('m=19456,t=2,p=9'),
      cost('m=15,t=2,p=2'), // under the 8 KiB per lane argon2 needs
      cost('t=2,m=19456,p=1'),
      withPart(1, 'argon2i'),
      withPart(2, 'v=16'),
      withPart(4, 'c2FsdA'), // a salt of 4 bytes
      withPart(4, 'not base64!'),
      withPart(5, 'c2hvcnQ'), // a key of 5 bytes
      good.split('$').slice(0, 5).join('$'),
      `${good}$`,
      'plain',
      '',
    ];
    for (const stored of refused) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
    expect(argon2.verify).not.toHaveBeenCalled();
    expect(await verifyPassword('x', cost('m=64,t=10,p=8')), 'within the limits: checked').toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
  });

  it('refuses malformed or absurd scrypt strings', async () => {
    const good = scryptHash('x', 2 ** 10);
    expect(await verifyPassword('x', good.replace('$1024$', '$3$'))).toBe(false);
    expect(await verifyPassword('x', good.replace('$1024$', `$${2 ** 24}$`))).toBe(false);
    expect(await verifyPassword('x', good.replace('$8$1$', '$33$1$'))).toBe(false);
    expect(await verifyPassword('x', good.split('$').slice(0, 5).join('$'))).toBe(false);
  });

  it('the check for an unknown login costs an argon2id verification', async () => {
    await burnPasswordCheck('demo1234');
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    expect(vi.mocked(argon2.verify).mock.calls[0]![0]).toMatch(PHC);
  });
});
