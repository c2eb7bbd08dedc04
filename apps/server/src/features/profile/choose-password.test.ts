import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_TEXT, PASSWORD_CHOSEN_TEXT } from '@portal/shared/profile/rules';
import type { LoginAccount } from '@portal/shared/auth/schema';
import { sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { authedGet, call, postLogin } from '../../test/requests';
import { issueSignInCodes } from '../import/codes';

/*
 * Choosing the first password after a first-sign-in code: changePwd without oldPassword, for the
 * code's own session only, once, while the account has no password. Demo accounts stand in for
 * imported ones: their password is taken away and a code issued, as an import does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEARS = '/api/v1/academicYear/all/1';
let addresses = 0;

/** The account as an import leaves it: no password, a first-sign-in code. */
async function imported(userId: number): Promise<string> {
  const db = t.database.db;
  await db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
  const codes = await issueSignInCodes(db, 1, [userId], t.app.clock());
  return codes.get(userId)!;
}

const login = (userName: string, password: string) =>
  postLogin<LoginAccount>(
    t.app,
    { user_name: userName, password },
    { remoteAddress: `10.41.0.${++addresses}` },
  );

async function codeSession(userName: string, code: string): Promise<LoginAccount & { student_auth: string }> {
  const answer = await login(userName, code);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result as LoginAccount & { student_auth: string };
}

const choose = (token: string, userid: number, username: string, newPassword: string) =>
  call(t.app, 'POST', '/api/v1/changePwd', {
    token,
    payload: { institute_id: 1, username, newPassword, userid },
  });

async function hashOf(userId: number): Promise<string | null> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!.passwordHash;
}

/** Whether the token's session is still asked to choose a password. */
async function marked(token: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ mark: sessions.mustChoosePassword })
    .from(sessions)
    .where(eq(sessions.id, token.split(':')[0]!));
  return row!.mark;
}

describe('choosing the first password after a first-sign-in code', () => {
  it('a code session chooses once; it goes on as an ordinary one; the password signs in, the code not', async () => {
    const code = await imported(105);
    const account = await codeSession('9000000003', code);
    expect(account.must_choose_password).toBe(true);

    // A parent chooses the parent's own password, as in a change (userid = parent_id).
    const chosen = await choose(account.student_auth, 105, '9000000003', 'Rohan2026');
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body).toEqual({ statusCode: 200, message: PASSWORD_CHOSEN_TEXT, result: null });
    expect(await hashOf(105)).toMatch(/^\$argon2id\$/);
    // The session goes on, no longer asked to choose.
    expect((await authedGet(t.app, YEARS, account.student_auth)).status).toBe(200);
    expect(await marked(account.student_auth)).toBe(false);

    // Once only: a second try without the old password is told to give it, and changes nothing.
    const again = await choose(account.student_auth, 105, '9000000003', 'Other2026');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSWORD_CHANGE_TEXT.oldRequired);
    // A change now needs the old password, as any session's.
    const wrong = await call(t.app, 'POST', '/api/v1/changePwd', {
      token: account.student_auth,
      payload: {
        institute_id: 1,
        username: '9000000003',
        oldPassword: 'Other2026',
        newPassword: 'Third2026',
        userid: 105,
      },
    });
    expect(wrong.status).toBe(400);

    const withPassword = await login('9000000003', 'Rohan2026');
    expect(withPassword.status, withPassword.body.message).toBe(200);
    expect(withPassword.body.result.must_choose_password).toBeUndefined();
    expect((await login('9000000003', 'Other2026')).status).toBe(401);
    expect((await login('9000000003', code)).status).toBe(401);
  });

  it('an ordinary session (signed in with a password) without the old password: 400, nothing changes', async () => {
    const answer = await login('9000000009', DEMO_PASSWORD);
    expect(answer.body.result.must_choose_password).toBeUndefined();
    const before = await hashOf(114);
    const refused = await choose(answer.body.result.student_auth!, 114, '9000000009', 'Zara2026');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: PASSWORD_CHANGE_TEXT.oldRequired,
      result: null,
    });
    expect(await hashOf(114)).toBe(before);
    expect((await login('9000000009', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('9000000009', 'Zara2026')).status).toBe(401);
  });

  it("another user's account from a code session: 403, nothing changes on either side", async () => {
    const code = await imported(115);
    const dev = await codeSession('9000000010', code);
    const before = await hashOf(114);
    const refused = await choose(dev.student_auth, 114, '9000000009', 'Taken2026');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only change the password of your own account.');
    expect(await hashOf(114)).toBe(before);
    expect(await hashOf(115)).toBeNull();
    expect(await marked(dev.student_auth)).toBe(true);
    // The code session itself may still choose its own.
    expect((await choose(dev.student_auth, 115, '9000000010', 'DevPatel1')).status).toBe(200);
  });

  it.each([
    ['5 characters', 'abc12'],
    ['11 characters', 'abcdef12345'],
    ['a symbol', 'abc12$'],
  ])('a too weak new password (%s): 400 with the change-password text, nothing changes', async (_, weak) => {
    const code = await imported(102);
    const diya = await codeSession('diya@greenfield.test', code);
    const refused = await choose(diya.student_auth, 102, 'diya@greenfield.test', weak);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('newPassword: New passwords must contain 6-10 alphanumeric entries.');
    expect(await hashOf(102)).toBeNull();
    expect(await marked(diya.student_auth)).toBe(true);
  });

  it('a password that came meanwhile (Forgot Password): the code session can no longer choose', async () => {
    const code = await imported(103);
    const meera = await codeSession('9000000002', code);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashOf(101) })
      .where(eq(users.id, 103));
    const refused = await choose(meera.student_auth, 103, '9000000002', 'Meera2026');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PASSWORD_CHANGE_TEXT.oldRequired);
    expect((await login('9000000002', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('9000000002', 'Meera2026')).status).toBe(401);
  });

  it('a code for an account that has a password: an ordinary session, nothing to choose', async () => {
    const [code] = (await issueSignInCodes(t.database.db, 1, [108], t.app.clock())).values();
    const answer = await login('9000000005', code!);
    // Three accounts share this phone: the code picks its own.
    expect(answer.status, answer.body.message).toBe(200);
    const account = answer.body.result as LoginAccount & { student_auth: string };
    expect(account.must_choose_password).toBeUndefined();
    expect((await choose(account.student_auth, 108, '9000000005', 'Ishaan2026')).status).toBe(400);
  });
});
