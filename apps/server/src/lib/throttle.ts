import { eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
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

/** The refusal while a key is at the limit until `freeAt` (ms since the epoch). */
function throttled(freeAt: number, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * One statement: when none of `checked` has MAX_FAILURES failures inside the window, records a
 * failure for each of `counted` now and returns their ids; else records nothing and returns when
 * the first key comes free (per key, its MAX_FAILURES-th most recent failure leaving the window).
 */
async function checkAndCount(
  db: Db,
  checked: string[],
  counted: string[],
  now: Date,
): Promise<{ freeAt: number | null; ids: number[] }> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const [row] = await rowsOf<{ limited_ms: number | null; ids: string[] | null }>(
    db,
    sql`with ranked as (
        select ${loginFailures.failedAt} as failed_at,
          row_number() over (partition by ${loginFailures.key} order by ${loginFailures.failedAt} desc) as rank
        from ${loginFailures}
        where ${loginFailures.key} = any(${sql.param(checked)}::text[]) and ${loginFailures.failedAt} > ${since}::timestamptz
      ), limiting as (
        select max(failed_at) as failed_at from ranked where rank = ${MAX_FAILURES}
      ), counted as (
        insert into ${loginFailures} (key, failed_at)
        select key, ${now.toISOString()}::timestamptz from unnest(${sql.param(counted)}::text[]) as key
        where (select failed_at from limiting) is null
        returning id
      )
      select (extract(epoch from (select failed_at from limiting)) * 1000)::float8 as limited_ms,
        (select array_agg(id::text) from counted) as ids`,
  );
  return {
    freeAt: row?.limited_ms == null ? null : Number(row.limited_ms) + FAILURE_WINDOW_MS,
    ids: (row?.ids ?? []).map(Number),
  };
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
  const checked = [...new Set([...list, ...watched])];
  // Without exact keys nothing is counted ahead, so nothing needs the lock: one statement.
  const { freeAt, ids } =
    list.length === 0
      ? await checkAndCount(db, checked, [], now)
      : await db.transaction(async (tx) => {
          // In key order (one statement, the array's order), so two attempts never wait on each other crosswise.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(key)) from unnest(${sql.param(list)}::text[]) as key`,
          );
          // A statement of its own: it reads what the previous holder of the lock committed.
          return checkAndCount(tx as unknown as Db, checked, list, now);
        });
  if (freeAt !== null) throw throttled(freeAt, now);
  return {
    succeeded: async () => {
      if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },
    failed: async () => {
      if (watched.length > 0) await recordFailure(db, watched, now);
    },
  };
}

export async function recordFailure(db: Db, keys: ThrottleKeys | string[], now: Date): Promise<void> {
  await db.insert(loginFailures).values(keyList(keys).map((key) => ({ key, failedAt: now })));
}

/** Rows one purge statement deletes at most. */
const PURGE_BATCH = 5000;

/**
 * Keeps the table small: failures older than the window no longer count. Runs with the test
 * panel's periodic purge (about every ten minutes), not on every attempt; returns how many went.
 */
export async function purgeOldFailures(db: Db, now: Date, batch = PURGE_BATCH): Promise<number> {
  const before = new Date(now.getTime() - FAILURE_WINDOW_MS);
  let purged = 0;
  for (;;) {
    const [{ deleted }] = (await rowsOf<{ deleted: number }>(
      db,
      sql`with gone as (
        delete from ${loginFailures} where ${loginFailures.id} in (
          select ${loginFailures.id} from ${loginFailures} where ${lt(loginFailures.failedAt, before)} limit ${batch}
        ) returning 1
      ) select count(*)::int as deleted from gone`,
    )) as [{ deleted: number }];
    purged += deleted;
    if (deleted < batch) return purged;
  }
}

export async function clearAccountFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
}
