import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  SCORE_CARD_KEY_TTL_MS,
  SCORE_CARD_TOKEN_TTL_MS,
  type ScoreCard,
  type ScoreCardLaunchRequest,
  type ScoreCardLaunchResult,
  type ScoreCardOpenResult,
} from '@portal/shared/reports/schema';
import type { Db } from '../../db/client';
import { institutes, scoreCardKeys, scoreCardTokens, students, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256, tokenFromHeader } from '../../lib/tokens';
import type { Identity } from '../../plugins/auth';
import { reportAccess, reportOf, reportOwner } from './test-report';

/** What a card token lets its window read: one user's card of one test. */
export interface CardGrant {
  userId: number;
  testId: number;
}

/**
 * POST {scorePanel}/api/launch: a single-use key (a minute) for the score card window of
 * the caller's (or a parent's child's) published result. Only the key's hash is kept.
 */
export async function launchScoreCard(
  db: Db,
  identity: Identity,
  ask: ScoreCardLaunchRequest,
  now: Date,
  scorePanelBase: string,
): Promise<ScoreCardLaunchResult> {
  const owner = await reportAccess(db, identity, { userId: ask.user_id, testId: ask.test_id });
  if (!owner.test.resultPublished) throw new HttpError(409, REPORT_MESSAGES.notPublished);
  const key = randomToken();
  const expiresAt = new Date(now.getTime() + SCORE_CARD_KEY_TTL_MS);
  await db
    .insert(scoreCardKeys)
    .values({ keyHash: sha256(key), userId: owner.userId, testId: owner.test.id, expiresAt });
  return {
    url: `${scorePanelBase.replace(/\/+$/, '')}/card/${key}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** POST {scorePanel}/api/open: spends a key (once, within its minute) for the window's card token. */
export async function openScoreCardKey(db: Db, key: string, now: Date): Promise<ScoreCardOpenResult> {
  const [spent] = await db
    .update(scoreCardKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(scoreCardKeys.keyHash, sha256(key)),
        isNull(scoreCardKeys.usedAt),
        gt(scoreCardKeys.expiresAt, now),
      ),
    )
    .returning({ userId: scoreCardKeys.userId, testId: scoreCardKeys.testId });
  if (!spent) throw new HttpError(401, REPORT_MESSAGES.linkExpired);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SCORE_CARD_TOKEN_TTL_MS);
  await db.insert(scoreCardTokens).values({ tokenHash: sha256(token), ...spent, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** The grant of a card token (`Authorization: <token>`); unknown, expired or a blocked user: 401. */
export async function cardGrant(db: Db, authorization: string | undefined, now: Date): Promise<CardGrant> {
  const raw = tokenFromHeader(authorization);
  if (!raw || raw.length > 200) throw new HttpError(401, REPORT_MESSAGES.windowExpired);
  const [row] = await db
    .select({ userId: scoreCardTokens.userId, testId: scoreCardTokens.testId, blocked: users.blocked })
    .from(scoreCardTokens)
    .innerJoin(users, eq(users.id, scoreCardTokens.userId))
    .where(and(eq(scoreCardTokens.tokenHash, sha256(raw)), gt(scoreCardTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.blocked) throw new HttpError(401, REPORT_MESSAGES.windowExpired);
  return { userId: row.userId, testId: row.testId };
}

/** 'Class 8 - A' (standard and section) or 'JEE Advanced 2027 - Morning Batch A' (course and batch). */
function groupName(
  kind: 'school' | 'coaching',
  student: { standard: string | null; section: string | null; course: string | null; batch: string | null },
): string {
  const parts = kind === 'school' ? [student.standard, student.section] : [student.course, student.batch];
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' - ');
}

/** GET {scorePanel}/api/card: the institute, the student and the report the card shows. */
export async function scoreCard(db: Db, grant: CardGrant, now: Date): Promise<ScoreCard> {
  const owner = await reportOwner(db, grant.userId, grant.testId);
  const [row] = await db
    .select({
      name: institutes.name,
      kind: institutes.kind,
      language: institutes.language,
      displayId: students.displayId,
      standard: students.standard,
      section: students.section,
      course: students.course,
      batch: students.batch,
    })
    .from(institutes)
    .leftJoin(students, and(eq(students.userId, owner.userId), eq(students.instituteId, institutes.id)))
    .where(eq(institutes.id, owner.instituteId))
    .limit(1);
  if (!row) throw new HttpError(401, REPORT_MESSAGES.windowExpired);
  return {
    institute_name: row.name,
    institute_kind: row.kind,
    language: row.language,
    student_name: owner.name,
    student_display_id: row.displayId ?? '',
    group_name: groupName(row.kind, {
      standard: row.standard,
      section: row.section,
      course: row.course,
      batch: row.batch,
    }),
    report: await reportOf(db, owner, now),
  };
}

/** Deletes spent-out keys and tokens past their expiry (the test panel's sweeper calls this). */
export async function purgeScoreCards(db: Db, now: Date): Promise<void> {
  await db.delete(scoreCardKeys).where(lt(scoreCardKeys.expiresAt, now));
  await db.delete(scoreCardTokens).where(lt(scoreCardTokens.expiresAt, now));
}
