import { eq } from 'drizzle-orm';
import { rewriteTokenAcadYear } from '@portal/shared/shell/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { authedGet, postLogin, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEARS_URL = '/api/v1/academicYear/all/1';
const sessionRow = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, token.split(':')[0]!));
  return row!;
};

describe('the composite token', () => {
  it('has three parts, a secret of at least 128 bits, and only hashes in the database', async () => {
    const { response } = await postLogin(t.app, { user_name: 'aarav@greenfield.test' });
    const account = response.json().result;
    const parts = account.student_auth.split(':');
    expect(parts).toHaveLength(3);
    const [sessionId, secret, scope] = parts;
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(scope).toBe(`1|${account.acad_yr_id}`);
    expect(account.examdesk_auth_token).not.toBe(account.scorecard_auth_token);

    const row = await sessionRow(account.student_auth);
    expect(row).toMatchObject({
      userId: 101,
      instituteId: 1,
      studentIds: [1001],
      deviceId: account.device_id,
      endedAt: null,
    });
    expect(row.secretHash).toBe(sha256(secret));
    expect(row.examdeskTokenHash).toBe(sha256(account.examdesk_auth_token));
    expect(row.scorecardTokenHash).toBe(sha256(account.scorecard_auth_token));
    const stored = JSON.stringify(row);
    for (const raw of [secret, account.examdesk_auth_token, account.scorecard_auth_token]) {
      expect(stored).not.toContain(raw);
    }
    expect(sessionId).toBe(row.id);
  });

  it('no answer carries a password or a hash', async () => {
    const [aarav] = await t.database.db.select().from(users).where(eq(users.id, 101));
    for (const userName of [
      'aarav@greenfield.test',
      '9000000002',
      '9000000004',
      '9000000005',
      '9000000008',
    ]) {
      const { response } = await postLogin(t.app, { user_name: userName });
      expect(response.body).not.toMatch(/demo1234|scrypt\$|\$argon2|password/i);
      expect(response.body).not.toContain(aarav!.passwordHash!.split('$')[5]);
    }
  });
});

describe('token calls', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn(t.app, { user_name: 'aarav@greenfield.test' })).student_auth;
  });

  it('academic years of the own institute, bare or Bearer, with the headers the portal sends', async () => {
    expect((await authedGet(t.app, YEARS_URL, token)).status).toBe(200);
    const headers = { 'content-type': 'application/json', 'x-time-zone': 'Asia/Kolkata', source: 'WEB' };
    expect((await authedGet(t.app, YEARS_URL, `Bearer ${token}`, { headers })).status).toBe(200);
  });

  it('another institute id: 403', async () => {
    const { status, body } = await authedGet(t.app, '/api/v1/academicYear/all/2', token);
    expect(status).toBe(403);
    expect(body).toEqual({
      statusCode: 403,
      message: 'You are not allowed to see this record.',
      result: null,
    });
  });

  it('no token: 401', async () => {
    const { status, body } = await authedGet(t.app, YEARS_URL, undefined);
    expect(status).toBe(401);
    expect(body.result).toBeNull();
  });

  it.each([
    [
      'a tampered secret',
      (tok: string) => tok.replace(/:(.)/, (_, c: string) => `:${c === 'A' ? 'B' : 'A'}`),
    ],
    ['an unknown session', (tok: string) => `AAAAAAAAAAAAAAAAAAAAAA${tok.slice(22)}`],
    ['part three naming another institute', (tok: string) => rewriteTokenAcadYear(tok, 2, 22)],
    ["part three naming another institute's year", (tok: string) => rewriteTokenAcadYear(tok, 1, 22)],
    ['a year that does not exist', (tok: string) => rewriteTokenAcadYear(tok, 1, 999)],
    ['two parts only', (tok: string) => tok.split(':').slice(0, 2).join(':')],
    ['garbage', () => 'not-a-token'],
  ])('%s: 403', async (_, tamper) => {
    const { status, body } = await authedGet(t.app, YEARS_URL, tamper(token));
    expect(status).toBe(403);
    expect(body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('rewritten to the previous year of the same institute still works', async () => {
    expect((await authedGet(t.app, YEARS_URL, rewriteTokenAcadYear(token, 1, 11))).status).toBe(200);
  });
});

describe('session life', () => {
  it('logout ends the session: the next call is 403', async () => {
    const { student_auth: token } = await signIn(t.app, { user_name: '9000000003' });
    const { status, body } = await authedGet(
      t.app,
      '/api/v1/alternateLogin/logout?deviceId=test-browser-device-0001',
      token,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: 200, message: 'Logged out successfully.', result: null });
    expect((await sessionRow(token)).endedAt).toBeInstanceOf(Date);
    expect((await authedGet(t.app, YEARS_URL, token)).status).toBe(403);
    expect((await authedGet(t.app, '/api/v1/alternateLogin/logout?deviceId=x', token)).status).toBe(403);
  });

  it('logout without a token: 401; without deviceId: 400', async () => {
    expect((await authedGet(t.app, '/api/v1/alternateLogin/logout?deviceId=x', undefined)).status).toBe(401);
    const { student_auth: token } = await signIn(t.app, { user_name: '9000000003' });
    expect((await authedGet(t.app, '/api/v1/alternateLogin/logout', token)).status).toBe(400);
  });

  it('expires after 24 hours idle, and last-seen moves at most once a minute', async () => {
    const { student_auth: token } = await signIn(t.app, { user_name: 'diya@greenfield.test' });
    const id = token.split(':')[0]!;
    const setLastSeen = (ms: number) =>
      t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.id, id));

    await setLastSeen(30 * 1000);
    const before = (await sessionRow(token)).lastSeenAt;
    expect((await authedGet(t.app, YEARS_URL, token)).status).toBe(200);
    expect((await sessionRow(token)).lastSeenAt).toEqual(before);

    await setLastSeen(23 * 60 * 60 * 1000);
    expect((await authedGet(t.app, YEARS_URL, token)).status).toBe(200);
    expect(Date.now() - (await sessionRow(token)).lastSeenAt.getTime()).toBeLessThan(60 * 1000);

    await setLastSeen(24 * 60 * 60 * 1000 + 1000);
    expect((await authedGet(t.app, YEARS_URL, token)).status).toBe(403);
    expect((await sessionRow(token)).endedAt).not.toBeNull();
  });
});
