import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  SCORE_CARD_KEY_TTL_MS,
  SCORE_CARD_TOKEN_TTL_MS,
  type ScoreCard,
  type ScoreCardLaunchResult,
  type ScoreCardOpenResult,
} from '@portal/shared/reports/schema';
import { scoreCardKeys, scoreCardTokens, students, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signIn } from '../../test/requests';
import { purgeScoreCards } from './score-card';

let t: TestApp;
let start: Date;
/** Scorecard tokens (the login's scorecard_auth_token) by nickname. */
let cards: Record<'aarav' | 'meera' | 'diya', string>;
let aaravStudentToken: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  start = new Date();
  t.clock.now = start;
  const [aarav, meera, diya] = await Promise.all([
    signIn(t.app, { user_name: 'aarav@greenfield.test' }),
    signIn(t.app, { user_name: '9000000002' }),
    signIn(t.app, { user_name: 'diya@greenfield.test' }),
  ]);
  cards = {
    aarav: aarav.scorecard_auth_token!,
    meera: meera.scorecard_auth_token!,
    diya: diya.scorecard_auth_token!,
  };
  aaravStudentToken = aarav.student_auth;
});
afterAll(() => t.close());

const AARAV = 101;
const DIYA = 102;

const launch = (token: string | undefined, testId: number, userId: number) =>
  call<ScoreCardLaunchResult>(t.app, 'POST', '/score-panel/api/launch', {
    token,
    payload: { test_id: testId, user_id: userId },
  });
const open = (key: string) =>
  call<ScoreCardOpenResult>(t.app, 'POST', '/score-panel/api/open', { payload: { key } });
const card = (token: string | undefined) => call<ScoreCard>(t.app, 'GET', '/score-panel/api/card', { token });
const keyOf = (url: string) => url.split('/card/')[1]!;

/** launch → open → the window's card token. */
async function cardToken(token: string, testId: number, userId: number): Promise<string> {
  const launched = await launch(token, testId, userId);
  expect(launched.status, launched.body.message).toBe(200);
  const opened = await open(keyOf(launched.body.result.url));
  expect(opened.status, opened.body.message).toBe(200);
  return opened.body.result.token;
}

