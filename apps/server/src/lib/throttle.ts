import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { HttpError } from './http-error';

/**
 * Failed sign-ins are counted per account (institute + login) and per client
 * address in a table, so every server process sees the same counts. Wrong
 * existing passwords on a password change count the same way.
 */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleKeys {
  account: string;
  address: string;
}

const accountKey = (instituteId: number, login: string) => `account:${instituteId}:${login}`;
const addressKey = (address: string) => `address:${address}`;

export function throttleKeys(instituteId: number, login: string, address: string): ThrottleKeys {
  return { account: accountKey(instituteId, login), address: addressKey(address) };
}

/** The key of a client address alone (lookups that reveal whether an account exists). */
export function addressThrottleKeys(address: string): string[] {
  return [addressKey(address)];
}

/** The keys of every login name of an account (e-mail in lower case, phone), plus the client address. */
export function accountThrottleKeys(
  account: { instituteId: number; email: string | null; phone: string | null },
  address: string,
): string[] {
  const logins = [account.email?.toLowerCase(), account.phone].filter((login): login is string => !!login);
  return [...logins.map((login) => accountKey(account.instituteId, login)), addressKey(address)];
}

const keyList = (keys: ThrottleKeys | string[]) =>
  Array.isArray(keys) ? keys : [keys.account, keys.address];

/** 429 with Retry-After while any key has MAX_FAILURES failures inside the window. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys | string[], now: Date): Promise<void> {
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
    .where(and(inArray(loginFailures.key, keyList(keys)), gt(loginFailures.failedAt, since)))
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

export interface TakenAttempt {
  /** The attempt succeeded: it no longer counts as a failure. */
  succeeded(): Promise<void>;
  /** The attempt failed: it counts for the watched keys too (the exact keys counted it already). */
  failed(): Promise<void>;
}

/**
 * Takes one attempt, exactly, even when many arrive at once: under per-key advisory locks (held
 * until the transaction ends, so every server process on the same database agrees) it refuses
 * with 429 when any key is at the limit, and otherwise records the attempt as a failure of the
 * `exact` keys straight away. Checking and counting in one locked step is what keeps 50
 * simultaneous wrong passwords for one account to at most MAX_FAILURES answers other than 429;
 * the caller forgets the attempt when it succeeds.
 *
 * `watched` keys (a client address) are checked the same way but count only failures, once
 * known: thirty pupils of one school lab behind one address, signing in at the same moment with
 * their right passwords, are not refused for being many at once.
 */
export async function takeAttempt(
  db: Db,
  exact: ThrottleKeys | string[],
  now: Date,
  watched: string[] = [],
): Promise<TakenAttempt> {
  const list = [...new Set(keyList(exact))].sort();
  const ids = await db.transaction(async (tx) => {
    for (const key of list) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await assertNotThrottled(tx as unknown as Db, [...list, ...watched], now);
    if (list.length === 0) return [];
    const rows = await tx
      .insert(loginFailures)
      .values(list.map((key) => ({ key, failedAt: now })))
      .returning({ id: loginFailures.id });
    return rows.map((row) => row.id);
  });
  await pruneFailures(db, now);
  return {
    succeeded: async () => {
      if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },
    failed: async () => {
      if (watched.length > 0) await recordFailure(db, watched, now);
    },
  };
}

/** Keep the table small: older rows no longer count. */
async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
}

export async function recordFailure(db: Db, keys: ThrottleKeys | string[], now: Date): Promise<void> {
  await db.insert(loginFailures).values(keyList(keys).map((key) => ({ key, failedAt: now })));
  await pruneFailures(db, now);
}

export async function clearAccountFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
}
