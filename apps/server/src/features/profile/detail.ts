import { and, asc, eq } from 'drizzle-orm';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import type { Db } from '../../db/client';
import { assignedCourses, institutes, students, users } from '../../db/schema';

const EMPTY_PROFILE = {
  current_address: null,
  standard: null,
  batch: null,
  assignedCourses: null,
  roll_no: null,
  mother_tongue: null,
  gender: null,
  country: null,
  birth_place: null,
  religion: null,
  blood_group: null,
  student_adhar_card: null,
  dob: null,
  state: null,
  parent_name: null,
  parent_email: null,
  parent_profession: null,
  parent_phone: null,
  parent_adhar_card: null,
  guardian_name: null,
  guardian_phone: null,
  guardian_email: null,
  permanent_address: null,
} satisfies Partial<ProfileDetail>;

/** A student's profile: standard and section for schools, course and batch for coaching institutes. */
export async function studentProfile(
  db: Db,
  instituteId: number,
  studentId: number,
): Promise<ProfileDetail | null> {
  const [row] = await db
    .select({ student: students, user: users, kind: institutes.kind })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(institutes, eq(institutes.id, students.instituteId))
    .where(and(eq(students.id, studentId), eq(students.instituteId, instituteId)))
    .limit(1);
  if (!row) return null;
  const { student, user, kind } = row;
  const school = kind === 'school';
  return {
    student_name: user.name,
    photo_url: user.photoUrl,
    join_date: user.joinDate,
    student_phone: user.phone,
    student_email: user.email,
    current_address: student.currentAddress,
    standard: school ? student.standard : student.course,
    batch: school ? student.section : student.batch,
    assignedCourses: null,
    roll_no: student.rollNo,
    mother_tongue: student.motherTongue,
    gender: student.gender,
    country: student.country,
    birth_place: student.birthPlace,
    religion: student.religion,
    blood_group: student.bloodGroup,
    student_adhar_card: student.aadhar,
    dob: student.dob,
    state: student.state,
    parent_name: student.parentName,
    parent_email: student.parentEmail,
    parent_profession: student.parentProfession,
    parent_phone: student.parentPhone,
    parent_adhar_card: student.parentAadhar,
    guardian_name: student.guardianName,
    guardian_phone: student.guardianPhone,
    guardian_email: student.guardianEmail,
    permanent_address: student.permanentAddress,
    student_profile_update_restrict: student.profileUpdateRestricted,
  };
}

/** An open user's profile: their courses instead of standard and batch, the rest empty. */
export async function openUserProfile(
  db: Db,
  instituteId: number,
  userId: number,
): Promise<ProfileDetail | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.instituteId, instituteId), eq(users.role, 'open')))
    .limit(1);
  if (!user) return null;
  const courses = await db
    .select({ course: assignedCourses.course })
    .from(assignedCourses)
    .where(eq(assignedCourses.userId, userId))
    .orderBy(asc(assignedCourses.position), asc(assignedCourses.course));
  return {
    ...EMPTY_PROFILE,
    student_name: user.name,
    photo_url: user.photoUrl,
    join_date: user.joinDate,
    student_phone: user.phone,
    student_email: user.email,
    assignedCourses: courses.length > 0 ? courses.map((row) => row.course).join(', ') : null,
    student_profile_update_restrict: false,
  };
}
