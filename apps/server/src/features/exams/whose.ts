import { instituteTimeZone } from '../../lib/institutes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { Db } from '../../db/client';
import { batches, institutes, studentBatches, students } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

/** Whose exams a call reads: a student (themself or a parent's chosen child), or an open user. */
export interface ExamTaker {
  instituteId: number;
  timeZone: string;
  /** The user whose attempts count (the child's for a parent). */
  userId: number;
  studentId: number | null;
  batchIds: number[];
  parent: boolean;
}

export const isParent = (identity: Identity) =>
  identity.userType !== USER_TYPE_STUDENT && identity.userType !== USER_TYPE_OPEN;

/**
 * The taker of an exam desk call. A parent names the chosen child with `student_id`
 * (one of their linked children, else 403); without it, their first child. A student
 * may name only themself. Open users have no student and no batches.
 */
export async function examTaker(db: Db, identity: Identity, chosen?: number): Promise<ExamTaker> {
  const base = { instituteId: identity.instituteId, parent: isParent(identity) };
  if (identity.userType === USER_TYPE_OPEN || identity.studentIds.length === 0) {
    if (chosen !== undefined) throw new HttpError(403, MESSAGES.notYours);
    const timeZone = await instituteTimeZone(db, identity.instituteId);
    if (!timeZone) throw new HttpError(403, MESSAGES.notYours);
    return { ...base, timeZone, userId: identity.userId, studentId: null, batchIds: [] };
  }
  const studentId = chosen ?? identity.studentIds[0]!;
  if (!identity.studentIds.includes(studentId)) throw new HttpError(403, MESSAGES.notYours);
  // The institute's time zone, the student (of that institute) and their batches there: one statement.
  const [row] = await db
    .select({
      timeZone: institutes.timeZone,
      userId: students.userId,
      batchIds: sql<number[]>`array(select ${studentBatches.batchId} from ${studentBatches}
        join ${batches} on ${batches.id} = ${studentBatches.batchId}
        where ${studentBatches.studentId} = ${studentId} and ${batches.instituteId} = ${institutes.id})`,
    })
    .from(institutes)
    .leftJoin(students, and(eq(students.id, studentId), eq(students.instituteId, institutes.id)))
    .where(eq(institutes.id, identity.instituteId))
    .limit(1);
  if (!row || row.userId === null) throw new HttpError(403, MESSAGES.notYours);
  return {
    ...base,
    timeZone: row.timeZone,
    userId: row.userId,
    studentId,
    batchIds: row.batchIds.map(Number),
  };
}

/** User ids whose bookmarks the caller may read: their own, and a parent's children's. */
export async function readableUserIds(db: Db, identity: Identity): Promise<number[]> {
  if (identity.studentIds.length === 0) return [identity.userId];
  const rows = await db
    .select({ userId: students.userId })
    .from(students)
    .where(and(inArray(students.id, identity.studentIds), eq(students.instituteId, identity.instituteId)));
  return [identity.userId, ...rows.map((r) => r.userId)];
}
