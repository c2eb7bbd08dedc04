import { eachRow, type CsvRow, type Problems } from './csv';
import type { FileSet } from './files';

export type Mode = 'bulk' | 'delta' | 'absent';
export type Status = 'active' | 'tobedeleted';

interface Base {
  sourcedId: string;
  line: number;
  status: Status;
}
export interface SessionRow extends Base {
  title: string;
  type: string;
  startDate: string;
  endDate: string;
  parent: string;
}
export interface CourseRow extends Base {
  title: string;
}
export interface ClassRow extends Base {
  title: string;
  course: string;
  terms: string[];
}
export type PortalRole = 'student' | 'parent' | 'teacher';
export interface UserRow extends Base {
  name: string;
  email: string | null;
  phone: string | null;
  identifier: string;
  agents: string[];
  role: PortalRole | null;
}
export interface EnrollmentRow extends Base {
  classId: string;
  userId: string;
  role: string;
}
export interface Demographic {
  birthDate: string | null;
  sex: string | null;
}

export interface LineItemRow extends Base {
  /** The subject. */
  title: string;
  description: string;
  classId: string;
  category: string;
  /** The exam's day and hours (the due date's day; its hours from assignDate and dueDate when both are that day). */
  date: string;
  start: string;
  end: string;
  max: number;
}
export type ScoreStatus = 'fully graded' | 'partially graded' | 'submitted' | 'not submitted' | 'exempt';
export interface ResultRow extends Base {
  lineItem: string;
  student: string;
  scoreStatus: ScoreStatus;
  score: number | null;
}

/** The roster files as read: rows by sourcedId, each file's mode from the manifest. */
export interface Roster {
  modes: Record<RosterFile, Mode>;
  sessions: Map<string, SessionRow>;
  courses: Map<string, CourseRow>;
  classes: Map<string, ClassRow>;
  users: Map<string, UserRow>;
  enrollments: Map<string, EnrollmentRow>;
  demographics: Map<string, Demographic>;
  categories: Map<string, string>;
  lineItems: Map<string, LineItemRow>;
  results: Map<string, ResultRow>;
  /** Users with a row in roles.csv (a user whose roles are all outside the portal's is skipped, not refused). */
  withRoles: Set<string>;
}

export const ROSTER_FILES = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'roles',
  'enrollments',
  'demographics',
  'categories',
  'lineItems',
  'results',
] as const;
export type RosterFile = (typeof ROSTER_FILES)[number];

