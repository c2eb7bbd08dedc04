import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { students } from '../db/schema';
import { MESSAGES } from '../lib/http-error';
import { formatCompositeToken } from '../lib/tokens';
import { createTestApp, type TestApp } from '../test/app';
import { call, postLogin, signInAll } from '../test/requests';
import { findNul } from './errors';

describe('findNul', () => {
  it.each([
    ['plain', { a: 'x', b: [1, 'y', { c: 'z' }] }, null],
    ['a nested string', { a: { b: ['ok', 'bad\u0000'] } }, 'a.b.1'],
    ['a key', { ['k\u0000']: 1 }, ''],
    ['a top-level string', 'x\u0000', ''],
  ])('%s', (_name, value, expected) => {
    expect(findNul(value, '')).toBe(expected);
  });
});

describe('a NUL character anywhere in a request', () => {
  let t: TestApp;
  let aarav: string;
  beforeAll(async () => {
    t = await createTestApp();
    aarav = (await signInAll(t.app, ['aarav'])).aarav!;
  });
  afterAll(() => t.close());

  it("is refused with 400 in the login's user_name (PostgreSQL text cannot hold it)", async () => {
    const { status, body } = await postLogin(t.app, { user_name: 'aarav\u0000@greenfield.test' });
    expect(status).toBe(400);
    expect(body.message).toBe('user_name: Must not contain NUL characters');
  });

  it("is refused with 400 in the profile's birth_place, and the stored profile is unchanged", async () => {
    const before = (await t.database.db.select().from(students).where(eq(students.id, 1001)))[0]!;
    const { status, body } = await call(t.app, 'PUT', '/api/v1/profiles/update/1/101', {
      token: aarav,
      payload: { birth_place: 'Ko\u0000ta' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('birth_place: Must not contain NUL characters');
    const after = (await t.database.db.select().from(students).where(eq(students.id, 1001)))[0]!;
    expect(after).toEqual(before);
  });

  it('is refused with 400 in a path parameter and a query', async () => {
    const path = await call(t.app, 'GET', '/api/v1/students/get-student-detail/1/10%0001', { token: aarav });
    expect(path.status).toBe(400);
    const query = await call(t.app, 'GET', '/api/v1/academicYear/1?x=%00', { token: aarav });
    expect(query.status).toBe(400);
  });
});

describe('values the database cannot hold, and broken addresses (found by the fuzz test)', () => {
  let t: TestApp;
  let aarav: string;
  beforeAll(async () => {
    t = await createTestApp();
    aarav = (await signInAll(t.app, ['aarav'])).aarav!;
  });
  afterAll(() => t.close());

  it('an id beyond PostgreSQL integer range answers 400, not 500', async () => {
    for (const testId of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const { status, body } = await call(t.app, 'POST', '/test-panel/api/launch', {
        token: aarav,
        payload: { test_id: testId },
      });
      expect(status).toBe(400);
      expect(body.message).toBe(MESSAGES.valueOutOfRange);
    }
  });

  it('a malformed percent-encoding answers our envelope, without echoing the address', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/students/get-student-detail/1/%zz?q=1%27+UNION+SELECT+password_hash+FROM+users',
      headers: { authorization: aarav, source: 'WEB' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      statusCode: 400,
      message: 'URL: Malformed percent-encoding',
      result: null,
    });
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with a clear message and Retry-After (not 500), and /health says unavailable', async () => {
    // Port 1 on loopback: nothing listens, every connection is refused.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, database });
    try {
      const answer = await call(app, 'GET', '/api/v1/students/get-student-detail/1/1001', {
        token: formatCompositeToken({
          sessionId: 'a'.repeat(32),
          secret: 'b'.repeat(64),
          instituteId: 1,
          acadYrId: 12,
        }),
      });
      const login = await postLogin(app, { user_name: 'aarav@greenfield.test' });
      for (const { status, body, response } of [answer, login]) {
        expect(status).toBe(503);
        expect(body).toEqual({ statusCode: 503, message: MESSAGES.databaseUnavailable, result: null });
        expect(response.headers['retry-after']).toBe('5');
      }
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', time: expect.any(String) });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
