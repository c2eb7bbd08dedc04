import { and, eq, inArray } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { Db } from '../../db/client';
import { batches, products, studentBatches, students, userProducts } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

/** Whose live classes: the batches of a student, or the products of an open user, in one institute. */
export type LiveAudience =
  | { kind: 'student'; instituteId: number; studentId: number; batchIds: number[] }
  | { kind: 'open'; instituteId: number; userId: number; productIds: number[] };

/**
 * getMeetingV2 names a user, not a student: the caller's own user id (a student or an open user),
 * or, for a parent, the user id of one of their linked students (the chosen child's session
 * carries it). Any other id, or another institute, is 403.
 */
export async function liveAudience(
  db: Db,
  identity: Identity,
  claim: { instituteId: number; userId: number },
): Promise<LiveAudience> {
  const { instituteId, userId } = claim;
  if (identity.instituteId !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  if (identity.userType === USER_TYPE_OPEN) {
    if (userId !== identity.userId) throw new HttpError(403, MESSAGES.notYours);
    return { kind: 'open', instituteId, userId, productIds: await ownedProducts(db, userId, instituteId) };
  }
  const [student] = identity.studentIds.length
    ? await db
        .select({ id: students.id })
        .from(students)
        .where(
          and(
            eq(students.userId, userId),
            eq(students.instituteId, instituteId),
            inArray(students.id, identity.studentIds),
          ),
        )
        .limit(1)
    : [];
  if (!student) throw new HttpError(403, MESSAGES.notYours);
  return {
    kind: 'student',
    instituteId,
    studentId: student.id,
    batchIds: await batchesOf(db, [student.id], instituteId),
  };
}

async function ownedProducts(db: Db, userId: number, instituteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userProducts.productId })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(and(eq(userProducts.userId, userId), eq(products.instituteId, instituteId)));
  return rows.map((row) => row.id);
}

async function batchesOf(db: Db, studentIds: number[], instituteId: number): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ id: studentBatches.batchId })
    .from(studentBatches)
    .innerJoin(batches, eq(batches.id, studentBatches.batchId))
    .where(and(inArray(studentBatches.studentId, studentIds), eq(batches.instituteId, instituteId)));
  return rows.map((row) => row.id);
}

/**
 * Whether the caller may watch a live class's recordings: a student of its batch, a parent of
 * one, or an open user owning its product (the same audiences fileAccess lets see a recording).
 */
export async function mayWatch(
  db: Db,
  identity: Identity,
  entry: { instituteId: number; batchId: number | null; productId: number | null },
): Promise<boolean> {
  if (entry.instituteId !== identity.instituteId) return false;
  if (entry.productId !== null) {
    if (identity.userType !== USER_TYPE_OPEN) return false;
    return (await ownedProducts(db, identity.userId, entry.instituteId)).includes(entry.productId);
  }
  if (entry.batchId === null || identity.userType === USER_TYPE_OPEN) return false;
  const watched =
    identity.userType === USER_TYPE_STUDENT ? identity.studentIds.slice(0, 1) : identity.studentIds;
  return (await batchesOf(db, watched, entry.instituteId)).includes(entry.batchId);
}
