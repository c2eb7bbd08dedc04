import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { SWEEP_INTERVAL_MS } from './sweeper';
import { batchOf, insertFixtureTest } from './testing';
import { rowsOf } from '../../db/client';

let t: TestApp;

beforeAll(async () => {
  // Only the interval is faked: the database and the requests keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

it('the server closes an attempt whose time ran out on its own, with no window asking', async () => {
  const db = t.database.db;
  const start = new Date();
  t.clock.now = start;
  const { testId } = await insertFixtureTest(db, {
    instituteId: 1,
    now: start,
    batchId: await batchOf(db, 1001),
  });
  const [attempt] = await rowsOf<{ id: number }>(
    db,
    sql`insert into attempts (test_id, institute_id, user_id, student_id, status, started_at, deadline_at)
      values (${testId}, 1, 101, 1001, 'in_progress', ${start.toISOString()}, ${new Date(start.getTime() + 60_000).toISOString()})
      returning id`,
  );
  const status = async () =>
    (await rowsOf<{ status: string }>(db, sql`select status from attempts where id = ${attempt!.id}`))[0]!
      .status;

  vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await status()).toBe('in_progress');

  t.clock.now = new Date(start.getTime() + 61_000);
  vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
  await vi.waitFor(async () => expect(await status()).toBe('timed_out'), { timeout: 10_000, interval: 100 });
});
