import { and, eq } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { Db } from '../../db/client';
import { studentBatches, timetableEntries, userProducts } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { timetableInstitute } from './audience';
import { zonedInstant } from './zone';

/** A live class may be started this long before its scheduled start. */
export const EARLY_START_MS = 10 * 60_000;

/**
 * GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id}: whether the caller
 * may join the live class now (from 10 minutes before its start until its end, only a
 * student of its batch or an open user owning its product; never a parent), and its link
 * only then.
 */
export async function startSession(
  db: Db,
  identity: Identity,
  sessionId: number,
  now: Date,
): Promise<{ allow_start_session: boolean; session_link: string | null }> {
  const [entry] = await db
    .select()
    .from(timetableEntries)
    .where(and(eq(timetableEntries.id, sessionId), eq(timetableEntries.kind, 'live')))
    .limit(1);
  if (!entry) throw new HttpError(404, MESSAGES.notFound);
  if (entry.instituteId !== identity.instituteId) throw new HttpError(403, MESSAGES.notYours);

  const denied = { allow_start_session: false, session_link: null };
  if (!(await mayJoin(db, identity, entry))) return denied;
  const { timeZone } = await timetableInstitute(db, entry.instituteId);
  if (!joinWindowOpen(entry, timeZone, now)) return denied;
  return { allow_start_session: true, session_link: entry.sessionLink };
}

/** Whether `now` is inside a live class's join window: 10 minutes before its start until its end. */
export function joinWindowOpen(
  entry: { date: string; startTime: string; endDate: string; endTime: string },
  timeZone: string,
  now: Date,
): boolean {
  const opens = zonedInstant(entry.date, entry.startTime, timeZone).getTime() - EARLY_START_MS;
  const ends = zonedInstant(entry.endDate, entry.endTime, timeZone).getTime();
  return now.getTime() >= opens && now.getTime() <= ends;
}

async function mayJoin(
  db: Db,
  identity: Identity,
  entry: { batchId: number | null; productId: number | null },
): Promise<boolean> {
  if (identity.userType === USER_TYPE_STUDENT && entry.batchId !== null) {
    const [studentId] = identity.studentIds;
    if (studentId === undefined) return false;
    const rows = await db
      .select({ id: studentBatches.batchId })
      .from(studentBatches)
      .where(and(eq(studentBatches.studentId, studentId), eq(studentBatches.batchId, entry.batchId)))
      .limit(1);
    return rows.length > 0;
  }
  if (identity.userType === USER_TYPE_OPEN && entry.productId !== null) {
    const rows = await db
      .select({ id: userProducts.productId })
      .from(userProducts)
      .where(and(eq(userProducts.userId, identity.userId), eq(userProducts.productId, entry.productId)))
      .limit(1);
    return rows.length > 0;
  }
  // Parents (and anyone else) watch; they never join (spec section 6).
  return false;
}
