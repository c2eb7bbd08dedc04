import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { sessions } from '../db/schema';
import { SESSION_IDLE_LIMIT_MS } from '../plugins/auth';

/** Ends every open session of the user, except `keepSessionId` when given. */
export async function endUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Rows one purge statement deletes at most: each stays short (statement timeout, locks). */
const PURGE_BATCH = 5000;

/**
 * Deletes the sessions unused for longer than the idle limit: they have expired (plugins/auth.ts
 * refuses them), and an ended one is no longer used, so it goes a day after its last use. Runs
 * with the test panel's periodic purge; returns how many went.
 */
export async function purgeExpiredSessions(db: Db, now: Date, batch = PURGE_BATCH): Promise<number> {
  const unusedSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
  let purged = 0;
  for (;;) {
    const [{ deleted }] = (await rowsOf<{ deleted: number }>(
      db,
      sql`with gone as (
        delete from ${sessions} where ${sessions.id} in (
          select ${sessions.id} from ${sessions} where ${lt(sessions.lastSeenAt, unusedSince)} limit ${batch}
        ) returning 1
      ) select count(*)::int as deleted from gone`,
    )) as [{ deleted: number }];
    purged += deleted;
    if (deleted < batch) return purged;
  }
}
