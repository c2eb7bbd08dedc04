import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/app';
import { authedGet, call, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (body: Record<string, unknown>, host?: string) =>
  call<unknown>(t.app, 'POST', '/api/v2/user/forgotPassword', {
    host,
    payload: { source: 'WEB', ...body },
  });
const lastText = async (phone: string) =>
  (
    await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1)
  )[0];
const passwordHashOf = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash!;
const passwordIn = (text: string) => /portal password is ([A-Za-z0-9]{8})$/.exec(text)![1]!;

describe('POST /api/v2/user/forgotPassword', () => {
  it('a phone shared by three accounts: the list to choose from', async () => {
    const { status, body } = await forgot({ user_name: '9000000005' });
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        user_id: 108,
        institute_id: 1,
        name: 'Ishaan Nair',
        display: 'Student',
        institute_name: 'Greenfield Public School',
      },
      {
        user_id: 109,
        institute_id: 1,
        name: 'Anaya Nair',
        display: 'Student',
        institute_name: 'Greenfield Public School',
      },
      {
        user_id: 110,
        institute_id: 1,
        name: 'Priya Nair',
        display: 'Parent',
        institute_name: 'Greenfield Public School',
      },
    ]);
    expect(await lastText('9000000005')).toBeUndefined();
  });

  it('the chosen account gets a new password by text; it signs in, the old one fails, sessions end', async () => {
    const { student_auth: session } = await signIn(t.app, { user_name: '9000000005', user_id: 110 });
    const hashesBefore = new Map([[108, await passwordHashOf(108)]]);
    const { status, body } = await forgot({ user_name: '9000000005', user_id: 110, institute_id: 1 });
    expect(status).toBe(200);
    expect(body).toEqual({
      statusCode: 200,
      message: 'New Password send to your registered mobile number.',
      result: null,
    });
    const sms = await lastText('9000000005');
    expect(sms?.text).toMatch(/^Your new Greenfield Public School portal password is [A-Za-z0-9]{8}$/);
    const password = passwordIn(sms!.text);
    expect((await authedGet(t.app, '/api/v1/academicYear/all/1', session)).status).toBe(403);
    const account = await signIn(t.app, { user_name: '9000000005', password });
    expect(account.user_id).toBe(110);
    const [priya, ishaan] = await Promise.all([passwordHashOf(110), passwordHashOf(108)]);
    expect(await verifyPassword(DEMO_PASSWORD, priya)).toBe(false);
    // The two students on the same phone keep theirs.
    expect(ishaan).toBe(hashesBefore.get(108));
  });

  it('a phone with one account continues at once', async () => {
    const { status, body } = await forgot({ user_name: ' 9000000001 ' });
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    const password = passwordIn((await lastText('9000000001'))!.text);
    expect((await signIn(t.app, { user_name: 'aarav@greenfield.test', password })).user_id).toBe(101);
  });

  it.each([
    ['an unknown phone', { user_name: '9999999999' }, undefined],
    ['a phone of another institute', { user_name: '9000000005' }, 'apex.localhost'],
    ['a user id that does not have this phone', { user_name: '9000000005', user_id: 101 }, undefined],
  ])('%s: 404', async (_, payload, host) => {
    const { status, body } = await forgot(payload, host);
    expect(status).toBe(404);
    expect(body).toEqual({
      statusCode: 404,
      message: 'No account is registered with this phone number.',
      result: null,
    });
  });

  it('the administrator is never listed nor reset', async () => {
    expect((await forgot({ user_name: '9000000099' })).status).toBe(404);
  });

  it.each([
    ['letters', { user_name: '98a76' }, /^user_name: Phone number must be digits$/],
    ['an e-mail', { user_name: 'aarav@greenfield.test' }, /^user_name: /],
    ['no phone', {}, /^user_name: /],
    ['a user id that is not a number', { user_name: '9000000005', user_id: 'x' }, /^user_id: /],
  ])('%s: 400', async (_, payload, message) => {
    const { status, body } = await forgot(payload);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('another institute id than the host: 403', async () => {
    expect((await forgot({ user_name: '9000000005', institute_id: 2 })).status).toBe(403);
  });

  it('three resets per account and hour: the fourth is 429 with Retry-After, then allowed again', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot({ user_name: '9000000011' }, 'vidya.localhost')).status).toBe(200);
    const refused = await forgot({ user_name: '9000000011' }, 'vidya.localhost');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    t.clock.now = new Date(Date.now() + 61 * 60 * 1000);
    try {
      expect((await forgot({ user_name: '9000000011' }, 'vidya.localhost')).status).toBe(200);
    } finally {
      t.clock.now = null;
    }
  });
});
