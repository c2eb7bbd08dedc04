import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { formatCompositeToken, randomToken, sha256 } from '../../lib/tokens';

export interface NewSession {
  userId: number;
  instituteId: number;
  acadYrId: number;
  studentIds: number[];
  deviceId: string;
  now: Date;
  /** Single-device confirmation: end the account's sessions on other devices first. */
  endOthers: boolean;
  /** Started by a first-sign-in code for an account without a password (sessions.must_choose_password). */
  mustChoosePassword?: boolean;
}

export interface SessionTokens {
  student_auth: string;
  examdesk_auth_token: string;
  scorecard_auth_token: string;
}

/** Creates a session and returns its tokens; the database keeps only their hashes. */
export async function createSession(db: Db, input: NewSession): Promise<SessionTokens> {
  const sessionId = randomToken(16);
  const secret = randomToken(32);
  const examdesk = randomToken(32);
  const scorecard = randomToken(32);
  const row = {
    id: sessionId,
    secretHash: sha256(secret),
    examdeskTokenHash: sha256(examdesk),
    scorecardTokenHash: sha256(scorecard),
    userId: input.userId,
    instituteId: input.instituteId,
    studentIds: input.studentIds,
    deviceId: input.deviceId,
    mustChoosePassword: input.mustChoosePassword === true,
    createdAt: input.now,
    lastSeenAt: input.now,
  };
  if (!input.endOthers) {
    await db.insert(sessions).values(row);
  } else {
    // The single-device confirmation: the others end only if this one is made.
    await db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ endedAt: input.now })
        .where(
          and(
            eq(sessions.userId, input.userId),
            isNull(sessions.endedAt),
            ne(sessions.deviceId, input.deviceId),
          ),
        );
      await tx.insert(sessions).values(row);
    });
  }
  return {
    student_auth: formatCompositeToken({
      sessionId,
      secret,
      instituteId: input.instituteId,
      acadYrId: input.acadYrId,
    }),
    examdesk_auth_token: examdesk,
    scorecard_auth_token: scorecard,
  };
}

export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}
