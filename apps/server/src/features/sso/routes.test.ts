import { eq } from 'drizzle-orm';
import type { SsoResult, SsoTokenResult } from '@portal/shared/sso/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SSO_SECRET } from '../../config';
import { loginKeys, ssoTokens } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { call, postLogin, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = { statusCode: 401, message: 'The login link is invalid or has expired.', result: null };

const ssoLogin = (token: unknown, host?: string) =>
  call<SsoResult>(t.app, 'POST', '/prod/ext/sso/login', { host, payload: { token } });
const issue = (body: Record<string, unknown>, options: { secret?: string | null; host?: string } = {}) =>
  call<SsoTokenResult>(t.app, 'POST', '/prod/ext/sso/token', {
    host: options.host,
    headers: options.secret === null ? {} : { 'x-sso-secret': options.secret ?? DEMO_SSO_SECRET },
    payload: body,
  });
const freshToken = async (body: Record<string, unknown> = { user_name: 'aarav@greenfield.test' }) => {
  const { status, body: answer } = await issue(body);
  expect(status, answer.message).toBe(200);
  return answer.result.token;
};

describe('POST /prod/ext/sso/login', () => {
  it('the seeded demo token works once, then answers 401; the result never carries a password', async () => {
    const first = await ssoLogin('demo-sso-aarav');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      statusCode: 200,
      message: 'Success',
      result: {
        status: 'success',
        email_id: 'aarav@greenfield.test',
        phone: '9000000001',
        inst_id: 1,
        redirect_url: null,
        key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    });
    expect(first.response.body).not.toMatch(/password|demo1234|scrypt|argon2/i);
    expect(await ssoLogin('demo-sso-aarav')).toMatchObject({ status: 401, body: INVALID });
  });

  it('a fresh token: the key signs in exactly once, for its own user only', async () => {
    const { body } = await ssoLogin(await freshToken());
    const { key, email_id: userName } = body.result;
    // The key is no password of anybody else, even on the same sign-in name.
    expect((await postLogin(t.app, { user_name: 'diya@greenfield.test', password: key })).status).toBe(401);
    const account = await signIn(t.app, { user_name: userName, password: key });
    expect(account.user_id).toBe(101);
    expect(JSON.stringify(account)).not.toContain(key);
    expect((await postLogin(t.app, { user_name: userName, password: key })).status).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(loginKeys)
      .where(eq(loginKeys.keyHash, sha256(key)));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('the key expires after 2 minutes and is not an existing password for a password change', async () => {
    const { key } = (await ssoLogin(await freshToken())).body.result;
    const { student_auth: token } = await signIn(t.app, { user_name: 'aarav@greenfield.test' });
    const change = await call(t.app, 'POST', '/api/v1/changePwd', {
      token,
      payload: {
        institute_id: 1,
        username: 'aarav@greenfield.test',
        oldPassword: key,
        newPassword: 'abc123',
        userid: 101,
      },
    });
    expect(change.status).toBe(400);
    t.clock.now = new Date(Date.now() + 2 * 60 * 1000 + 1000);
    try {
      expect((await postLogin(t.app, { user_name: 'aarav@greenfield.test', password: key })).status).toBe(
        401,
      );
    } finally {
      t.clock.now = null;
    }
  });

  it('single-device question: the key survives login_option 10 and is spent by the confirmed login', async () => {
    const { key, phone } = (await ssoLogin(await freshToken({ user_name: '9000000006' }))).body.result;
    const asked = await postLogin(t.app, { user_name: phone, password: key });
    expect(asked.body.result).toEqual({ login_option: 10 });
    expect(
      (await postLogin(t.app, { user_name: phone, password: key, logout_from_all_devices: true })).status,
    ).toBe(200);
    expect(
      (await postLogin(t.app, { user_name: phone, password: key, logout_from_all_devices: true })).status,
    ).toBe(401);
  });

  it('two uses of one token at the same time: exactly one succeeds', async () => {
    const token = await freshToken();
    const answers = await Promise.all([ssoLogin(token), ssoLogin(token), ssoLogin(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('an expired token fails', async () => {
    const token = await freshToken();
    await t.database.db
      .update(ssoTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoTokens.tokenHash, sha256(token)));
    expect(await ssoLogin(token)).toMatchObject({ status: 401, body: INVALID });
  });

  it('a token lives 5 minutes', async () => {
    const { body } = await issue({ user_name: 'aarav@greenfield.test' });
    const lifetime = new Date(body.result.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000);
    t.clock.now = new Date(Date.now() + 5 * 60 * 1000 + 1000);
    try {
      expect((await ssoLogin(body.result.token)).status).toBe(401);
    } finally {
      t.clock.now = null;
    }
  });

  it("unknown tokens and another institute's page fail; the token is kept for its own", async () => {
    expect(await ssoLogin('no-such-token')).toMatchObject({ status: 401, body: INVALID });
    const token = await freshToken();
    expect((await ssoLogin(token, 'apex.localhost')).status).toBe(401);
    expect((await ssoLogin(token)).status).toBe(200);
  });

  it.each([
    ['no token', {}, /^token: /],
    ['an empty token', { token: '  ' }, /^token: /],
    ['a number', { token: 42 }, /^token: /],
  ])('%s: 400', async (_, payload, message) => {
    const { status, body } = await call(t.app, 'POST', '/prod/ext/sso/login', { payload });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('POST /prod/ext/sso/token', () => {
  it('a same-site redirect path is kept and handed back by the login', async () => {
    const { body } = await issue(
      { user_name: 'riya@apex.test', redirect_url: '/timetable?week=2' },
      { host: 'apex.localhost' },
    );
    const result = (await ssoLogin(body.result.token, 'apex.localhost')).body.result;
    expect(result).toMatchObject({
      redirect_url: '/timetable?week=2',
      inst_id: 2,
      email_id: 'riya@apex.test',
      phone: '9000000021',
    });
  });

  it.each([
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    'timetable',
    'javascript:alert(1)',
  ])('redirect_url %j: 400, nothing issued', async (redirect) => {
    const { status, body } = await issue({ user_name: 'aarav@greenfield.test', redirect_url: redirect });
    expect(status).toBe(400);
    expect(body.message).toBe('redirect_url: Must be a path on this site starting with a single /');
  });

  it('a missing or wrong secret: 401', async () => {
    expect((await issue({ user_name: 'aarav@greenfield.test' }, { secret: null })).status).toBe(401);
    const wrong = await issue({ user_name: 'aarav@greenfield.test' }, { secret: 'guess' });
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'The SSO secret is missing or wrong.',
      result: null,
    });
  });

  it('accounts: a shared phone needs user_id; administrators and unknown logins get none', async () => {
    expect((await issue({ user_name: '9000000005' })).status).toBe(400);
    expect((await issue({ user_name: '9000000005', user_id: 110 })).body.result.user_id).toBe(110);
    expect((await issue({ user_name: 'admin@greenfield.test' })).status).toBe(404);
    expect((await issue({ user_name: 'riya@apex.test' })).status).toBe(404);
  });
});
