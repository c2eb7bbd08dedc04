import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_SUCCESS_TEXT } from '@portal/shared/profile/rules';
import type { ForgotPasswordAccount } from '@portal/shared/profile/schema';
import type { z } from 'zod';
import type { forgotPasswordBodySchema } from '@portal/shared/profile/schema';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Institute } from '../../lib/institutes';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import type { SmsSender } from '../../lib/sms/sender';
import { addressThrottleKeys, takeAttempt } from '../../lib/throttle';

export const RESET_LIMIT = 3;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const NEW_PASSWORD_LENGTH = 8;

export const FORGOT_MESSAGES = {
  otherInstitute: 'This sign-in page belongs to another institute.',
  noAccount: 'No account is registered with this phone number.',
  choose: 'Please select an account.',
  notSent: 'The new password could not be sent. Your password has not been changed. Please try again later.',
  unavailable: 'Password reset by text message is not available; contact your institute.',
} as const;

const ROLE_LABEL = { student: 'Student', parent: 'Parent', open: 'Open user' } as const;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 8 letters or digits from the operating system's cryptographic generator. */
export function newRandomPassword(length = NEW_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

export interface ForgotContext {
  db: Db;
  institute: Institute;
  now: Date;
  clientAddress: string;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

type ForgotBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/v2/user/forgotPassword: a choice of accounts, or a new password by text message. */
export async function forgotPassword(
  ctx: ForgotContext,
  body: ForgotBody,
): Promise<{ message: string; result: ForgotPasswordAccount[] | null }> {
  const { db, institute } = ctx;
  if (body.institute_id !== undefined && body.institute_id !== institute.id) {
    throw new HttpError(403, FORGOT_MESSAGES.otherInstitute);
  }
  // Without a gateway (production) a new password would reach nobody and lock the account out.
  if (!ctx.sms.available) throw new HttpError(501, FORGOT_MESSAGES.unavailable);
  // Unknown numbers count as failed sign-ins of the address, so numbers cannot be tried in bulk.
  const addressKeys = addressThrottleKeys(ctx.clientAddress);
  const attempt = await takeAttempt(db, addressKeys, ctx.now);
  // Administrators are never served by the portal, so never reset from it.
  const accounts = await db
    .select({ id: users.id, role: users.role, name: users.name, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.instituteId, institute.id),
        eq(users.phone, body.user_name),
        inArray(users.role, ['student', 'parent', 'open']),
      ),
    )
    .orderBy(asc(users.id));
  if (accounts.length === 0) throw new HttpError(404, FORGOT_MESSAGES.noAccount);
  await attempt.succeeded();
  if (body.user_id === undefined && accounts.length > 1) {
    return {
      message: FORGOT_MESSAGES.choose,
      result: accounts.map((account) => ({
        user_id: account.id,
        institute_id: institute.id,
        name: account.name,
        display: ROLE_LABEL[account.role as keyof typeof ROLE_LABEL],
        institute_name: institute.name,
      })),
    };
  }
  const account = body.user_id === undefined ? accounts[0] : accounts.find((a) => a.id === body.user_id);
  if (!account) throw new HttpError(404, FORGOT_MESSAGES.noAccount);

  await assertResetAllowed(db, account.id, ctx.now);
  const password = newRandomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // One reset at a time per account, so concurrent requests cannot slip past the limit. The
    // reset is counted before the text leaves: the limit bounds the texts sent to a phone.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
    await assertResetAllowed(tx as unknown as Db, account.id, ctx.now);
    await tx.insert(passwordResets).values({ userId: account.id, createdAt: ctx.now });
  });
  // The password changes only once the gateway accepted the text; refused, the old one stays.
  try {
    await ctx.sms.send(account.phone!, `Your new ${institute.name} portal password is ${password}`);
  } catch (error) {
    ctx.log.error({ err: error, userId: account.id }, 'the new password could not be sent');
    throw new HttpError(503, FORGOT_MESSAGES.notSent);
  }
  // If this write fails after the text was accepted (the database went away), the request answers
  // 500: the old password and the sessions stay, and the texted password does not work; the user
  // asks again. Two resets of one account at once: both texts leave, the later write wins.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    await endUserSessions(tx as unknown as Db, account.id, ctx.now);
  });
  return { message: PROFILE_SUCCESS_TEXT.forgotPassword, result: null };
}

/** 429 with Retry-After once the account had RESET_LIMIT resets within the last hour. */
async function assertResetAllowed(db: Db, userId: number, now: Date): Promise<void> {
  const recent = await db
    .select({ at: passwordResets.createdAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.createdAt, new Date(now.getTime() - RESET_WINDOW_MS)),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(RESET_LIMIT);
  if (recent.length < RESET_LIMIT) return;
  const freeAt = recent[RESET_LIMIT - 1]!.at.getTime() + RESET_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `Too many password reset requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(seconds) },
  );
}
