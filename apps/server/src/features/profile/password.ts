import { and, eq, isNull } from 'drizzle-orm';
import {
  PASSWORD_CHANGE_TEXT,
  PASSWORD_CHOSEN_TEXT,
  PROFILE_SUCCESS_TEXT,
} from '@portal/shared/profile/rules';
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@portal/shared/profile/schema';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import { accountThrottleKeys, takeAttempt } from '../../lib/throttle';
import type { Identity } from '../../plugins/auth';
import { OPEN_USER_TYPE, STUDENT_USER_TYPE } from './update';

export const PASSWORD_MESSAGES = {
  notOwn: 'You can only change the password of your own account.',
} as const;

export interface PasswordContext {
  db: Db;
  now: Date;
  clientAddress: string;
}

/**
 * POST /api/v1/changePwd. A wrong existing password is a 400 (a 403 would sign
 * the portal out) and counts as a failed sign-in, so it cannot be guessed here either.
 */
export async function changePassword(
  ctx: PasswordContext,
  identity: Identity,
  body: z.infer<typeof changePasswordBodySchema>,
): Promise<string> {
  const { db, now } = ctx;
  // A parent changes the parent's own password: userid is then the parent's id (parent_id).
  if (body.userid !== identity.userId) throw new HttpError(403, PASSWORD_MESSAGES.notOwn);
  const [account] = await db.select().from(users).where(eq(users.id, identity.userId)).limit(1);
  if (!account) throw new HttpError(403, MESSAGES.sessionExpired);
  if (body.oldPassword === undefined) return choosePassword(ctx, identity, account, body.newPassword);

  const keys = accountThrottleKeys(account, ctx.clientAddress);
  const attempt = await takeAttempt(db, keys, now);
  const matches = account.passwordHash ? await verifyPassword(body.oldPassword, account.passwordHash) : false;
  if (!matches) throw new HttpError(400, PASSWORD_CHANGE_TEXT.oldIncorrect);
  await attempt.succeeded();

  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    // Every other device signs in again; this one is logged out by the portal itself.
    await endUserSessions(tx as unknown as Db, account.id, now, identity.sessionId);
  });
  const isParent = identity.userType !== STUDENT_USER_TYPE && identity.userType !== OPEN_USER_TYPE;
  return isParent ? PROFILE_SUCCESS_TEXT.parentPassword : PROFILE_SUCCESS_TEXT.password;
}

/** Nothing to choose: the answer for any session but a code's own before its first password. */
const oldRequired = () => new HttpError(400, PASSWORD_CHANGE_TEXT.oldRequired);

/**
 * changePwd without oldPassword: a session started by a first-sign-in code sets the account's
 * first password, once; from then on it is an ordinary session (a change needs the old password).
 * Any other session, or this one once a password exists (chosen here or sent by Forgot Password),
 * is told the existing password is needed, and nothing changes.
 */
async function choosePassword(
  ctx: PasswordContext,
  identity: Identity,
  account: typeof users.$inferSelect,
  newPassword: string,
): Promise<string> {
  const { db, now } = ctx;
  const marked = and(
    eq(sessions.id, identity.sessionId),
    eq(sessions.userId, account.id),
    eq(sessions.mustChoosePassword, true),
    isNull(sessions.endedAt),
  );
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(marked).limit(1);
  if (!session || account.passwordHash !== null) throw oldRequired();

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Both conditions again, in the transaction: two tries at once, or a password sent meanwhile.
    const cleared = await tx
      .update(sessions)
      .set({ mustChoosePassword: false })
      .where(marked)
      .returning({ id: sessions.id });
    const set = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, account.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (cleared.length !== 1 || set.length !== 1) throw oldRequired();
    await endUserSessions(tx as unknown as Db, account.id, now, identity.sessionId);
  });
  return PASSWORD_CHOSEN_TEXT;
}
