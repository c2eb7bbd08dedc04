import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { StudentAcadYear, StudentDetail } from '@portal/shared/auth/schema';
import type { Db } from '../../db/client';
import {
  academicYears,
  enrolments,
  parentStudents,
  registeredDevices,
  sessions,
  students,
  users,
} from '../../db/schema';
import type { Institute } from '../../lib/institutes';

export type Account = typeof users.$inferSelect;

const INT4_MAX = 2 ** 31 - 1;

/** Accounts of the institute whose e-mail (any case) or phone is the login. */
export function findAccountsByLogin(db: Db, instituteId: number, login: string): Promise<Account[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.instituteId, instituteId),
        or(eq(sql`lower(${users.email})`, login), eq(users.phone, login)),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Stores a new hash of the same password, only while the row still holds the
 * hash that was checked: a password changed in the meantime is kept.
 */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  checkedHash: string,
  newHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)));
}

/** The student with this user id, when a parent among `parentIds` is linked to them. */
export async function findLinkedStudent(
  db: Db,
  parentIds: number[],
  studentUserId: number,
): Promise<{ parentUserId: number; studentId: number } | null> {
  // Ids outside PostgreSQL's integer range cannot exist (and would make the query fail).
  if (parentIds.length === 0 || studentUserId > INT4_MAX) return null;
  const [row] = await db
    .select({ parentUserId: parentStudents.parentUserId, studentId: students.id })
    .from(parentStudents)
    .innerJoin(students, eq(students.id, parentStudents.studentId))
    .where(and(inArray(parentStudents.parentUserId, parentIds), eq(students.userId, studentUserId)))
    .orderBy(asc(parentStudents.parentUserId))
    .limit(1);
  return row ?? null;
}

export interface StudentRecord {
  detail: StudentDetail;
  loginAllowed: boolean;
}

/**
 * The students a login acts for: a student themself, a parent's linked
 * students (or only `onlyStudentId`), none for open users and administrators.
 */
export async function loadStudents(
  db: Db,
  institute: Institute,
  account: Account,
  onlyStudentId: number | null,
): Promise<StudentRecord[]> {
  let where;
  if (account.role === 'student') where = eq(students.userId, account.id);
  else if (account.role === 'parent') {
    const linked = db
      .select({ id: parentStudents.studentId })
      .from(parentStudents)
      .where(eq(parentStudents.parentUserId, account.id));
    where = and(
      inArray(students.id, linked),
      onlyStudentId === null ? undefined : eq(students.id, onlyStudentId),
    );
  } else return [];

  // Each student with their enrolled years (oldest first), in one statement.
  const rows = await db
    .select({
      student: students,
      user: users,
      years: sql<StudentAcadYear[]>`coalesce((
        select json_agg(json_build_object('acad_yr_id', ${academicYears.id}, 'acad_yr_name', ${academicYears.name})
          order by ${academicYears.startDate})
        from ${enrolments} join ${academicYears} on ${academicYears.id} = ${enrolments.academicYearId}
        where ${enrolments.studentId} = ${students.id}), '[]'::json)`,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(where, eq(students.instituteId, institute.id)))
    .orderBy(asc(students.id));
  return rows.map(({ student, user, years }) => ({
    loginAllowed: student.loginAllowed,
    detail: {
      user_id: user.id,
      user_type: user.userType,
      institute_id: institute.id,
      institute_name: institute.name,
      student_id: student.id,
      stud_id: student.id,
      student_display_id: student.displayId,
      student_name: user.name,
      phone_no: user.phone ?? '',
      email_id: user.email ?? '',
      photo_url: user.photoUrl,
      join_date: user.joinDate,
      is_login_allowed: student.loginAllowed ? 1 : 0,
      student_acad_year: years,
      account_id: user.accountId,
    },
  }));
}

export async function isRegisteredDevice(db: Db, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: registeredDevices.userId })
    .from(registeredDevices)
    .where(and(eq(registeredDevices.userId, userId), eq(registeredDevices.deviceId, deviceId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the account has a session that was never ended on a device other than this one. */
export async function hasSessionElsewhere(db: Db, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.deviceId, deviceId)))
    .limit(1);
  return rows.length > 0;
}
