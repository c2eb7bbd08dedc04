import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginKeys } from '../db/schema';
import { randomToken, sha256 } from './tokens';

/**
 * One-time login keys: a single sign-on hands one out, and the login call takes
 * it once, for its user only, in place of a password. Only sha256 is stored.
 */
export const LOGIN_KEY_LIFETIME_MS = 2 * 60 * 1000;
/** 32 random bytes in base64url. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A first-sign-in code printed or texted to an imported account (features/import/codes.ts): XXXX-XXXX-XXXX. */
const CODE_SHAPE = /^([A-Za-z0-9]{4})-?([A-Za-z0-9]{4})-?([A-Za-z0-9]{4})$/;

/** The stored form of a key or code: sha256, a code read without case or dashes. */
export function loginKeyHash(key: string): string | null {
  if (KEY_SHAPE.test(key)) return sha256(key);
  const code = CODE_SHAPE.exec(key.trim());
  return code ? sha256(code.slice(1).join('-').toUpperCase()) : null;
}

/** Whether a key is a first-sign-in code (not a single sign-on's key). */
export function isSignInCode(key: string): boolean {
  return CODE_SHAPE.test(key.trim());
}

export async function createLoginKey(
  db: Db,
  input: { userId: number; instituteId: number; now: Date },
): Promise<string> {
  const key = randomToken(32);
  // Keep the table small: keys long past their expiry are of no use.
  await db
    .delete(loginKeys)
    .where(lt(loginKeys.expiresAt, new Date(input.now.getTime() - 24 * 60 * 60 * 1000)));
  await db.insert(loginKeys).values({
    keyHash: sha256(key),
    userId: input.userId,
    instituteId: input.instituteId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + LOGIN_KEY_LIFETIME_MS),
  });
  return key;
}

const usable = (key: string, instituteId: number, now: Date) =>
  and(
    eq(loginKeys.keyHash, loginKeyHash(key) ?? ''),
    eq(loginKeys.instituteId, instituteId),
    isNull(loginKeys.usedAt),
    gt(loginKeys.expiresAt, now),
  );

/** Which of `userIds` an unused, unexpired key belongs to (null: none; the key is not spent). */
export async function loginKeyOwner(
  db: Db,
  key: string,
  input: { instituteId: number; userIds: number[]; now: Date },
): Promise<number | null> {
  if (loginKeyHash(key) === null || input.userIds.length === 0) return null;
  const [row] = await db
    .select({ userId: loginKeys.userId })
    .from(loginKeys)
    .where(and(usable(key, input.instituteId, input.now), inArray(loginKeys.userId, input.userIds)))
    .limit(1);
  return row?.userId ?? null;
}

/** Marks the key used; false when it was used (or expired) meanwhile, so two uses cannot both succeed. */
export async function consumeLoginKey(
  db: Db,
  key: string,
  input: { instituteId: number; userId: number; now: Date },
): Promise<boolean> {
  const spent = await db
    .update(loginKeys)
    .set({ usedAt: input.now })
    .where(and(usable(key, input.instituteId, input.now), eq(loginKeys.userId, input.userId)))
    .returning({ userId: loginKeys.userId });
  return spent.length === 1;
}
