import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginKeys, users } from '../../db/schema';
import { importInvitations } from '../../db/schema/imports';
import type { Institute } from '../../lib/institutes';
import { loginKeyHash } from '../../lib/login-keys';
import type { SmsSender } from '../../lib/sms/sender';
import { chunks } from './roster-plan';

/** A first-sign-in code works for 7 days, once, for its own account only (login-keys.ts spends it). */
export const SIGN_IN_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** No 0/O, 1/I: the code is read off paper. 32 letters, 12 of them: 60 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newSignInCode(): string {
  const letters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * Gives each account a new code (only its hash is stored, as a one-time login key lasting 7
 * days); an earlier unused code of the same account stops working.
 */
export async function issueSignInCodes(
  db: Db,
  instituteId: number,
  userIds: number[],
  now: Date,
): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  for (const part of chunks(userIds, 1000)) {
    await db
      .update(loginKeys)
      .set({ usedAt: now })
      .where(
        and(
          inArray(loginKeys.userId, part),
          isNull(loginKeys.usedAt),
          gt(loginKeys.expiresAt, now),
          // Only codes: a single sign-on's two-minute keys are left alone.
          sql`${loginKeys.expiresAt} - ${loginKeys.createdAt} > interval '1 day'`,
        ),
      );
    const rows = part.map((userId) => {
      const code = newSignInCode();
      codes.set(userId, code);
      return {
        keyHash: loginKeyHash(code)!,
        userId,
        instituteId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
      };
    });
    if (rows.length > 0) await db.insert(loginKeys).values(rows);
  }
  return codes;
}

export function signInText(institute: Institute, code: string, validUntil: string): string {
  return `${institute.name}: your portal account is ready. Sign in with this phone number and the one-time code ${code} in the password field (valid until ${validUntil}). You will then choose a password of your own.`;
}

/**
 * Texts a code to each new account with a phone, through the app's text-message sender
 * (the demo's writes to sms_outbox). Returns how many went; a refused message is left for a letter.
 */
export async function textSignInCodes(
  db: Db,
  sms: SmsSender,
  institute: Institute,
  userIds: number[],
  now: Date,
): Promise<number> {
  if (!sms.available || userIds.length === 0) return 0;
  let sent = 0;
  for (const part of chunks(userIds, 1000)) {
    const accounts = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(inArray(users.id, part), sql`${users.phone} is not null`));
    const codes = await issueSignInCodes(
      db,
      institute.id,
      accounts.map((a) => a.id),
      now,
    );
    const until = new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS).toISOString().slice(0, 10);
    const texted: number[] = [];
    for (const account of accounts) {
      try {
        await sms.send(account.phone!, signInText(institute, codes.get(account.id)!, until));
        texted.push(account.id);
      } catch {
        // Left without texted_at: the institute's letters cover it.
      }
    }
    if (texted.length > 0) {
      await db
        .update(importInvitations)
        .set({ textedAt: now })
        .where(inArray(importInvitations.userId, texted));
    }
    sent += texted.length;
  }
  return sent;
}

export interface LetterAccount {
  userId: number;
  name: string;
  login: string | null;
  role: string;
  code: string;
}

/**
 * The accounts a letter goes to: created by an import, never signed in with a password, no
 * letter yet (or all of them again with `again`). Each gets a new code.
 */
export async function accountsForLetters(
  db: Db,
  instituteId: number,
  now: Date,
  again = false,
): Promise<LetterAccount[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, phone: users.phone, email: users.email, role: users.role })
    .from(importInvitations)
    .innerJoin(users, eq(users.id, importInvitations.userId))
    .where(
      and(
        eq(importInvitations.instituteId, instituteId),
        isNull(users.passwordHash),
        eq(users.blocked, false),
        again ? undefined : isNull(importInvitations.letterAt),
      ),
    )
    .orderBy(users.role, users.name, users.id);
  const codes = await issueSignInCodes(
    db,
    instituteId,
    rows.map((row) => row.userId),
    now,
  );
  for (const part of chunks(
    rows.map((row) => row.userId),
    1000,
  )) {
    await db.update(importInvitations).set({ letterAt: now }).where(inArray(importInvitations.userId, part));
  }
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    login: row.phone ?? row.email,
    role: row.role,
    code: codes.get(row.userId)!,
  }));
}
