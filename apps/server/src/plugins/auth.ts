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
