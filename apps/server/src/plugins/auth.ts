import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import { academicYears, sessions, users } from '../db/schema';
import { HttpError, MESSAGES } from '../lib/http-error';
import { parseCompositeToken, sameHash, sha256, tokenFromHeader } from '../lib/tokens';

/** Who is calling, as established from the composite token. */
export interface Identity {
  sessionId: string;
  userId: number;
  userType: number;
  accountId: number;
  instituteId: number;
  /** The academic year named by the student token (the client may switch it); 0 on exam desk and scorecard calls. */
  acadYrId: number;
  /**
   * Students the caller may act for now: themself, a parent's chosen child (the switcher), or
   * before a choice every linked student.
   */
  studentIds: number[];
  /** Every student the session was opened for (a parent's linked children): the switcher's choices. */
  linkedStudentIds: number[];
  deviceId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** onRequest hook for token calls: sets request.identity or answers 401/403. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook for exam desk calls (the login answer's examdesk_auth_token). */
    authenticateExamDesk(request: FastifyRequest): Promise<void>;
    /** onRequest hook for score calls (the login answer's scorecard_auth_token). */
    authenticateScorecard(request: FastifyRequest): Promise<void>;
  }
}

export const SESSION_IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

const expired = () => new HttpError(403, MESSAGES.sessionExpired);

/** Which token a call takes: the student token, or the exam desk or scorecard token of the same session. */
export type TokenKind = 'student' | 'examdesk' | 'scorecard';

