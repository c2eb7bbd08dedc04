import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/**
 * Failed sign-ins are counted per account (institute + login) and per client
 * address in a table, so every server process sees the same counts.
 */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function throttleKeys(instituteId: number, login: string, address: string): ThrottleKeys {
  return { account: `account:${instituteId}:${login}`, address: `address:${address}` };
}

/** 429 with Retry-After while either key has MAX_FAILURES failures inside the window. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // Per key, the MAX_FAILURES-th most recent failure: once it leaves the window the key is below the limit.
  const ranked = db
    .select({
      key: loginFailures.key,
      failedAt: loginFailures.failedAt,
      rank: sql<number>`row_number() over (partition by ${loginFailures.key} order by ${loginFailures.failedAt} desc)`.as(
        'rank',
      ),
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.account, keys.address]), gt(loginFailures.failedAt, since)))
    .as('ranked');
  const limiting = await db
    .select({ failedAt: ranked.failedAt })
    .from(ranked)
    .where(eq(ranked.rank, MAX_FAILURES));
  if (limiting.length === 0) return;

  const freeAt = Math.max(...limiting.map((row) => new Date(row.failedAt).getTime() + FAILURE_WINDOW_MS));
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(seconds) },
  );
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  await db.insert(loginFailures).values([
    { key: keys.account, failedAt: now },
    { key: keys.address, failedAt: now },
  ]);
  // Keep the table small: older rows no longer count.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
}

export async function clearAccountFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
}
