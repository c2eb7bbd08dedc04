import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { stripSpaces } from '@portal/shared/auth/rules';
import type { SsoResult } from '@portal/shared/sso/schema';
import type { Db } from '../../db/client';
import { ssoTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Institute } from '../../lib/institutes';
import { createLoginKey } from '../../lib/login-keys';
import { randomToken, sha256 } from '../../lib/tokens';

export const SSO_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export const SSO_MESSAGES = {
  invalidLink: 'The login link is invalid or has expired.',
  success: 'Success',
  issued: 'Login link token issued.',
  notEnabled: 'Single sign-on is not enabled for this institute.',
  badSecret: 'The SSO secret is missing or wrong.',
  noAccount: 'No account with this e-mail or phone number can sign in at this institute.',
  several: 'Several accounts use this phone number: send user_id to choose one.',
} as const;

export interface IssueInput {
  user_name: string;
  user_id?: number;
  redirect_url?: string | null;
}

export interface IssuedToken {
  token: string;
  userId: number;
  expiresAt: Date;
  redirectUrl: string | null;
}

/** Issues a link token (valid 5 minutes, once) for a student, parent or open user of the institute. */
export async function issueSsoToken(
  db: Db,
  institute: Pick<Institute, 'id'>,
  input: IssueInput,
  now: Date,
): Promise<IssuedToken> {
  const login = stripSpaces(input.user_name).toLowerCase();
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.instituteId, institute.id),
        or(eq(sql`lower(${users.email})`, login), eq(users.phone, login)),
        inArray(users.role, ['student', 'parent', 'open']),
      ),
    );
  const chosen = input.user_id === undefined ? accounts : accounts.filter((a) => a.id === input.user_id);
  if (chosen.length === 0) throw new HttpError(404, SSO_MESSAGES.noAccount);
  if (chosen.length > 1) throw new HttpError(400, SSO_MESSAGES.several);

  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SSO_TOKEN_LIFETIME_MS);
  const redirectUrl = input.redirect_url ?? null;
  // Keep the table small: tokens a day past their expiry are of no use.
  await db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await db.insert(ssoTokens).values({
    tokenHash: sha256(token),
    userId: chosen[0]!.id,
    instituteId: institute.id,
    redirectUrl,
    createdAt: now,
    expiresAt,
  });
  return { token, userId: chosen[0]!.id, expiresAt, redirectUrl };
}

/**
 * POST /prod/ext/sso/login: spends the link token (one atomic update, so a
 * second use fails even when concurrent) and hands out a one-time login key.
 */
export async function ssoLogin(db: Db, institute: Institute, token: string, now: Date): Promise<SsoResult> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(ssoTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(ssoTokens.tokenHash, sha256(token)),
          eq(ssoTokens.instituteId, institute.id),
          isNull(ssoTokens.usedAt),
          gt(ssoTokens.expiresAt, now),
        ),
      )
      .returning({ userId: ssoTokens.userId, redirectUrl: ssoTokens.redirectUrl });
    if (!spent) throw new HttpError(401, SSO_MESSAGES.invalidLink);
    const [user] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!user) throw new HttpError(401, SSO_MESSAGES.invalidLink);
    const key = await createLoginKey(tx as unknown as Db, {
      userId: spent.userId,
      instituteId: institute.id,
      now,
    });
    return {
      email_id: user.email ?? '',
      key,
      inst_id: institute.id,
      phone: user.phone ?? '',
      status: 'success',
      redirect_url: spent.redirectUrl,
    };
  });
}
