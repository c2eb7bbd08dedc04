import { eq } from 'drizzle-orm';
import { userKind } from '@portal/shared/auth/rules';
import type { LinkedStudents } from '@portal/shared/children/schema';
import type { StudentDetail } from '@portal/shared/auth/schema';
import type { Db } from '../../db/client';
import { institutes, sessions, users } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { loadStudents } from '../auth/accounts';

/**
 * The students this session may act for: linked to the caller in the database now (a link
 * removed since sign-in no longer counts), among those the session was opened for, and allowed
 * to sign in (fees due close a student's portal).
 */
async function switchable(db: Db, identity: Identity): Promise<StudentDetail[]> {
  const [row] = await db
    .select({ account: users, institute: institutes })
    .from(users)
    .innerJoin(institutes, eq(institutes.id, identity.instituteId))
    .where(eq(users.id, identity.userId))
    .limit(1);
  if (!row) return [];
  const records = await loadStudents(db, row.institute, row.account, null);
  return records
    .filter((record) => record.loginAllowed && identity.linkedStudentIds.includes(record.detail.student_id))
    .map((record) => record.detail);
}

export async function linkedStudents(db: Db, identity: Identity): Promise<LinkedStudents> {
  const students = await switchable(db, identity);
  return {
    active_student_id: identity.studentIds.length === 1 ? identity.studentIds[0]! : null,
    students,
  };
}

/**
 * A parent's session acts for `studentId` from now on (every call of the session, on every
 * server node: the choice is kept in the session's row). Only a parent switches, and only to a
 * child the link still joins them to; anything else is 403.
 */
export async function switchStudent(db: Db, identity: Identity, studentId: number): Promise<StudentDetail> {
  if (userKind(identity.userType) !== 'parent') throw new HttpError(403, MESSAGES.notYours);
  const student = (await switchable(db, identity)).find((detail) => detail.student_id === studentId);
  if (!student) throw new HttpError(403, MESSAGES.notYours);
  await db.update(sessions).set({ activeStudentId: studentId }).where(eq(sessions.id, identity.sessionId));
  return student;
}
