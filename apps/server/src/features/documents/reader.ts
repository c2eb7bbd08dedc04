import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';

/** Documents are hidden for parents (spec section 6): their calls are refused, not answered empty. */
export const NOT_FOR_PARENTS = 'Documents are not available to parents.';

/**
 * Who reads documents: a student (by their subjects) or an open user (by the e-courses of
 * the products they own). userId is the caller's own user (students may own products too).
 */
export interface Reader {
  instituteId: number;
  userId: number;
  /** -1 for an open user (matches no share). */
  studentId: number;
  open: boolean;
}

/**
 * The ids of a fileShare call are claims: the institute must be the caller's, student_id the
 * caller's own (a student), user_id the caller's own (an open user). Parents: 403.
 */
export function readerOf(
  identity: Identity,
  instituteId: number,
  claim: { studentId?: number; userId?: number },
): Reader {
  if (identity.instituteId !== instituteId) throw new HttpError(403, MESSAGES.notYours);
  const reader = callerReader(identity);
  if (claim.studentId !== undefined && (reader.open || reader.studentId !== claim.studentId))
    throw new HttpError(403, MESSAGES.notYours);
  if (claim.userId !== undefined && (!reader.open || reader.userId !== claim.userId))
    throw new HttpError(403, MESSAGES.notYours);
  return reader;
}

/** The caller as a reader of their own institute's documents (no claim to check). */
export function callerReader(identity: Identity): Reader {
  const base = { instituteId: identity.instituteId, userId: identity.userId };
  if (identity.userType === USER_TYPE_OPEN) return { ...base, studentId: -1, open: true };
  const studentId = identity.studentIds[0];
  if (identity.userType !== USER_TYPE_STUDENT || studentId === undefined)
    throw new HttpError(403, NOT_FOR_PARENTS);
  return { ...base, studentId, open: false };
}

/**
 * The documents rule, as SQL on a shared_documents row aliased `d`: shared with the student,
 * one of their batches, the course of one of those batches, or a product the user owns, in the
 * reader's institute. (Whether the stored file may be had is media/file-access.ts's rule, which
 * follows the same shares.)
 */
export function sharedWith(reader: Reader): SQL {
  return sql`(d.institute_id = ${reader.instituteId} and exists (
    select 1 from document_shares s
     where s.document_id = d.id
       and (s.student_id = ${reader.studentId}
            or s.batch_id in (
              select sb.batch_id from student_batches sb join batches b on b.id = sb.batch_id
               where sb.student_id = ${reader.studentId} and b.institute_id = ${reader.instituteId})
            or s.course_id in (
              select b.course_id from student_batches sb join batches b on b.id = sb.batch_id
               where sb.student_id = ${reader.studentId} and b.institute_id = ${reader.instituteId})
            or s.product_id in (
              select up.product_id from user_products up join products p on p.id = up.product_id
               where up.user_id = ${reader.userId} and p.institute_id = ${reader.instituteId}))))`;
}

/** Rows of a raw query. */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
