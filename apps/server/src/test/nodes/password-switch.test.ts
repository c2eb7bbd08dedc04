import { afterEach, describe, expect, it, vi } from 'vitest';

/* The bench switch PASSWORD_CONCURRENCY=unbounded (npm run bench:burst measures with the bound on and off). */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function passwordsWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('PASSWORD_CONCURRENCY', value);
  vi.stubEnv('UV_THREADPOOL_SIZE', '4');
  return import('../../lib/passwords');
}

describe('PASSWORD_CONCURRENCY', () => {
  it('unset or anything but "unbounded": at most half the pool checks at once', async () => {
    for (const value of [undefined, '', 'bounded', '100']) {
      const { PASSWORD_LIMITS } = await passwordsWith(value);
      expect(PASSWORD_LIMITS.running, String(value)).toBe(2);
    }
  });

  it('unbounded: every check starts at once and none is refused', async () => {
    const passwords = await passwordsWith('unbounded');
    expect(passwords.PASSWORD_LIMITS.running).toBe(Infinity);
    const stored = await passwords.hashPassword('bench-switch');
    // More checks than the bounded limit and its waiting line together.
    const checks = Array.from({ length: 8 }, (_, i) => passwords.verifyPassword(`wrong-${i}`, stored));
    passwords.PASSWORD_LIMITS.maxWaiting = 0;
    const running = passwords.passwordWorkRunning();
    const results = await Promise.allSettled(checks);
    expect(running).toBe(8);
    expect(results.every((result) => result.status === 'fulfilled' && result.value === false)).toBe(true);
  });
});