describe('the score card: POST {scorePanel}/api/launch, /api/open, GET /api/card', () => {
  it("opens Aarav's card of his published test 9012 on a one-minute key, kept only as a hash", async () => {
    const launched = await launch(cards.aarav, 9012, AARAV);
    expect(launched.status, launched.body.message).toBe(200);
    expect(launched.body.result.url).toMatch(/^\/score-panel\/card\/[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(launched.body.result.expires_at)).toBe(start.getTime() + SCORE_CARD_KEY_TTL_MS);
    const key = keyOf(launched.body.result.url);
    const [stored] = await db()
      .select()
      .from(scoreCardKeys)
      .where(eq(scoreCardKeys.keyHash, sha256(key)));
    expect(stored).toMatchObject({ userId: AARAV, testId: 9012, usedAt: null });
    const raw = await db().execute(
      sql`select count(*)::int as n from score_card_keys where key_hash = ${key}`,
    );
    expect((raw as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);

    const opened = await open(key);
    expect(opened.status, opened.body.message).toBe(200);
    expect(Date.parse(opened.body.result.expires_at)).toBe(start.getTime() + SCORE_CARD_TOKEN_TTL_MS);
    const [token] = await db()
      .select()
      .from(scoreCardTokens)
      .where(eq(scoreCardTokens.tokenHash, sha256(opened.body.result.token)));
    expect(token).toMatchObject({ userId: AARAV, testId: 9012 });

    const answer = await card(opened.body.result.token);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.response.headers['cache-control']).toBe('no-store');
    const [student] = await db()
      .select({ displayId: students.displayId })
      .from(students)
      .where(eq(students.userId, AARAV));
    expect(answer.body.result).toMatchObject({
      institute_name: 'Greenfield Public School',
      institute_kind: 'school',
      language: 'en',
      student_name: 'Aarav Sharma',
      student_display_id: student!.displayId,
      group_name: 'Class 8 - A',
    });
    expect(answer.body.result.report).toMatchObject({
      test_id: 9012,
      test_name: 'Mathematics Unit Test 2',
      report_status: 'attempted_n_result_published',
      student_name: 'Aarav Sharma',
    });
    // The card shows the same report as the main API's report call.
    const [user] = await db().select({ accountId: users.accountId }).from(users).where(eq(users.id, AARAV));
    const main = await call(
      t.app,
      'GET',
      `/api/v1/studentdashboard/testReports/${user!.accountId}/${AARAV}/9012/-1`,
      { token: cards.aarav },
    );
    expect(main.status).toBe(200);
    expect(answer.body.result.report).toEqual(main.body.result);
  });

  it('spends a key once, and not after its minute', async () => {
    const first = await launch(cards.aarav, 9012, AARAV);
    const key = keyOf(first.body.result.url);
    expect((await open(key)).status).toBe(200);
    const again = await open(key);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(REPORT_MESSAGES.linkExpired);

    const second = await launch(cards.aarav, 9012, AARAV);
    t.clock.now = new Date(start.getTime() + SCORE_CARD_KEY_TTL_MS);
    try {
      const late = await open(keyOf(second.body.result.url));
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(REPORT_MESSAGES.linkExpired);
    } finally {
      t.clock.now = start;
    }
    // Still unspent: a minute later it is refused for its age, not for a use.
    const [row] = await db()
      .select({ usedAt: scoreCardKeys.usedAt })
      .from(scoreCardKeys)
      .where(eq(scoreCardKeys.keyHash, sha256(keyOf(second.body.result.url))));
    expect(row!.usedAt).toBeNull();
    expect((await open('not-a-key')).status).toBe(401);
    expect((await open('')).status).toBe(400);
  });

  it('reads the card for 4 hours; an unknown, missing or expired card token is 401', async () => {
    const token = await cardToken(cards.aarav, 9012, AARAV);
    t.clock.now = new Date(start.getTime() + SCORE_CARD_TOKEN_TTL_MS - 1000);
    try {
      expect((await card(token)).status).toBe(200);
      t.clock.now = new Date(start.getTime() + SCORE_CARD_TOKEN_TTL_MS);
      const late = await card(token);
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(REPORT_MESSAGES.windowExpired);
    } finally {
      t.clock.now = start;
    }
    for (const bad of [undefined, 'x'.repeat(43), cards.aarav]) {
      const refused = await card(bad);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(REPORT_MESSAGES.windowExpired);
    }
  });

  it('refuses a result not yet published (409) and takes only the scorecard token', async () => {
    const unpublished = await launch(cards.aarav, 9013, AARAV);
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.message).toBe(REPORT_MESSAGES.notPublished);
    expect((await launch(undefined, 9012, AARAV)).status).toBe(401);
    expect((await launch(aaravStudentToken, 9012, AARAV)).status).toBe(403);
    expect(
      (
        await call(t.app, 'POST', '/score-panel/api/launch', {
          token: cards.aarav,
          payload: { test_id: 'x', user_id: AARAV },
        })
      ).status,
    ).toBe(400);
  });

  it("lets a parent open their child's card, and nobody open anyone else's (403)", async () => {
    const token = await cardToken(cards.meera, 9012, AARAV);
    const meera = await card(token);
    expect(meera.status).toBe(200);
    expect(meera.body.result.student_name).toBe('Aarav Sharma');

    // A Greenfield student who is not Meera's child.
    const [stranger] = await db()
      .select({ userId: students.userId })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(users.instituteId, 1), notInArray(students.id, [1001, 1002]), ne(users.blocked, true)))
      .limit(1);
    for (const [who, userId] of [
      [cards.meera, stranger!.userId],
      [cards.aarav, DIYA],
      [cards.diya, AARAV],
    ] as const) {
      const refused = await launch(who, 9012, userId);
      expect(refused.status).toBe(403);
    }
    // A test not assigned to the user (Apex's) is refused as well.
    const [apexTest] = (
      (await db().execute(sql`select id from tests where institute_id <> 1 limit 1`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    expect((await launch(cards.aarav, apexTest!.id, AARAV)).status).toBe(403);
  });

  it("names a coaching student's course and batch", async () => {
    const riya = await signIn(t.app, { user_name: 'riya@apex.test' }, { host: 'apex.localhost' });
    const [row] = (
      (await db().execute(sql`
        select u.id as user_id, tb.test_id from users u
        join students s on s.user_id = u.id
        join student_batches sb on sb.student_id = s.id
        join test_batches tb on tb.batch_id = sb.batch_id
        where u.email = 'riya@apex.test' order by tb.test_id limit 1`)) as unknown as {
        rows: Array<{ user_id: number; test_id: number }>;
      }
    ).rows;
    await db().execute(sql`update tests set result_published = true where id = ${row!.test_id}`);
    const token = await cardToken(riya.scorecard_auth_token!, row!.test_id, row!.user_id);
    const answer = await card(token);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result).toMatchObject({
      institute_name: 'Apex Coaching Academy',
      institute_kind: 'coaching',
      student_name: 'Riya Kapoor',
      group_name: 'JEE Advanced 2027 - Morning Batch A',
    });
    expect(answer.body.result.report.test_id).toBe(row!.test_id);
  });

  it('sweeps keys and tokens past their expiry, and only those', async () => {
    const launched = await launch(cards.aarav, 9012, AARAV);
    const liveKey = sha256(keyOf(launched.body.result.url));
    const liveToken = sha256(await cardToken(cards.aarav, 9012, AARAV));
    await db()
      .insert(scoreCardKeys)
      .values({ keyHash: 'old-key', userId: AARAV, testId: 9012, expiresAt: new Date(start.getTime() - 1) });
    await db()
      .insert(scoreCardTokens)
      .values({
        tokenHash: 'old-token',
        userId: AARAV,
        testId: 9012,
        expiresAt: new Date(start.getTime() - 1),
      });
    await purgeScoreCards(db(), start);
    const keys = (await db().select({ hash: scoreCardKeys.keyHash }).from(scoreCardKeys)).map((r) => r.hash);
    const tokens = (await db().select({ hash: scoreCardTokens.tokenHash }).from(scoreCardTokens)).map(
      (r) => r.hash,
    );
    expect(keys).toContain(liveKey);
    expect(keys).not.toContain('old-key');
    expect(tokens).toContain(liveToken);
    expect(tokens).not.toContain('old-token');
  });

  it('documents every call with its security scheme', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = docs.json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; security?: unknown; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(spec.components.securitySchemes).toHaveProperty('scoreCardToken');
    expect(spec.paths['/score-panel/api/launch']!.post!.security).toEqual([{ scorecardToken: [] }]);
    expect(spec.paths['/score-panel/api/card']!.get!.security).toEqual([{ scoreCardToken: [] }]);
    expect(spec.paths['/score-panel/api/open']!.post!.tags).toEqual(['reports']);
    const solution = spec.paths['/score-panel/api/solution/{test_id}']!.get!;
    expect(solution.security).toEqual([{ scorecardToken: [] }]);
    expect(solution.responses['200']).toMatchObject({ content: { 'application/pdf': {} } });
    expect(Object.keys(solution.responses)).toEqual(expect.arrayContaining(['400', '401', '403']));
  });
});
