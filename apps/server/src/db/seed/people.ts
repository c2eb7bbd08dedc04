import type { users } from '../schema';
import { APEX, GREENFIELD, LERNWERK, LUMIERE, VIDYA } from './institutes';

export const DEMO_PASSWORD = 'demo1234';

export type Role = (typeof users.$inferInsert)['role'];

export interface DemoStudentPart {
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

export interface DemoUser {
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

type Login = Pick<DemoUser, 'email' | 'phone' | 'canSignIn'>;
type Rules = Pick<DemoUser, 'blocked' | 'devicePolicy' | 'registeredDevices'>;
type StudentExtra = Omit<DemoStudentPart, 'studentId' | 'displayPrefix'>;

const PREFIX: Record<number, string> = {
  [GREENFIELD]: 'GPS',
  [APEX]: 'APX',
  [LUMIERE]: 'LUM',
  [VIDYA]: 'VN',
  [LERNWERK]: 'LW',
};

/** user id, student id, institute, name, login, then the student record and any sign-in rules. */
function student(
  ids: [userId: number, studentId: number, instituteId: number],
  name: string,
  login: Login,
  extra: Partial<StudentExtra> = {},
  rules: Rules = {},
): DemoUser {
  const [userId, studentId, instituteId] = ids;
  return {
    userId,
    instituteId,
    role: 'student',
    name,
    ...login,
    ...rules,
    student: { studentId, displayPrefix: PREFIX[instituteId]!, years: ['current'], ...extra },
  };
}

function person(
  userId: number,
  instituteId: number,
  role: Role,
  name: string,
  login: Login,
  children?: number[],
) {
  return { userId, instituteId, role, name, ...login, children } satisfies DemoUser;
}

const G = GREENFIELD;

/** The demo accounts of the brief; every one that signs in uses DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  student(
    [101, 1001, G],
    'Aarav Sharma',
    { email: 'aarav@greenfield.test', phone: '9000000001' },
    {
      years: ['previous', 'current'],
      ...{ standard: 'Class 8', section: 'A', rollNo: '12', dob: '2013-05-14', gender: 'Male' },
    },
  ),
  student(
    [102, 1002, G],
    'Diya Sharma',
    { email: 'diya@greenfield.test' },
    { standard: 'Class 5', section: 'B', rollNo: '7' },
  ),
  person(103, G, 'parent', 'Meera Sharma', { phone: '9000000002' }, [1001, 1002]),
  student(
    [104, 1003, G],
    'Kabir Verma',
    { canSignIn: false },
    { standard: 'Class 6', section: 'A', rollNo: '21' },
  ),
  person(105, G, 'parent', 'Rohan Verma', { phone: '9000000003' }, [1003]),
  student(
    [106, 1004, G],
    'Vikram Rao',
    { canSignIn: false },
    { loginAllowed: false, standard: 'Class 9', section: 'C' },
  ),
  person(107, G, 'parent', 'Sunita Rao', { phone: '9000000004' }, [1004]),
  student(
    [108, 1005, G],
    'Ishaan Nair',
    { phone: '9000000005' },
    { standard: 'Class 7', section: 'B', rollNo: '15' },
  ),
  student(
    [109, 1006, G],
    'Anaya Nair',
    { phone: '9000000005' },
    { standard: 'Class 4', section: 'A', rollNo: '9' },
  ),
  person(110, G, 'parent', 'Priya Nair', { phone: '9000000005' }, [1005, 1006]),
  student(
    [111, 1007, G],
    'Kavya Iyer',
    { phone: '9000000006' },
    { standard: 'Class 10', section: 'A' },
    { devicePolicy: 'single' },
  ),
  student(
    [112, 1008, G],
    'Arjun Mehta',
    { phone: '9000000007' },
    { standard: 'Class 10', section: 'B' },
    {
      devicePolicy: 'registered',
      registeredDevices: ['arjun-registered-tablet-0001'],
    },
  ),
  student(
    [113, 1009, G],
    'Neha Gupta',
    { phone: '9000000008' },
    { standard: 'Class 11', section: 'A' },
    { blocked: true },
  ),
  student(
    [114, 1010, G],
    'Zara Khan',
    { phone: '9000000009' },
    { profileUpdateRestricted: true, standard: 'Class 12' },
  ),
  student(
    [115, 1011, G],
    'Dev Patel',
    { phone: '9000000010' },
    { years: ['previous'], standard: 'Class 12', section: 'B' },
  ),
  person(116, G, 'admin', 'Greenfield Administrator', { email: 'admin@greenfield.test' }),
  student(
    [201, 2001, APEX],
    'Riya Kapoor',
    { email: 'riya@apex.test', phone: '9000000021' },
    { course: 'JEE Advanced 2027', batch: 'Morning Batch A' },
  ),
  person(202, APEX, 'open', 'Sam Wilson', { email: 'learner@apex.test' }),
  student(
    [301, 3001, LUMIERE],
    'Léa Martin',
    { email: 'lea@lumiere.test' },
    { standard: 'CM2', section: 'B' },
  ),
  student([401, 4001, VIDYA], 'Ananya Singh', { phone: '9000000011' }, { standard: 'VI', section: 'A' }),
  student(
    [501, 5001, LERNWERK],
    'Jonas Weber',
    { email: 'jonas@lernwerk.test', phone: '15112345678' },
    { course: 'Mathematik', batch: 'Abend' },
  ),
];
