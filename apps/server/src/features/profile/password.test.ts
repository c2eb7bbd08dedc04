import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { recordFailure, accountThrottleKeys } from '../../lib/throttle';
import { createTestApp, type TestApp } from '../../test/app';
import { authedGet, call, postLogin, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEARS = '/api/v1/academicYear/all/1';
const changePwd = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/changePwd', {
    token,
    payload: { institute_id: 1, oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2026', ...body },
  });

describe('POST /api/v1/changePwd', () => {
  it('a wrong existing password: 400 with the spec text (not 403), and the session lives on', async () => {
    const { student_auth: token } = await signIn(t.app, { user_name: 'diya@greenfield.test' });
    const { status, body } = await changePwd(token, {
      username: 'diya@greenfield.test',
      userid: 102,
      oldPassword: 'not-my-password',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      message: 'Please enter correct existing password',
      result: null,
    });
    expect((await authedGet(t.app, YEARS, token)).status).toBe(200);
    expect((await postLogin(t.app, { user_name: 'diya@greenfield.test' })).status).toBe(200);
  });

  it('the right one: new password signs in, the old one no longer; other sessions end, this one stays', async () => {
    const other = (await signIn(t.app, { user_name: 'aarav@greenfield.test', device_id: 'aarav-phone-0001' }))
      .student_auth;
    const current = (await signIn(t.app, { user_name: 'aarav@greenfield.test' })).student_auth;
    const { status, body } = await changePwd(current, { username: 'aarav@greenfield.test', userid: 101 });
    expect(status).toBe(200);
    expect(body).toEqual({
      statusCode: 200,
      message: 'Password changed successfully,Please Re-Login!',
      result: null,
    });
    expect((await authedGet(t.app, YEARS, other)).status).toBe(403);
    expect((await authedGet(t.app, YEARS, current)).status).toBe(200);
    expect(
      (await postLogin(t.app, { user_name: 'aarav@greenfield.test', password: 'Fresh2026' })).status,
    ).toBe(200);
    expect((await postLogin(t.app, { user_name: 'aarav@greenfield.test' })).status).toBe(401);
  });

  it("a parent changes the parent's own password (userid = parent_id): the parent wording", async () => {
    const account = await signIn(t.app, { user_name: '9000000003' });
    expect(account.parent_id).toBe(105);
    const { status, body } = await changePwd(account.student_auth, {
      username: '9000000003',
      userid: account.parent_id,
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Parent's Password changed successfully,Please Re-Login!");
    expect((await postLogin(t.app, { user_name: '9000000003', password: 'Fresh2026' })).status).toBe(200);
  });

  it.each([
    ["a parent naming the linked student's user id", '9000000002', 101],
    ["a student naming another student's user id", '9000000009', 102],
  ])('%s: 403, nothing changes', async (_, userName, userid) => {
    const { student_auth: token } = await signIn(t.app, { user_name: userName });
    const { status, body } = await changePwd(token, { username: userName, userid });
    expect(status).toBe(403);
    expect(body.message).toBe('You can only change the password of your own account.');
    expect((await postLogin(t.app, { user_name: userName })).status).toBe(200);
  });

  it('an open user changes their own password', async () => {
    const apex = { host: 'apex.localhost' };
    const { student_auth: token } = await signIn(t.app, { user_name: 'learner@apex.test' }, apex);
    const { status, body } = await call(t.app, 'POST', '/api/v1/changePwd', {
      ...apex,
      token,
      payload: {
        institute_id: 2,
        username: 'learner@apex.test',
        oldPassword: DEMO_PASSWORD,
        newPassword: 'abc123',
        userid: 202,
      },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Password changed successfully,Please Re-Login!');
  });

  it('an account still on an scrypt hash: the old password checks against it, the new one is argon2id', async () => {
    const apex = { host: 'apex.localhost' };
    const { student_auth: token } = await signIn(t.app, { user_name: 'riya@apex.test' }, apex);
    // 'demo1234' in the earlier format (N=2^10 rather than 2^17 to keep the test fast).
    const oldHash = 'scrypt$1024$8$1$jAQIgO-VepKDshyx202p4Q$9L948HtYGl8y83Jl9OoaDd-Eneajcj3_hf-N2HQB5DU';
    await t.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, 201));
    const { status } = await call(t.app, 'POST', '/api/v1/changePwd', {
      ...apex,
      token,
      payload: {
        institute_id: 2,
        username: 'riya@apex.test',
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Fresh2026',
        userid: 201,
      },
    });
    expect(status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, 201));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [
      'a new password of 5 characters',
      { newPassword: 'abc12' },
      /^newPassword: New passwords must contain 6-10 alphanumeric entries\.$/,
    ],
    ['a new password of 11 characters', { newPassword: 'abcdef12345' }, /^newPassword: /],
    ['symbols in the new password', { newPassword: 'abc 12$' }, /^newPassword: /],
    ['no existing password', { oldPassword: '' }, /^oldPassword: /],
    ['no userid', { userid: undefined }, /^userid: Required$/],
  ])('%s: 400 naming the field', async (_, body, message) => {
    const { student_auth: token } = await signIn(t.app, { user_name: '9000000010' });
    const answer = await changePwd(token, { username: '9000000010', userid: 115, ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('another institute id: 403; without a token: 401', async () => {
    const { student_auth: token } = await signIn(t.app, { user_name: '9000000010' });
    expect((await changePwd(token, { institute_id: 2, username: '9000000010', userid: 115 })).status).toBe(
      403,
    );
    expect((await changePwd('', { username: '9000000010', userid: 115 })).status).toBe(401);
  });

  it('wrong existing passwords count in the sign-in throttle: the tenth one locks changes and sign-ins', async () => {
    const { student_auth: token } = await signIn(t.app, {
      user_name: '9000000007',
      device_id: 'arjun-registered-tablet-0001',
    });
    const keys = accountThrottleKeys({ instituteId: 1, email: null, phone: '9000000007' }, '198.51.100.7');
    // Nine earlier failures (from another address, so only the account keys carry them), then one here.
    for (let i = 0; i < 9; i++) await recordFailure(t.database.db, keys.slice(0, 1), new Date());
    const tenth = await changePwd(token, { username: '9000000007', userid: 112, oldPassword: 'guess-10' });
    expect(tenth.status).toBe(400);
    const refused = await changePwd(token, { username: '9000000007', userid: 112 });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await postLogin(t.app, { user_name: '9000000007', device_id: 'arjun-registered-tablet-0001' })).status,
    ).toBe(429);
  });
});
