import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { enrolments, parentStudents, registeredDevices, students, users } from '../schema';
import { APEX, GREENFIELD, LERNWERK, LUMIERE, VIDYA, currentYearId, previousYearId, type SeededYears } from './institutes';

export const DEMO_PASSWORD = 'demo1234';

type Role = (typeof users.$inferInsert)['role'];

interface DemoStudentPart {
  studentId: number;
  displayPrefix: string;
  years: Array<'previous' | 'current'>;
  loginAllowed?: boolean;
  profileUpdateRestricted?: boolean;
  standard?: string;
  section?: string;
  course?: string;
  batch?: string;
  rollNo?: string;
  dob?: string;
  gender?: string;
}

interface DemoUser {
  userId: number;
  instituteId: number;
  role: Role;
  name: string;
  email?: string;
  phone?: string;
  /** False for children whose parents sign in for them. */
  canSignIn?: boolean;
  blocked?: boolean;
  devicePolicy?: 'any' | 'single' | 'registered';
  registeredDevices?: string[];
  student?: DemoStudentPart;
  /** Parents: the student ids they are linked to. */
  children?: number[];
}

const USER_TYPE: Record<Role, number> = { student: 1, open: 99, parent: 2, admin: 0 };

/** The account id shown to clients, distinct from the user id. */
export const accountIdOf = (userId: number) => 5000 + userId;

const current: DemoStudentPart['years'] = ['current'];

export const DEMO_USERS: DemoUser[] = [
  {
    userId: 101, instituteId: GREENFIELD, role: 'student', name: 'Aarav Sharma', email: 'aarav@greenfield.test', phone: '9000000001',
    student: { studentId: 1001, displayPrefix: 'GPS', years: ['previous', 'current'], standard: 'VIII', section: 'A', rollNo: '12', dob: '2013-05-14', gender: 'Male' },
  },
  {
    userId: 102, instituteId: GREENFIELD, role: 'student', name: 'Diya Sharma', email: 'diya@greenfield.test',
    student: { studentId: 1002, displayPrefix: 'GPS', years: current, standard: 'V', section: 'B', rollNo: '7', dob: '2016-09-02', gender: 'Female' },
  },
  { userId: 103, instituteId: GREENFIELD, role: 'parent', name: 'Meera Sharma', phone: '9000000002', children: [1001, 1002] },
  {
    userId: 104, instituteId: GREENFIELD, role: 'student', name: 'Kabir Verma', canSignIn: false,
    student: { studentId: 1003, displayPrefix: 'GPS', years: current, standard: 'VI', section: 'A', rollNo: '21' },
  },
  { userId: 105, instituteId: GREENFIELD, role: 'parent', name: 'Rohan Verma', phone: '9000000003', children: [1003] },
  {
    userId: 106, instituteId: GREENFIELD, role: 'student', name: 'Vikram Rao', canSignIn: false,
    student: { studentId: 1004, displayPrefix: 'GPS', years: current, loginAllowed: false, standard: 'IX', section: 'C', rollNo: '3' },
  },
  { userId: 107, instituteId: GREENFIELD, role: 'parent', name: 'Sunita Rao', phone: '9000000004', children: [1004] },
  {
    userId: 108, instituteId: GREENFIELD, role: 'student', name: 'Ishaan Nair', phone: '9000000005',
    student: { studentId: 1005, displayPrefix: 'GPS', years: current, standard: 'VII', section: 'B', rollNo: '15' },
  },
  {
    userId: 109, instituteId: GREENFIELD, role: 'student', name: 'Anaya Nair', phone: '9000000005',
    student: { studentId: 1006, displayPrefix: 'GPS', years: current, standard: 'IV', section: 'A', rollNo: '9' },
  },
  { userId: 110, instituteId: GREENFIELD, role: 'parent', name: 'Priya Nair', phone: '9000000005', children: [1005, 1006] },
  {
    userId: 111, instituteId: GREENFIELD, role: 'student', name: 'Kavya Iyer', phone: '9000000006', devicePolicy: 'single',
    student: { studentId: 1007, displayPrefix: 'GPS', years: current, standard: 'X', section: 'A', rollNo: '5' },
  },
  {
    userId: 112, instituteId: GREENFIELD, role: 'student', name: 'Arjun Mehta', phone: '9000000007', devicePolicy: 'registered',
    registeredDevices: ['arjun-registered-tablet-0001'],
    student: { studentId: 1008, displayPrefix: 'GPS', years: current, standard: 'X', section: 'B', rollNo: '18' },
  },
  {
    userId: 113, instituteId: GREENFIELD, role: 'student', name: 'Neha Gupta', phone: '9000000008', blocked: true,
    student: { studentId: 1009, displayPrefix: 'GPS', years: current, standard: 'XI', section: 'A', rollNo: '2' },
  },
  {
    userId: 114, instituteId: GREENFIELD, role: 'student', name: 'Zara Khan', phone: '9000000009',
    student: { studentId: 1010, displayPrefix: 'GPS', years: current, profileUpdateRestricted: true, standard: 'XII', section: 'A', rollNo: '11' },
  },
  {
    userId: 115, instituteId: GREENFIELD, role: 'student', name: 'Dev Patel', phone: '9000000010',
    student: { studentId: 1011, displayPrefix: 'GPS', years: ['previous'], standard: 'XII', section: 'B', rollNo: '30' },
  },
  { userId: 116, instituteId: GREENFIELD, role: 'admin', name: 'Greenfield Administrator', email: 'admin@greenfield.test' },
  {
    userId: 201, instituteId: APEX, role: 'student', name: 'Riya Kapoor', email: 'riya@apex.test',
    student: { studentId: 2001, displayPrefix: 'APX', years: current, course: 'JEE Main 2027', batch: 'Morning A' },
  },
  { userId: 202, instituteId: APEX, role: 'open', name: 'Sam Wilson', email: 'learner@apex.test' },
  {
    userId: 301, instituteId: LUMIERE, role: 'student', name: 'Léa Martin', email: 'lea@lumiere.test',
    student: { studentId: 3001, displayPrefix: 'LUM', years: current, standard: 'CM2', section: 'B' },
  },
  {
    userId: 401, instituteId: VIDYA, role: 'student', name: 'Ananya Singh', phone: '9000000011',
    student: { studentId: 4001, displayPrefix: 'VN', years: current, standard: 'VI', section: 'A' },
  },
  {
    userId: 501, instituteId: LERNWERK, role: 'student', name: 'Jonas Weber', email: 'jonas@lernwerk.test',
    student: { studentId: 5001, displayPrefix: 'LW', years: current, course: 'Mathematik Abitur', batch: 'Abendkurs' },
  },
];

/** scrypt is slow by design: hash in parallel, a few at a time (libuv has four threads). */
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
    });
    await db.insert(enrolments).values(
      enrolled.map((which) => ({
        studentId,
        academicYearId: (which === 'previous' ? previousYearId : currentYearId)(user.instituteId),
      })),
    );
  }
  for (const parent of DEMO_USERS.filter((user) => user.children)) {
    await db.insert(parentStudents).values(parent.children!.map((studentId) => ({ parentUserId: parent.userId, studentId })));
  }
}
