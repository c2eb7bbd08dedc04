import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { FAILURE_WINDOW_MS, purgeOldFailures, recordFailure } from '../../lib/throttle';
import { createTestApp, type TestApp } from '../../test/app';
import { BUSY_MESSAGE, PASSWORD_LIMITS } from '../../lib/passwords';
import { postLogin } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

function expectThrottled(result: Awaited<ReturnType<typeof postLogin>>) {
  expect(result.status).toBe(429);
  expect(result.body.statusCode).toBe(429);
  expect(result.body.result).toBeNull();
  expect(result.body.message).toMatch(MESSAGE);
  const retryAfter = Number(result.response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  return retryAfter;
}

describe('sign-in throttling: 10 failures in 15 minutes', () => {
  it('per account: the 11th attempt is refused even with the right password, from any address', async () => {
    for (let i = 1; i <= 10; i++) {
      const failed = await postLogin(
        t.app,
        { user_name: '9000000009', password: `wrong-${i}` },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      expect(failed.status).toBe(401);
    }
    const refused = await postLogin(
      t.app,
      { user_name: '9000000009' },
      { headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    const retryAfter = expectThrottled(refused);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');

    // Another account from the same addresses is not affected.
    expect(
      (
        await postLogin(
          t.app,
          { user_name: '9000000010' },
          { headers: { 'x-forwarded-for': '198.51.100.1' } },
        )
      ).status,
    ).toBe(200);

    // Once the window has passed, the right password works again.
    t.clock.now = new Date(Date.now() + 15 * 60 * 1000 + 5000);
    try {
      expect((await postLogin(t.app, { user_name: '9000000009' })).status).toBe(200);
    } finally {
      t.clock.now = null;
    }
  });

  it('per address: ten failures on different logins block that address, whatever X-Forwarded-For it claims', async () => {
    // Not a trusted proxy, so its X-Forwarded-For is ignored.
    const remoteAddress = '203.0.113.50';
    for (let i = 1; i <= 10; i++) {
      const failed = await postLogin(
        t.app,
        { user_name: `nobody${i}@greenfield.test`, password: 'whatever' },
        { remoteAddress, headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
      expect(failed.status).toBe(401);
    }
    expectThrottled(await postLogin(t.app, { user_name: 'diya@greenfield.test' }, { remoteAddress }));
    // The same account from another address is fine.
    expect(
      (await postLogin(t.app, { user_name: 'diya@greenfield.test' }, { remoteAddress: '203.0.113.51' }))
        .status,
    ).toBe(200);
  });

  it('a successful sign-in clears the account failures', async () => {
    const fail = (i: number) =>
      postLogin(
        t.app,
        { user_name: 'lea@lumiere.test', password: `nope-${i}` },
        { host: 'lumiere.localhost', remoteAddress: `10.0.0.${i}` },
      );
    for (let i = 1; i <= 6; i++) expect((await fail(i)).status).toBe(401);
    expect(
      (
        await postLogin(
          t.app,
          { user_name: 'lea@lumiere.test' },
          { host: 'lumiere.localhost', remoteAddress: '10.0.1.1' },
        )
      ).status,
    ).toBe(200);
    for (let i = 11; i <= 16; i++) expect((await fail(i)).status).toBe(401);
    expect(
      (
        await postLogin(
          t.app,
          { user_name: 'lea@lumiere.test' },
          { host: 'lumiere.localhost', remoteAddress: '10.0.1.2' },
        )
      ).status,
    ).toBe(200);
  });
});

describe('sign-in throttling under parallel attempts', () => {
  it('50 wrong passwords sent at once for one account give at most 10 answers other than 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postLogin(
          t.app,
          { user_name: 'riya@apex.test', password: `parallel-wrong-${i}` },
          { host: 'apex.localhost', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status === 429)) expectThrottled(answer);
  });
});

describe('a school lab behind one address', () => {
  it('eleven pupils signing in at the same moment with their right passwords are none refused', async () => {
    // More than MAX_FAILURES sign-ins in flight from one address (accounts no other test here
    // throttles): the address counts failures only.
    const logins: Array<[string, string?]> = [
      ['aarav@greenfield.test'],
      ['diya@greenfield.test'],
      ['9000000002'],
      ['9000000003'],
      ['9000000005'],
      ['9000000010'],
      ['learner@apex.test', 'apex.localhost'],
      ['9000000011', 'vidya.localhost'],
      ['jonas@lernwerk.test', 'lernwerk.localhost'],
      ['9000000006'],
      ['9000000007'],
    ];
    const answers = await Promise.all(
      logins.map(([user_name, host]) =>
        postLogin(t.app, { user_name }, { host, remoteAddress: '198.18.0.20' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(logins.map(() => 200));
    // And the address still counts its failures: ten wrong passwords, then 429 for anyone there.
    for (let i = 1; i <= 10; i++) {
      const failed = await postLogin(
        t.app,
        { user_name: `nobody-lab-${i}@greenfield.test`, password: 'wrong' },
        { remoteAddress: '198.18.0.20' },
      );
      expect(failed.status).toBe(401);
    }
    expectThrottled(
      await postLogin(t.app, { user_name: 'aarav@greenfield.test' }, { remoteAddress: '198.18.0.20' }),
    );
  });
});

describe('a sign-in burst beyond the password-check line (issue 14)', () => {
  it('answers 503 with Retry-After, and those refusals do not count as failed sign-ins', async () => {
    const saved = PASSWORD_LIMITS.maxWaiting;
    PASSWORD_LIMITS.maxWaiting = 0;
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postLogin(
            t.app,
            { user_name: 'lea@lumiere.test', password: `burst-wrong-${i}` },
            { host: 'lumiere.localhost', headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } },
          ),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.body.message).toBe(BUSY_MESSAGE);
        expect(answer.response.headers['retry-after']).toBe('2');
      }
      expect(answers.filter((a) => a.status !== 503).every((a) => a.status === 401)).toBe(true);
      // Only the checked (wrong) passwords count: 10 - that many more failures are still allowed.
      const counted = answers.filter((a) => a.status === 401).length;
      PASSWORD_LIMITS.maxWaiting = saved;
      for (let i = counted; i < 10; i++) {
        const failed = await postLogin(
          t.app,
          { user_name: 'lea@lumiere.test', password: `after-burst-${i}` },
          { host: 'lumiere.localhost', headers: { 'x-forwarded-for': `192.0.2.${100 + i}` } },
        );
        expect(failed.status).toBe(401);
      }
      expectThrottled(
        await postLogin(t.app, { user_name: 'lea@lumiere.test' }, { host: 'lumiere.localhost' }),
      );
    } finally {
      PASSWORD_LIMITS.maxWaiting = saved;
    }
  });
});

describe('the periodic purge of the failure counts', () => {
  it('deletes failures past the window (not on every sign-in any more) and keeps those that still count', async () => {
    const now = new Date('2026-11-20T06:00:00Z');
    const keys = ['account:1:purge-test-old', 'account:1:purge-test-recent'];
    await recordFailure(
      t.database.db,
      [keys[0]!, keys[0]!],
      new Date(now.getTime() - FAILURE_WINDOW_MS - 1000),
    );
    await recordFailure(t.database.db, [keys[1]!], new Date(now.getTime() - FAILURE_WINDOW_MS + 60_000));
    // In batches of one: the purge goes on until a batch comes back short.
    expect(await purgeOldFailures(t.database.db, now, 1)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    expect(left).toEqual([{ key: keys[1] }]);
  });
});
