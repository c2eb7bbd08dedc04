import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { SWEEP_INTERVAL_MS } from '../features/test-panel/sweeper';
import { SESSION_IDLE_LIMIT_MS } from '../plugins/auth';
import { createTestApp, type TestApp } from '../test/app';
import { authedGet, signIn } from '../test/requests';
import { purgeExpiredSessions } from './sessions';
import { randomToken, sha256 } from './tokens';

/*
 * Issue 27: `sessions` rows are purged after they expire. A session unused for longer than the
 * idle limit is refused anyway; the periodic purge (with the test panel's, about every ten
 * minutes) deletes it, an ended one a day after its last use, and keeps every live one.
 */

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

const NOW = new Date('2026-11-20T06:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;

/** A session of Aarav's, last used `lastSeenAt`, ended at `endedAt` if given; returns its id. */
async function insertSession(lastSeenAt: Date, endedAt: Date | null = null): Promise<string> {
  const id = randomToken(16);
  await t.database.db.insert(sessions).values({
    id,
    secretHash: sha256(randomToken()),
    examdeskTokenHash: sha256(randomToken()),
    scorecardTokenHash: sha256(randomToken()),
    userId: 101,
    instituteId: 1,
    studentIds: [1001],
    deviceId: 'purge-test-device',
    createdAt: ago(30 * 24 * HOUR),
    lastSeenAt,
    endedAt,
  });
  return id;
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  return ids.filter((id) => rows.some((row) => row.id === id));
}

describe('purging expired sessions', () => {
  it('deletes the sessions unused past the idle limit (open or ended), keeps the live ones and those ended today', async () => {
    const expired = await insertSession(ago(SESSION_IDLE_LIMIT_MS + 1000));
    const endedLongAgo = await insertSession(ago(3 * 24 * HOUR), ago(3 * 24 * HOUR));
    const live = await insertSession(ago(HOUR));
    const justIdle = await insertSession(ago(SESSION_IDLE_LIMIT_MS - 1000));
    const endedToday = await insertSession(ago(HOUR), ago(HOUR));
    const ids = [expired, endedLongAgo, live, justIdle, endedToday];

    // In batches of one: the purge goes on until a batch comes back short.
    expect(await purgeExpiredSessions(t.database.db, NOW, 1)).toBeGreaterThanOrEqual(2);
    expect(await remaining(ids)).toEqual([live, justIdle, endedToday]);
    expect(await purgeExpiredSessions(t.database.db, NOW)).toBe(0);
  });

  it("runs with the test panel's periodic purge, on the app's clock; a live session still signs in and works", async () => {
    t.clock.now = NOW;
    try {
      const account = await signIn(t.app, { user_name: 'aarav@greenfield.test' });
      const expired = await insertSession(ago(SESSION_IDLE_LIMIT_MS + 60_000));
      const live = await insertSession(ago(2 * HOUR));
      // Each tick starts a sweep unless one is still running; every fortieth sweep purges.
      await vi.waitFor(
        async () => {
          vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
          expect(await remaining([expired])).toEqual([]);
        },
        { timeout: 60_000, interval: 20 },
      );
      expect(await remaining([live])).toEqual([live]);
      const years = await authedGet(t.app, '/api/v1/academicYear/all/1', account.student_auth);
      expect(years.status).toBe(200);
    } finally {
      t.clock.now = null;
    }
  }, 90_000);
});
