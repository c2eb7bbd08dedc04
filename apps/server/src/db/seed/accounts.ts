import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { assignedCourses, enrolments, parentStudents, registeredDevices, students, users } from '../schema';
import { currentYearId, previousYearId, type SeededYears } from './institutes';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser, type Role } from './people';
import { DEMO_ASSIGNED_COURSES, DEMO_PROFILES } from './profiles';

export { DEMO_PASSWORD };

const USER_TYPE: Record<Role, number> = { student: 1, open: 99, parent: 2, admin: 0 };

/** The account id shown to clients, distinct from the user id. */
export const accountIdOf = (userId: number) => 5000 + userId;

/**
 * One argon2id hash per account (each its own salt, though all share the demo
 * password), a few at a time on libuv's four threads: well under a second in all.
 */
export async function hashDemoPasswords(): Promise<Map<number, string>> {
  const hashes = new Map<number, string>();
  const queue = DEMO_USERS.filter((user) => user.canSignIn !== false);
  const worker = async () => {
    for (let user = queue.shift(); user; user = queue.shift()) {
      hashes.set(user.userId, await hashPassword(DEMO_PASSWORD));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return hashes;
}

function joinDateOf(user: DemoUser, years: SeededYears): string {
  const firstYear = user.student?.years.includes('previous') ? previousYearId : currentYearId;
  return years.startDates.get(firstYear(user.instituteId))!;
}

export async function seedAccounts(db: Db, years: SeededYears, hashes: Map<number, string>): Promise<void> {
  const sequence = new Map<number, number>();
  for (const user of DEMO_USERS) {
    const joinDate = joinDateOf(user, years);
    await db.insert(users).values({
      id: user.userId,
      instituteId: user.instituteId,
      accountId: accountIdOf(user.userId),
      role: user.role,
      userType: USER_TYPE[user.role],
      name: user.name,
      email: user.email ?? null,
      phone: user.phone ?? null,
      passwordHash: hashes.get(user.userId) ?? null,
      blocked: user.blocked ?? false,
      devicePolicy: user.devicePolicy ?? 'any',
      joinDate,
    });
    for (const deviceId of user.registeredDevices ?? []) {
      await db.insert(registeredDevices).values({ userId: user.userId, deviceId });
    }
    const courses = DEMO_ASSIGNED_COURSES.get(user.userId) ?? [];
    if (courses.length > 0) {
      await db
        .insert(assignedCourses)
        .values(courses.map((course, position) => ({ userId: user.userId, course, position })));
    }
    const student = user.student;
    if (!student) continue;
    const seq = (sequence.get(user.instituteId) ?? 0) + 1;
    sequence.set(user.instituteId, seq);
    const { studentId, displayPrefix, years: enrolled, ...profile } = student;
    await db.insert(students).values({
      id: studentId,
      userId: user.userId,
      instituteId: user.instituteId,
      displayId: `${displayPrefix}-${joinDate.slice(0, 4)}-${String(seq).padStart(3, '0')}`,
      ...profile,
      ...DEMO_PROFILES.get(studentId),
    });
    await db.insert(enrolments).values(
      enrolled.map((which) => ({
        studentId,
        academicYearId: (which === 'previous' ? previousYearId : currentYearId)(user.instituteId),
      })),
    );
  }
  for (const parent of DEMO_USERS.filter((user) => user.children)) {
    await db
      .insert(parentStudents)
      .values(parent.children!.map((studentId) => ({ parentUserId: parent.userId, studentId })));
  }
}