async function authenticate(app: App, request: FastifyRequest, kind: TokenKind = 'student'): Promise<void> {
  const raw = tokenFromHeader(request.headers.authorization);
  if (!raw) throw new HttpError(401, MESSAGES.missingToken);
  let lookup: {
    sessionId?: string;
    hashColumn: 'secret' | 'examdesk' | 'scorecard';
    hash: string;
    acadYrId: number;
    instituteId?: number;
  };
  if (kind === 'student') {
    const token = parseCompositeToken(raw);
    if (!token) throw expired();
    lookup = {
      sessionId: token.sessionId,
      hashColumn: 'secret',
      hash: sha256(token.secret),
      acadYrId: token.acadYrId,
      instituteId: token.instituteId,
    };
  } else {
    // The exam desk and scorecard tokens are bare random tokens; the session is found by their hash.
    if (raw.length > 200) throw expired();
    lookup = { hashColumn: kind, hash: sha256(raw), acadYrId: 0 };
  }

  const db = app.database.db;
  const yearClaim = lookup.acadYrId;
  const [row] = await db
    .select({
      id: sessions.id,
      secretHash: sessions.secretHash,
      examdeskTokenHash: sessions.examdeskTokenHash,
      scorecardTokenHash: sessions.scorecardTokenHash,
      userId: sessions.userId,
      instituteId: sessions.instituteId,
      studentIds: sessions.studentIds,
      activeStudentId: sessions.activeStudentId,
      deviceId: sessions.deviceId,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      userType: users.userType,
      accountId: users.accountId,
      blocked: users.blocked,
      yearOfInstitute: sql<boolean>`exists (select 1 from ${academicYears} where ${academicYears.id} = ${yearClaim} and ${academicYears.instituteId} = ${sessions.instituteId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      lookup.sessionId !== undefined
        ? eq(sessions.id, lookup.sessionId)
        : lookup.hashColumn === 'examdesk'
          ? eq(sessions.examdeskTokenHash, lookup.hash)
          : eq(sessions.scorecardTokenHash, lookup.hash),
    )
    .limit(1);

  const storedHash =
    lookup.hashColumn === 'secret'
      ? row?.secretHash
      : lookup.hashColumn === 'examdesk'
        ? row?.examdeskTokenHash
        : row?.scorecardTokenHash;
  if (!row || !storedHash || !sameHash(lookup.hash, storedHash) || row.endedAt) throw expired();
  const now = app.clock();
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_LIMIT_MS || row.blocked) {
    await db.update(sessions).set({ endedAt: now }).where(eq(sessions.id, row.id));
    throw expired();
  }
  if (kind === 'student' && (lookup.instituteId !== row.instituteId || !row.yearOfInstitute)) throw expired();
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }

  request.identity = {
    sessionId: row.id,
    userId: row.userId,
    userType: row.userType,
    accountId: row.accountId,
    instituteId: row.instituteId,
    acadYrId: lookup.acadYrId,
    studentIds:
      row.activeStudentId !== null && row.studentIds.includes(row.activeStudentId)
        ? [row.activeStudentId]
        : row.studentIds,
    linkedStudentIds: row.studentIds,
    deviceId: row.deviceId,
  };
}

export function registerAuth(app: App): void {
  app.decorateRequest('identity', null);
  app.decorate('authenticate', (request: FastifyRequest) => authenticate(app, request));
  app.decorate('authenticateExamDesk', (request: FastifyRequest) => authenticate(app, request, 'examdesk'));
  app.decorate('authenticateScorecard', (request: FastifyRequest) => authenticate(app, request, 'scorecard'));
}

/** The caller's identity on a token call (the route must use app.authenticate). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new HttpError(401, MESSAGES.missingToken);
  return request.identity;
}

/** 403 unless the record belongs to the caller's institute. */
export function assertInstitute(request: FastifyRequest, instituteId: number): Identity {
  const identity = identityOf(request);
  if (identity.instituteId !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  return identity;
}

/** 403 unless the caller is this student or a parent linked to them. */
export function assertStudent(request: FastifyRequest, studentId: number): Identity {
  const identity = identityOf(request);
  if (!identity.studentIds.includes(studentId)) throw new HttpError(403, MESSAGES.notYours);
  return identity;
}

// --- short-lived file links (issue 28) ------------------------------------------------------

/**
 * The cookie that carries the caller's session to the short-lived file links (a protected video's
 * stream, an attachment's link, a receipt's PDF): a <video> element, a link opened in a new tab and
 * a download cannot send the token header, and a token never goes in a URL. It is set by the call
 * that grants the link, for that link's path only (so no API call ever receives it), HttpOnly,
 * SameSite=Strict, Secure on https, for as long as the grant lives. It holds a key derived from the
 * session's secret, not the token: it opens nothing but these links, and only while the session is
 * live (a logout ends it at once). Not the portal's own session cookie (portal_session, for drawing
 * screens on the server): that one is readable by scripts, goes to every path, and is left out when
 * the session is too long for a cookie (a parent with several children) or by an installed portal.
 */
export const FILE_LINK_COOKIE = 'portal_file_key';

/** The session's file key: its id and an HMAC keyed by the stored hash of its secret. */
function fileKeyOf(sessionId: string, secretHash: string): string {
  return `${sessionId}.${createHmac('sha256', secretHash).update('portal file links').digest('base64url')}`;
}

/**
 * The Set-Cookie value that lets this browser open the links granted on this call (a student-token
 * call, already authenticated), under `path`, for `maxAgeMs`.
 */
export function fileLinkCookie(request: FastifyRequest, path: string, maxAgeMs: number): string {
  const token = parseCompositeToken(tokenFromHeader(request.headers.authorization) ?? '');
  if (!token) throw new HttpError(401, MESSAGES.missingToken);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return (
    `${FILE_LINK_COOKIE}=${fileKeyOf(token.sessionId, sha256(token.secret))}; Path=${path}; ` +
    `Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; SameSite=Strict${secure}`
  );
}

/** The first value of a cookie in a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The user whose live session a file link request carries: the file key cookie (the portal), or the
 * spec's token header (a client that keeps no cookies may send it). Null for none, a key or token
 * that does not match, or a session ended, idle too long or of a blocked user. File link routes
 * only: every API call keeps taking the token header alone (authenticate).
 */
export async function fileLinkUser(app: App, request: FastifyRequest): Promise<number | null> {
  const header = tokenFromHeader(request.headers.authorization);
  let sessionId: string;
  let matches: (secretHash: string, instituteId: number) => boolean;
  if (header) {
    const token = parseCompositeToken(header);
    if (!token) return null;
    sessionId = token.sessionId;
    matches = (secretHash, instituteId) =>
      instituteId === token.instituteId && sameHash(sha256(token.secret), secretHash);
  } else {
    const key = cookieValue(request.headers.cookie, FILE_LINK_COOKIE);
    const dot = key?.indexOf('.') ?? -1;
    if (!key || dot < 16 || key.length > 200) return null;
    sessionId = key.slice(0, dot);
    matches = (secretHash) => sameHash(fileKeyOf(sessionId, secretHash), key);
  }
  const [row] = await app.database.db
    .select({
      userId: sessions.userId,
      instituteId: sessions.instituteId,
      secretHash: sessions.secretHash,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      blocked: users.blocked,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row || row.endedAt || row.blocked || !matches(row.secretHash, row.instituteId)) return null;
  if (app.clock().getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_LIMIT_MS) return null;
  return row.userId;
}
