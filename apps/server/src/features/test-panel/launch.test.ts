import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENTS_NOT_ALLOWED } from '@portal/shared/exams/rules';
import {
  LAUNCH_KEY_TTL_MS,
  PANEL_MESSAGES,
  type LaunchResult,
  type OpenResult,
  type Paper,
} from '@portal/shared/test-panel/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { batchOf, insertFixtureTest } from './testing';
import { rowsOf } from '../../db/client';

let t: TestApp;
let tokens: Record<string, string>;
let start: Date;
let aaravBatch: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  start = new Date();
  t.clock.now = start;
  tokens = await signInAll(t.app, ['aarav', 'meera', 'diya', 'riya', 'sam']);
  aaravBatch = await batchOf(db(), 1001);
});
afterAll(() => t.close());

const launchCall = (token: string, testId: number, host?: string) =>
  call<LaunchResult>(t.app, 'POST', '/test-panel/api/launch', { token, host, payload: { test_id: testId } });
const keyOf = (url: string) => url.split('/launch/')[1]!;
const openCall = (key: string) =>
  call<OpenResult>(t.app, 'POST', '/test-panel/api/open', { payload: { key } });

describe('POST /test-panel/api/launch and /api/open', () => {
  it('starts an attempt with a single-use key that expires, and resumes the same attempt', async () => {
    const { testId } = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: aaravBatch,
      durationMinutes: 30,
    });
    const first = await launchCall(tokens.aarav!, testId);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.mode).toBe('start');
    expect(first.body.result.url).toMatch(/^\/test-panel\/launch\/[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(first.body.result.expires_at)).toBe(start.getTime() + LAUNCH_KEY_TTL_MS);
    const key = keyOf(first.body.result.url);
    // Only the hash is stored.
    const stored = await rowsOf<{ key_hash: string }>(
      db(),
      sql`select key_hash from panel_launch_keys where test_id = ${testId}`,
    );
    expect(stored.map((row) => row.key_hash)).not.toContain(key);

    const opened = await openCall(key);
    expect(opened.status, opened.body.message).toBe(200);
    expect(opened.body.result).toMatchObject({ mode: 'start', test_id: testId });
    const again = await openCall(key);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(PANEL_MESSAGES.linkExpired);

    const paper = await call<Paper>(t.app, 'GET', '/test-panel/api/paper', {
      token: opened.body.result.token,
    });
    expect(paper.status).toBe(200);
    expect(paper.body.result.attempt?.attempt_id).toBe(opened.body.result.attempt_id);
    // deadline = start + duration (the test ends a day later)
    expect(Date.parse(paper.body.result.attempt!.deadline)).toBe(start.getTime() + 30 * 60_000);

    const second = await launchCall(tokens.aarav!, testId);
    expect(second.body.result.mode).toBe('resume');
    // A key past its minute no longer opens.
    t.clock.now = new Date(start.getTime() + LAUNCH_KEY_TTL_MS + 1);
    const late = await openCall(keyOf(second.body.result.url));
    expect(late.status).toBe(401);
    t.clock.now = start;
    const third = await launchCall(tokens.aarav!, testId);
    const resumed = await openCall(keyOf(third.body.result.url));
    expect(resumed.body.result).toMatchObject({ mode: 'resume', attempt_id: opened.body.result.attempt_id });
    const open = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from attempts where test_id = ${testId}`,
    );
    expect(open[0]!.n).toBe(1);
  });

  it('ends the attempt at the test end when that comes before start + duration', async () => {
    const { testId } = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: aaravBatch,
      durationMinutes: 90,
      endsIn: 20,
    });
    const launched = await launchCall(tokens.aarav!, testId);
    const rows = await rowsOf<{ deadline_at: Date | string }>(
      db(),
      sql`select deadline_at from attempts where test_id = ${testId}`,
    );
    expect(launched.body.result.mode).toBe('start');
    expect(new Date(rows[0]!.deadline_at).getTime()).toBe(start.getTime() + 20 * 60_000);
  });

  it('two launches at once open one attempt, and neither fails', async () => {
    const { testId } = await insertFixtureTest(db(), { instituteId: 1, now: start, batchId: aaravBatch });
    const answers = await Promise.all([launchCall(tokens.aarav!, testId), launchCall(tokens.aarav!, testId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const open = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from attempts where test_id = ${testId}`,
    );
    expect(open[0]!.n).toBe(1);
  });

  it('refuses a test of another batch, another institute, or a product the caller does not own (403)', async () => {
    const diyaTest = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: await batchOf(db(), 1002),
    });
    expect((await launchCall(tokens.aarav!, diyaTest.testId)).status).toBe(403);
    const riyaTest = await insertFixtureTest(db(), {
      instituteId: 2,
      now: start,
      batchId: await batchOf(db(), 2001),
    });
    expect((await launchCall(tokens.aarav!, riyaTest.testId)).status).toBe(403);
    const [product] = await rowsOf<{ id: number }>(
      db(),
      sql`select product_id as id from user_products where user_id = 202 limit 1`,
    );
    const productTest = await insertFixtureTest(db(), { instituteId: 2, now: start, productId: product!.id });
    expect((await launchCall(tokens.riya!, productTest.testId, 'apex.localhost')).status).toBe(403);
    const sam = await launchCall(tokens.sam!, productTest.testId, 'apex.localhost');
    expect(sam.status, sam.body.message).toBe(200);
    expect((await launchCall(tokens.aarav!, 987_654)).status).toBe(403);
  });

  it('refuses a parent with 409, not 403', async () => {
    const { testId } = await insertFixtureTest(db(), { instituteId: 1, now: start, batchId: aaravBatch });
    const parent = await launchCall(tokens.meera!, testId);
    expect(parent.status).toBe(409);
    expect(parent.body.message).toBe(PARENTS_NOT_ALLOWED);
  });

  it('refuses a practice test at its limit and a test outside its window (409)', async () => {
    const practice = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: aaravBatch,
      testTypeId: 2,
      testLimit: 1,
    });
    await db()
      .execute(sql`insert into attempts (test_id, institute_id, user_id, student_id, status, started_at, deadline_at, finished_at)
      values (${practice.testId}, 1, 101, 1001, 'submitted', ${start.toISOString()}, ${start.toISOString()}, ${start.toISOString()})`);
    const limit = await launchCall(tokens.aarav!, practice.testId);
    expect(limit.status).toBe(409);
    expect(limit.body.message).toBe(PANEL_MESSAGES.limit);

    const upcoming = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: aaravBatch,
      startsIn: 60,
    });
    const early = await launchCall(tokens.aarav!, upcoming.testId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PANEL_MESSAGES.notStarted);

    const product = (
      await rowsOf<{ id: number }>(
        db(),
        sql`select product_id as id from user_products where user_id = 202 limit 1`,
      )
    )[0]!;
    const ended = await insertFixtureTest(db(), {
      instituteId: 2,
      now: start,
      productId: product.id,
      startsIn: -120,
      endsIn: -60,
    });
    const late = await launchCall(tokens.sam!, ended.testId, 'apex.localhost');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PANEL_MESSAGES.ended);
  });

  it('views an ended exam desk test the student did not sit, without an attempt', async () => {
    const { testId } = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: aaravBatch,
      startsIn: -120,
      endsIn: -60,
    });
    const launched = await launchCall(tokens.aarav!, testId);
    expect(launched.body.result.mode).toBe('view');
    const opened = await openCall(keyOf(launched.body.result.url));
    expect(opened.body.result).toMatchObject({ mode: 'view', attempt_id: null });
    const paper = await call<Paper>(t.app, 'GET', '/test-panel/api/paper', {
      token: opened.body.result.token,
    });
    expect(paper.body.result.attempt).toBeNull();
    const save = await call(t.app, 'PUT', '/test-panel/api/answers', {
      token: opened.body.result.token,
      payload: { answers: [] },
    });
    expect(save.status).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('lists every test panel call under the test panel base address', async () => {
    const docs = await call<unknown>(t.app, 'GET', '/api/docs/json');
    const paths = Object.keys((docs.response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of ['launch', 'open', 'paper', 'answers', 'submit', 'bookmark'])
      expect(paths).toContain(`/test-panel/api/${path}`);
  });
});
