import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PANEL_MESSAGES } from '@portal/shared/test-panel/schema';
import type { Db } from '../../db/client';
import { panelTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256, tokenFromHeader } from '../../lib/tokens';

/** What a panel token lets its window do: one attempt (start, resume) or one test read-only (view). */
export interface PanelGrant {
  userId: number;
  testId: number;
  attemptId: number | null;
  mode: 'start' | 'resume' | 'view';
}

declare module 'fastify' {
  interface FastifyRequest {
    panel: PanelGrant | null;
  }
}

/** A view window's token lasts a few hours; an attempt's until its deadline plus this margin (to see 'time is up'). */
export const VIEW_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
export const ATTEMPT_TOKEN_MARGIN_MS = 60 * 60 * 1000;

/** Mints the window's token; only its hash is stored. */
export async function mintPanelToken(db: Db, grant: PanelGrant, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await db.insert(panelTokens).values({ tokenHash: sha256(token), ...grant, expiresAt });
  return token;
}

/**
 * Grants looked up in the last half minute, by token hash: an autosaving window calls every
 * few seconds, and the lookup was a third of each save's queries. Only found tokens are kept,
 * never past their expiry; a blocked user's window keeps saving for at most this long.
 */
const GRANT_CACHE_MS = 30_000;
const GRANT_CACHE_SIZE = 20_000;
const grants = new Map<string, { grant: PanelGrant; until: number }>();

/** onRequest hook of the panel's calls: `Authorization: <panel token>`; unknown or expired: 401. */
export async function authenticatePanel(db: Db, request: FastifyRequest, now: Date): Promise<void> {
  const raw = tokenFromHeader(request.headers.authorization);
  if (!raw || raw.length > 200) throw new HttpError(401, PANEL_MESSAGES.windowExpired);
  const hash = sha256(raw);
  const cached = grants.get(hash);
  if (cached && cached.until > now.getTime()) {
    request.panel = cached.grant;
    return;
  }
  grants.delete(hash);
  const [row] = await db
    .select({
      userId: panelTokens.userId,
      testId: panelTokens.testId,
      attemptId: panelTokens.attemptId,
      mode: panelTokens.mode,
      expiresAt: panelTokens.expiresAt,
      blocked: users.blocked,
    })
    .from(panelTokens)
    .innerJoin(users, eq(users.id, panelTokens.userId))
    .where(and(eq(panelTokens.tokenHash, hash), gt(panelTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.blocked) throw new HttpError(401, PANEL_MESSAGES.windowExpired);
  request.panel = { userId: row.userId, testId: row.testId, attemptId: row.attemptId, mode: row.mode };
  if (grants.size >= GRANT_CACHE_SIZE) grants.clear();
  grants.set(hash, {
    grant: request.panel,
    until: Math.min(now.getTime() + GRANT_CACHE_MS, row.expiresAt.getTime()),
  });
}

/** The grant of a panel call (the route must use the panel hook). */
export function panelOf(request: FastifyRequest): PanelGrant {
  if (!request.panel) throw new HttpError(401, PANEL_MESSAGES.windowExpired);
  return request.panel;
}

/** The attempt a write needs; a view window has none. */
export function attemptOf(grant: PanelGrant): number {
  if (grant.attemptId === null) throw new HttpError(409, PANEL_MESSAGES.viewOnly);
  return grant.attemptId;
}
