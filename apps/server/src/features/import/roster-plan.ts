import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRecords } from '../../db/schema/imports';
import { academicYears, batches, courses, students, users } from '../../db/schema';
import type { Problems } from './csv';
import type { ClassRow, CourseRow, EnrollmentRow, Roster, SessionRow, Status, UserRow } from './roster-read';

export interface Existing {
  localId: number | null;
  fingerprint: string;
  label: string | null;
  removed: boolean;
}
export const RECORD_KINDS = [
  'academicSession',
  'course',
  'class',
  'user',
  'enrollment',
  'lineItem',
  'result',
  'event',
  'period',
  'notice',
  'installment',
  'payment',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export type Known = Map<RecordKind, Map<string, Existing>>;

/**
 * The school years dates may fall in, as start and end dates: the institute's, and the active
 * schoolYears this import adds.
 */
export async function schoolYearSpans(
  db: Db,
  instituteId: number,
  roster: Roster,
): Promise<Array<[string, string]>> {
  const spans = (await db.select().from(academicYears).where(eq(academicYears.instituteId, instituteId))).map(
    (y): [string, string] => [y.startDate, y.endDate],
  );
  for (const session of roster.sessions.values()) {
    if (session.type === 'schoolYear' && session.status === 'active')
      spans.push([session.startDate, session.endDate]);
  }
  return spans;
}

/** The import records an apply writes (what each sourcedId became), gathered as it goes. */
export function recordCollector<Kind extends RecordKind>(instituteId: number, now: Date) {
  const records: Array<typeof importRecords.$inferInsert> = [];
  const record = (
    kind: Kind,
    sourcedId: string,
    localId: number | null,
    fingerprint: string,
    label: string | null,
    removed = false,
  ) =>
    records.push({
      instituteId,
      kind,
      sourcedId,
      localId,
      fingerprint,
      label,
      removedAt: removed ? now : null,
      updatedAt: now,
    });
  return { records, record };
}

/**
 * Whether a record is there after this import: as this file set has it (active, or a delta's
 * removal), else as an earlier import left it.
 */
export function isLive(
  known: Known,
  rows: Map<string, { status: string }>,
  kind: RecordKind,
  id: string,
): boolean {
  const row = rows.get(id);
  if (row) return row.status === 'active';
  const existing = known.get(kind)!.get(id);
  return existing !== undefined && !existing.removed;
}

export interface Change<T> {
  row: T;
  fingerprint: string;
  existing: Existing | null;
}
export interface KindPlan<T> {
  added: Change<T>[];
  changed: Change<T>[];
  unchanged: number;
  removed: Array<{ sourcedId: string; existing: Existing }>;
}
export interface RosterPlan {
  sessions: KindPlan<SessionRow>;
  courses: KindPlan<CourseRow>;
  classes: KindPlan<ClassRow>;
  users: KindPlan<UserRow>;
  enrollments: KindPlan<EnrollmentRow>;
  /** The school year (sourcedId) of each session and class in play. */
  yearOf: Map<string, string>;
}

const CHUNK = 5000;
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** What earlier imports made for this institute (its own rows of import_records, by the primary key's prefix). */
export async function loadKnown(db: Db, instituteId: number): Promise<Known> {
  const known: Known = new Map();
  for (const kind of RECORD_KINDS) {
    const rows = await db
      .select()
      .from(importRecords)
      .where(and(eq(importRecords.instituteId, instituteId), eq(importRecords.kind, kind)));
    known.set(
      kind,
      new Map(
        rows.map((row) => [
          row.sourcedId,
          {
            localId: row.localId,
            fingerprint: row.fingerprint,
            label: row.label,
            removed: row.removedAt !== null,
          },
        ]),
      ),
    );
  }
  return known;
}

export function planKind<T extends { sourcedId: string; status: Status }>(
  rows: Map<string, T>,
  bulk: boolean,
  known: Map<string, Existing>,
  fingerprintOf: (row: T) => string,
): KindPlan<T> {
  const plan: KindPlan<T> = { added: [], changed: [], unchanged: 0, removed: [] };
  for (const row of rows.values()) {
    const existing = known.get(row.sourcedId) ?? null;
    if (row.status === 'tobedeleted') {
      if (existing && !existing.removed) plan.removed.push({ sourcedId: row.sourcedId, existing });
      else plan.unchanged++;
      continue;
    }
    const fingerprint = fingerprintOf(row);
    if (!existing) plan.added.push({ row, fingerprint, existing });
    else if (existing.removed || existing.fingerprint !== fingerprint)
      plan.changed.push({ row, fingerprint, existing });
    else plan.unchanged++;
  }
  // A bulk file is the whole set: what an earlier import had and this one leaves out is gone.
  if (bulk) {
    for (const [sourcedId, existing] of known) {
      if (!existing.removed && !rows.has(sourcedId)) plan.removed.push({ sourcedId, existing });
    }
  }
  return plan;
}

export const fp = (...parts: unknown[]) => JSON.stringify(parts);

/**
 * Checks the files against each other and against earlier imports (a reference may name a
 * record of an earlier import: a delta file carries only what changed), then sorts every row
 * into added, changed, unchanged or removed.
 */
export async function planRoster(
  db: Db,
  instituteId: number,
  roster: Roster,
  known: Known,
  problems: Problems,
): Promise<RosterPlan> {
  const k = (kind: RecordKind) => known.get(kind)!;
  const live = (rows: Map<string, { status: Status }>, kind: RecordKind, id: string) =>
    isLive(known, rows, kind, id);

  // School years: a schoolYear is its own; a term, semester or grading period is its parent's.
  const yearOf = new Map<string, string>();
  const isYear = (id: string) =>
    roster.sessions.get(id)?.type === 'schoolYear' ||
    (!roster.sessions.has(id) && k('academicSession').get(id)?.label === 'schoolYear');
  for (const session of roster.sessions.values()) {
    if (session.status !== 'active') continue;
    if (session.type === 'schoolYear') yearOf.set(session.sourcedId, session.sourcedId);
    else if (session.parent && isYear(session.parent)) yearOf.set(session.sourcedId, session.parent);
    else {
      problems.add(
        'academicSessions.csv',
        session.line,
        'parentSourcedId',
        `the ${session.type} "${session.sourcedId}" needs a school year as its parent (parentSourcedId).`,
      );
    }
  }
  for (const [id, existing] of k('academicSession')) {
    if (!yearOf.has(id) && !existing.removed && existing.label) {
      yearOf.set(id, existing.label === 'schoolYear' ? id : existing.label);
    }
  }

  // A course is found by its title, a section by its course and title: two of a kind would become one.
  const titles = new Map<string, number>();
  for (const course of roster.courses.values()) {
    if (course.status !== 'active') continue;
    const earlier = titles.get(course.title);
    if (earlier !== undefined) {
      problems.add(
        'courses.csv',
        course.line,
        'title',
        `"${course.title}" is also the title on line ${earlier}: each course (standard) needs its own title.`,
      );
    } else titles.set(course.title, course.line);
  }
  const sections = new Map<string, number>();
  for (const cls of roster.classes.values()) {
    if (cls.status !== 'active') continue;
    const key = `${cls.course}\n${cls.title}`;
    const earlier = sections.get(key);
    if (earlier !== undefined) {
      problems.add(
        'classes.csv',
        cls.line,
        'title',
        `"${cls.title}" of course "${cls.course}" is also on line ${earlier}: each section of a course needs its own title.`,
      );
    } else sections.set(key, cls.line);
  }
  for (const cls of roster.classes.values()) {
    if (cls.status !== 'active') continue;
    if (!live(roster.courses, 'course', cls.course)) {
      problems.add(
        'classes.csv',
        cls.line,
        'courseSourcedId',
        `no course "${cls.course}" in courses.csv or an earlier import.`,
      );
    }
    const years = cls.terms.map((term) => yearOf.get(term)).filter((year): year is string => !!year);
    const unknown = cls.terms.filter((term) => !live(roster.sessions, 'academicSession', term));
    if (unknown.length > 0) {
      problems.add(
        'classes.csv',
        cls.line,
        'termSourcedIds',
        `no academic session "${unknown[0]}" in academicSessions.csv or an earlier import.`,
      );
    } else if (years.length === 0) {
      problems.add('classes.csv', cls.line, 'termSourcedIds', 'the class names no term or school year.');
    } else yearOf.set(cls.sourcedId, years[0]!);
  }
  for (const [id, existing] of k('class')) {
    if (!yearOf.has(id) && !existing.removed && existing.label) yearOf.set(id, existing.label);
  }

  const roleOf = (id: string) => roster.users.get(id)?.role ?? k('user').get(id)?.label ?? null;
  const phones = new Map<string, UserRow>();
  const identifiers = new Map<string, UserRow>();
  for (const user of roster.users.values()) {
    if (user.status !== 'active') continue;
    if (user.role === null) {
      if (!roster.withRoles.has(user.sourcedId)) {
        problems.add(
          'users.csv',
          user.line,
          'sourcedId',
          `the user "${user.sourcedId}" has no role in roles.csv.`,
        );
      }
      continue;
    }
    if (user.role === 'teacher') continue;
    if (user.phone) {
      const other = phones.get(user.phone);
      if (other)
        problems.add(
          'users.csv',
          user.line,
          'phone',
          `the phone number ${user.phone} is also on line ${other.line} ("${other.sourcedId}"): two accounts cannot share one.`,
        );
      else phones.set(user.phone, user);
    }
    if (user.role === 'student') {
      const other = identifiers.get(user.identifier);
      if (other)
        problems.add(
          'users.csv',
          user.line,
          'identifier',
          `the student number "${user.identifier}" is also on line ${other.line} ("${other.sourcedId}").`,
        );
      else identifiers.set(user.identifier, user);
    }
    const wanted = user.role === 'parent' ? 'student' : 'parent';
    for (const agent of user.agents) {
      if (!live(roster.users, 'user', agent) || roleOf(agent) !== wanted) {
        problems.add(
          'users.csv',
          user.line,
          'agentSourcedIds',
          user.role === 'parent'
            ? `the parent "${user.sourcedId}" names a child "${agent}" who is not a student in users.csv or an earlier import.`
            : `the student "${user.sourcedId}" names a parent "${agent}" who is not a parent or guardian in users.csv or an earlier import.`,
        );
      }
    }
  }
  await checkAgainstAccounts(db, instituteId, phones, identifiers, k('user'), problems);

  for (const enrollment of roster.enrollments.values()) {
    if (enrollment.status !== 'active') continue;
    if (!live(roster.classes, 'class', enrollment.classId)) {
      problems.add(
        'enrollments.csv',
        enrollment.line,
        'classSourcedId',
        `no class (section) "${enrollment.classId}" in classes.csv or an earlier import.`,
      );
    }
    if (!live(roster.users, 'user', enrollment.userId)) {
      problems.add(
        'enrollments.csv',
        enrollment.line,
        'userSourcedId',
        `no user "${enrollment.userId}" in users.csv or an earlier import.`,
      );
    }
  }
  for (const id of roster.demographics.keys()) {
    if (!roster.users.has(id) && !k('user').has(id)) {
      problems.add('demographics.csv', 0, 'sourcedId', `no user "${id}" in users.csv or an earlier import.`);
    }
  }

  const bulk = (file: keyof Roster['modes']) => roster.modes[file] === 'bulk';
  const studentEnrollments = new Map(
    [...roster.enrollments].filter(([, row]) => row.status !== 'active' || roleOf(row.userId) === 'student'),
  );
  const coursePlan = planKind(roster.courses, bulk('courses'), k('course'), (c) => fp(c.title));
  const classPlan = planKind(roster.classes, bulk('classes'), k('class'), (c) =>
    fp(c.title, c.course, yearOf.get(c.sourcedId)),
  );
  await checkRenames(db, instituteId, coursePlan, classPlan, k('course'), problems);
  return {
    yearOf,
    sessions: planKind(roster.sessions, bulk('academicSessions'), k('academicSession'), (s) =>
      fp(s.title, s.type, s.startDate, s.endDate, s.parent),
    ),
    courses: coursePlan,
    classes: classPlan,
    users: planKind(
      new Map([...roster.users].filter(([, user]) => user.status !== 'active' || user.role !== null)),
      bulk('users'),
      k('user'),
      (u) => {
        const demographic = roster.demographics.get(u.sourcedId);
        return fp(
          u.role,
          u.name,
          u.email,
          u.phone,
          u.identifier,
          [...u.agents].sort(),
          demographic?.birthDate ?? null,
          demographic?.sex ?? null,
        );
      },
    ),
    enrollments: planKind(studentEnrollments, bulk('enrollments'), k('enrollment'), (e) =>
      fp(e.userId, e.classId),
    ),
  };
}

/**
 * A course or section an earlier import made, renamed to the title another one of the institute (of
 * its course) already has: the rename would collide with it (one title each, by the unique indexes),
 * so it is a problem of its line, not a failure of the apply. Read by those titles only.
 */
async function checkRenames(
  db: Db,
  instituteId: number,
  coursePlan: KindPlan<CourseRow>,
  classPlan: KindPlan<ClassRow>,
  knownCourses: Map<string, Existing>,
  problems: Problems,
): Promise<void> {
  const renamedCourses = coursePlan.changed.filter((change) => change.existing?.localId);
  if (renamedCourses.length > 0) {
    const taken = await db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(
        and(
          eq(courses.instituteId, instituteId),
          inArray(
            courses.name,
            renamedCourses.map((change) => change.row.title),
          ),
        ),
      );
    for (const change of renamedCourses) {
      if (taken.some((row) => row.name === change.row.title && row.id !== change.existing!.localId))
        problems.add(
          'courses.csv',
          change.row.line,
          'title',
          `"${change.row.title}" is already the title of another course (standard) of the institute.`,
        );
    }
  }
  const renamedClasses = classPlan.changed
    .filter((change) => change.existing?.localId)
    .map((change) => ({ change, courseId: knownCourses.get(change.row.course)?.localId ?? null }))
    .filter(
      (entry): entry is { change: (typeof classPlan.changed)[number]; courseId: number } => !!entry.courseId,
    );
  if (renamedClasses.length > 0) {
    const taken = await db
      .select({ id: batches.id, courseId: batches.courseId, name: batches.name })
      .from(batches)
      .where(
        and(
          inArray(
            batches.courseId,
            renamedClasses.map((entry) => entry.courseId),
          ),
          inArray(
            batches.name,
            renamedClasses.map((entry) => entry.change.row.title),
          ),
        ),
      );
    for (const { change, courseId } of renamedClasses) {
      const other = taken.some(
        (row) =>
          row.courseId === courseId && row.name === change.row.title && row.id !== change.existing!.localId,
      );
      if (other)
        problems.add(
          'classes.csv',
          change.row.line,
          'title',
          `"${change.row.title}" is already the title of another section of course "${change.row.course}".`,
        );
    }
  }
}

/** Phones and student numbers already held by other accounts of the institute (by the institute's indexes). */
async function checkAgainstAccounts(
  db: Db,
  instituteId: number,
  phones: Map<string, UserRow>,
  identifiers: Map<string, UserRow>,
  knownUsers: Map<string, Existing>,
  problems: Problems,
): Promise<void> {
  const mine = (row: UserRow, userId: number) => knownUsers.get(row.sourcedId)?.localId === userId;
  for (const part of chunks([...phones.keys()])) {
    const taken = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.instituteId, instituteId), inArray(users.phone, part)));
    for (const account of taken) {
      const row = phones.get(account.phone!)!;
      if (!mine(row, account.id)) {
        problems.add(
          'users.csv',
          row.line,
          'phone',
          `the phone number ${account.phone} already belongs to another account of this institute.`,
        );
      }
    }
  }
  for (const part of chunks([...identifiers.keys()])) {
    const taken = await db
      .select({ userId: students.userId, displayId: students.displayId })
      .from(students)
      .where(and(eq(students.instituteId, instituteId), inArray(students.displayId, part)));
    for (const student of taken) {
      const row = identifiers.get(student.displayId)!;
      if (!mine(row, student.userId)) {
        problems.add(
          'users.csv',
          row.line,
          'identifier',
          `the student number "${student.displayId}" already belongs to another student of this institute.`,
        );
      }
    }
  }
}
