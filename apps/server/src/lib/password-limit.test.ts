import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import {
  BUSY_MESSAGE,
  hashPassword,
  PASSWORD_LIMITS,
  passwordWorkRunning,
  verifyPassword,
} from './passwords';

/* Issue 14: a sign-in burst takes at most half of libuv's thread pool, and a queue too long is refused with 503. */

const saved = { ...PASSWORD_LIMITS };
afterEach(() => Object.assign(PASSWORD_LIMITS, saved));

/** Runs the checks while sampling how many run at once. */
async function sampled<T>(work: Promise<T>[]): Promise<{ results: PromiseSettledResult<T>[]; most: number }> {
  let most = 0;
  const timer = setInterval(() => (most = Math.max(most, passwordWorkRunning())), 1);
  try {
    return { results: await Promise.allSettled(work), most };
  } finally {
    clearInterval(timer);
  }
}

describe('password work is bounded', () => {
  it('at most half the thread pool (2 of 4) hashes at once; the rest wait their turn and all finish', async () => {
    expect(PASSWORD_LIMITS.running).toBe(
      Math.max(1, Math.floor(Number(process.env.UV_THREADPOOL_SIZE ?? 4) / 2)),
    );
    const stored = await hashPassword('demo1234');
    const { results, most } = await sampled(
      Array.from({ length: 12 }, (_, i) => verifyPassword(i % 2 ? 'demo1234' : 'wrong', stored)),
    );
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(
      Array.from({ length: 12 }, (_, i) => i % 2 === 1),
    );
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(PASSWORD_LIMITS.running);
    expect(passwordWorkRunning()).toBe(0);
  });

  it('checks beyond the waiting line are refused at once with 503 and Retry-After; those in line still finish', async () => {
    const stored = await hashPassword('demo1234');
    PASSWORD_LIMITS.maxWaiting = 3;
    const total = PASSWORD_LIMITS.running + PASSWORD_LIMITS.maxWaiting + 4;
    const { results } = await sampled(
      Array.from({ length: total }, () => verifyPassword('demo1234', stored)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.statusCode).toBe(503);
      expect(error.message).toBe(BUSY_MESSAGE);
      expect(error.headers['Retry-After']).toBe('2');
    }
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(total - 4);
    expect(passwordWorkRunning()).toBe(0);
  });

  it('hashing (a password change, the seed) waits however long the line is: never refused', async () => {
    PASSWORD_LIMITS.maxWaiting = 0;
    const { results } = await sampled(Array.from({ length: 6 }, () => hashPassword('demo1234')));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });
});