const COMMON = ['sourcedId', 'status', 'dateLastModified'];
export const REQUIRED_COLUMNS: Record<RosterFile, string[]> = {
  orgs: [...COMMON, 'name', 'type'],
  academicSessions: [...COMMON, 'title', 'type', 'startDate', 'endDate'],
  courses: [...COMMON, 'title', 'orgSourcedId'],
  classes: [...COMMON, 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  users: [...COMMON, 'enabledUser', 'username', 'givenName', 'familyName'],
  roles: [...COMMON, 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  enrollments: [...COMMON, 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  demographics: [...COMMON, 'birthDate', 'sex'],
  categories: [...COMMON, 'title'],
  lineItems: [...COMMON, 'title', 'assignDate', 'dueDate', 'classSourcedId', 'resultValueMax'],
  results: [...COMMON, 'lineItemSourcedId', 'studentSourcedId', 'scoreStatus', 'score'],
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
export const PHONE = /^\+?\d{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Portal roles of OneRoster's role vocabulary; other roles (administrator, aide, ...) are not imported. */
const ROLE_OF: Record<string, PortalRole> = {
  student: 'student',
  parent: 'parent',
  guardian: 'parent',
  relative: 'parent',
  teacher: 'teacher',
};

export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '');
export const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

async function readManifest(files: FileSet, problems: Problems): Promise<Record<RosterFile, Mode> | null> {
  if (!files.names.has('manifest.csv')) {
    problems.add(
      'manifest.csv',
      0,
      undefined,
      'manifest.csv is missing: a OneRoster file set starts with it.',
    );
    return null;
  }
  const properties = new Map<string, { value: string; line: number }>();
  await eachRow(
    'manifest.csv',
    await files.open('manifest.csv'),
    ['propertyName', 'value'],
    problems,
    (row) => properties.set(row.get('propertyName'), { value: row.get('value'), line: row.line }),
  );
  const version = properties.get('oneroster.version');
  if (version && version.value !== '1.2') {
    problems.add(
      'manifest.csv',
      version.line,
      'value',
      `oneroster.version is "${version.value}"; this import reads OneRoster 1.2.`,
    );
  }
  const modes = {} as Record<RosterFile, Mode>;
  for (const name of ROSTER_FILES) {
    const entry = properties.get(`file.${name}`);
    const mode = (entry?.value || 'absent') as Mode;
    if (!['bulk', 'delta', 'absent'].includes(mode)) {
      problems.add(
        'manifest.csv',
        entry!.line,
        'value',
        `file.${name} is "${entry!.value}"; it must be bulk, delta or absent.`,
      );
      modes[name] = 'absent';
      continue;
    }
    if (mode !== 'absent' && !files.names.has(`${name.toLowerCase()}.csv`)) {
      problems.add(
        'manifest.csv',
        entry!.line,
        'value',
        `file.${name} is ${mode}, but ${name}.csv is not in the file set.`,
      );
    }
    modes[name] = mode;
  }
  if (modes.users !== 'absent' && modes.roles === 'absent') {
    problems.add(
      'manifest.csv',
      0,
      undefined,
      'users.csv comes with roles.csv (OneRoster 1.2 keeps the roles there): file.roles is absent.',
    );
  }
  return modes;
}

/** Reads sourcedId and status, and checks them and dateLastModified for the file's mode. */
export function base(
  file: string,
  mode: Mode,
  row: CsvRow,
  seen: Map<string, number>,
  problems: Problems,
): Base | null {
  const sourcedId = row.get('sourcedId');
  if (sourcedId === '') {
    problems.add(file, row.line, 'sourcedId', 'the sourcedId is empty: every row needs its own id.');
    return null;
  }
  const earlier = seen.get(sourcedId);
  if (earlier !== undefined) {
    problems.add(file, row.line, 'sourcedId', `"${sourcedId}" appears twice (also on line ${earlier}).`);
    return null;
  }
  seen.set(sourcedId, row.line);
  const status = row.get('status');
  const modified = row.get('dateLastModified');
  if (mode === 'delta') {
    if (status !== 'active' && status !== 'tobedeleted') {
      problems.add(
        file,
        row.line,
        'status',
        `"${status}" is not a status: in a delta file it must be active or tobedeleted.`,
      );
      return null;
    }
    if (!DATE_TIME.test(modified)) {
      problems.add(
        file,
        row.line,
        'dateLastModified',
        `"${modified}" is not a date and time like 2026-11-29T09:30:00Z (a delta file needs one).`,
      );
      return null;
    }
  } else if (status !== '' && status !== 'active') {
    problems.add(
      file,
      row.line,
      'status',
      `"${status}" cannot be in a bulk file: leave status empty (or active); removals go in a delta file.`,
    );
    return null;
  }
  return { sourcedId, line: row.line, status: status === 'tobedeleted' ? 'tobedeleted' : 'active' };
}

export function date(
  file: string,
  row: CsvRow,
  column: string,
  problems: Problems,
  optional = false,
): string | null {
  const value = row.get(column);
  if (optional && value === '') return null;
  if (!isRealDate(value)) {
    problems.add(
      file,
      row.line,
      column,
      `"${value}" is not a date in the form YYYY-MM-DD (for example 2026-06-01).`,
    );
    return null;
  }
  return value;
}

/** Streams one file of the set when the manifest names it, each row with its file's mode and the ids seen so far. */
export async function readRosterFile(
  files: FileSet,
  roster: Pick<Roster, 'modes'>,
  name: RosterFile,
  problems: Problems,
  onRow: (row: CsvRow, mode: Mode, seen: Map<string, number>) => void,
): Promise<void> {
  const file = `${name}.csv`;
  const mode = roster.modes[name];
  if (mode === 'absent' || !files.names.has(file.toLowerCase())) return;
  const seen = new Map<string, number>();
  await eachRow(file, await files.open(file.toLowerCase()), REQUIRED_COLUMNS[name], problems, (row) =>
    onRow(row, mode, seen),
  );
}

/** No OneRoster files (a set of plain CSVs only). */
export function emptyRoster(
  modes = Object.fromEntries(ROSTER_FILES.map((name) => [name, 'absent'])) as Record<RosterFile, Mode>,
): Roster {
  return {
    modes,
    sessions: new Map(),
    courses: new Map(),
    classes: new Map(),
    users: new Map(),
    enrollments: new Map(),
    demographics: new Map(),
    withRoles: new Set(),
    categories: new Map(),
    lineItems: new Map(),
    results: new Map(),
  };
}

/** Streams every roster file of the set, checks each row on its own and returns what it read. */
export async function readRoster(files: FileSet, problems: Problems): Promise<Roster | null> {
  const modes = await readManifest(files, problems);
  if (!modes) return null;
  const roster = emptyRoster(modes);
  const read = (name: RosterFile, onRow: (row: CsvRow, mode: Mode, seen: Map<string, number>) => void) =>
    readRosterFile(files, roster, name, problems, onRow);

  await read('academicSessions', (row, mode, seen) => {
    const file = 'academicSessions.csv';
    const b = base(file, mode, row, seen, problems);
    if (!b) return;
    const title = row.get('title');
    if (b.status === 'active' && title === '') problems.add(file, row.line, 'title', 'the title is empty.');
    const startDate = date(file, row, 'startDate', problems);
    const endDate = date(file, row, 'endDate', problems);
    if (startDate && endDate && endDate < startDate) {
      problems.add(
        file,
        row.line,
        'endDate',
        `the session ends (${endDate}) before it starts (${startDate}).`,
      );
    }
    const type = row.get('type');
    if (!['schoolYear', 'term', 'semester', 'gradingPeriod'].includes(type)) {
      problems.add(
        file,
        row.line,
        'type',
        `"${type}" is not a session type: use schoolYear, term, semester or gradingPeriod.`,
      );
    }
    roster.sessions.set(b.sourcedId, {
      ...b,
      title,
      type,
      startDate: startDate ?? '',
      endDate: endDate ?? '',
      parent: row.get('parentSourcedId'),
    });
  });

  await read('courses', (row, mode, seen) => {
    const b = base('courses.csv', mode, row, seen, problems);
    if (!b) return;
    const title = row.get('title');
    if (b.status === 'active' && title === '')
      problems.add('courses.csv', row.line, 'title', 'the title is empty.');
    roster.courses.set(b.sourcedId, { ...b, title });
  });

  await read('classes', (row, mode, seen) => {
    const b = base('classes.csv', mode, row, seen, problems);
    if (!b) return;
    const title = row.get('title');
    if (b.status === 'active' && title === '')
      problems.add('classes.csv', row.line, 'title', 'the title is empty.');
    roster.classes.set(b.sourcedId, {
      ...b,
      title,
      course: row.get('courseSourcedId'),
      terms: list(row.get('termSourcedIds')),
    });
  });

  await read('users', (row, mode, seen) => {
    const file = 'users.csv';
    const b = base(file, mode, row, seen, problems);
    if (!b) return;
    const given = row.get('givenName');
    const family = row.get('familyName');
    if (b.status === 'active' && given === '' && family === '') {
      problems.add(file, row.line, 'givenName', 'the name is empty: givenName or familyName is needed.');
    }
    const rawPhone = row.get('phone') || row.get('sms');
    const phone = rawPhone === '' ? null : normalisePhone(rawPhone);
    if (phone !== null && !PHONE.test(phone)) {
      problems.add(
        file,
        row.line,
        row.get('phone') ? 'phone' : 'sms',
        `"${rawPhone}" is not a phone number (6 to 15 digits, a + in front allowed).`,
      );
    }
    const email = row.get('email') === '' ? null : row.get('email').toLowerCase();
    if (email !== null && !EMAIL.test(email)) {
      problems.add(file, row.line, 'email', `"${row.get('email')}" is not an e-mail address.`);
    }
    const enabled = row.get('enabledUser').toLowerCase();
    if (enabled !== 'true' && enabled !== 'false') {
      problems.add(file, row.line, 'enabledUser', `"${row.get('enabledUser')}" must be true or false.`);
    }
    roster.users.set(b.sourcedId, {
      ...b,
      // A disabled user is withdrawn like a deleted one: history kept, no sign-in.
      status: enabled === 'false' ? 'tobedeleted' : b.status,
      name: [given, family].filter(Boolean).join(' '),
      email,
      phone,
      identifier: row.get('identifier') || b.sourcedId,
      agents: list(row.get('agentSourcedIds')),
      role: null,
    });
  });

  await read('roles', (row, mode, seen) => {
    const file = 'roles.csv';
    const b = base(file, mode, row, seen, problems);
    if (!b || b.status === 'tobedeleted') return;
    const user = roster.users.get(row.get('userSourcedId'));
    if (!user) {
      problems.add(file, row.line, 'userSourcedId', `no user "${row.get('userSourcedId')}" in users.csv.`);
      return;
    }
    const roleType = row.get('roleType');
    if (roleType !== 'primary' && roleType !== 'secondary') {
      problems.add(file, row.line, 'roleType', `"${roleType}" must be primary or secondary.`);
      return;
    }
    roster.withRoles.add(user.sourcedId);
    const role = ROLE_OF[row.get('role')];
    if (role && (roleType === 'primary' || user.role === null)) user.role = role;
  });

  await read('enrollments', (row, mode, seen) => {
    const b = base('enrollments.csv', mode, row, seen, problems);
    if (!b) return;
    roster.enrollments.set(b.sourcedId, {
      ...b,
      classId: row.get('classSourcedId'),
      userId: row.get('userSourcedId'),
      role: row.get('role'),
    });
  });

  await read('demographics', (row, mode, seen) => {
    const b = base('demographics.csv', mode, row, seen, problems);
    if (!b || b.status === 'tobedeleted') return;
    const birthDate = date('demographics.csv', row, 'birthDate', problems, true);
    const sex = row.get('sex');
    if (sex !== '' && !['male', 'female', 'other', 'unspecified'].includes(sex)) {
      problems.add(
        'demographics.csv',
        row.line,
        'sex',
        `"${sex}" must be male, female, other or unspecified.`,
      );
    }
    roster.demographics.set(b.sourcedId, {
      birthDate,
      sex: sex === '' || sex === 'unspecified' ? null : sex,
    });
  });
  return roster;
}
