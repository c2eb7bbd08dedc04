import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The composite student token of the spec: `{sessionId}:{secret}:{institute_id}|{acad_yr_id}`.
 * Base64url never contains ':' or '|', so the parts split unambiguously. The
 * third part is chosen by the client (academic-year switch) and is checked on
 * every call against the session's institute.
 */
export interface CompositeToken {
  sessionId: string;
  secret: string;
  instituteId: number;
  acadYrId: number;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function formatCompositeToken(token: CompositeToken): string {
  return `${token.sessionId}:${token.secret}:${token.instituteId}|${token.acadYrId}`;
}

const PART = /^[A-Za-z0-9_-]{16,128}$/;

export function parseCompositeToken(raw: string): CompositeToken | null {
  const parts = raw.split(':');
  if (parts.length !== 3) return null;
  const [sessionId, secret, scope] = parts as [string, string, string];
  if (!PART.test(sessionId) || !PART.test(secret)) return null;
  const match = /^(\d{1,9})\|(\d{1,9})$/.exec(scope);
  if (!match) return null;
  return { sessionId, secret, instituteId: Number(match[1]), acadYrId: Number(match[2]) };
}

/** The Authorization header holds the token bare or as `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.replace(/^Bearer\s+/i, '').trim();
  return value === '' ? null : value;
}
