import { sha256 } from '../../lib/tokens';
import type { Db } from '../client';
import { institutes, ssoTokens } from '../schema';

/**
 * A single sign-on link for Aarav (`/?token=demo-sso-aarav`), usable once after
 * each reset. The demo exception: it lives 30 days, where issued tokens live 5 minutes.
 */
export const DEMO_SSO_TOKEN = 'demo-sso-aarav';
export const DEMO_SSO_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function seedSso(db: Db, now: Date, secret: string): Promise<void> {
  // Every demo institute may issue links with the same (configurable) demo secret.
  await db.update(institutes).set({ ssoSecretHash: sha256(secret) });
  await db.insert(ssoTokens).values({
    tokenHash: sha256(DEMO_SSO_TOKEN),
    userId: 101,
    instituteId: 1,
    redirectUrl: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEMO_SSO_TOKEN_LIFETIME_MS),
  });
}
