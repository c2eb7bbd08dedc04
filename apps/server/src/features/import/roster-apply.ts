import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicYears, batches, courses, parentStudents, sessions, students, users } from '../../db/schema';
import type { Institute } from '../../lib/institutes';
import { insertRows, updateRows, upsertRecords } from './bulk';
import type { Change, Existing, Known, RecordKind, RosterPlan } from './roster-plan';
import { chunks } from './roster-plan';
import type { Roster, UserRow } from './roster-read';

const ROWS_PER_INSERT = 1000;

interface RecordWrite {
  kind: RecordKind;
  sourcedId: string;
  localId: number | null;
  fingerprint: string;
  label: string | null;
  removed: boolean;
}

/** Portal ids by sourcedId, from this import's writes first, then earlier imports. */
class Ids {
  private readonly fresh = new Map<string, number>();
  constructor(
    private readonly kind: RecordKind,
    private readonly known: Known,
  ) {}
  set(sourcedId: string, id: number): void {
    this.fresh.set(sourcedId, id);
  }
  get(sourcedId: string): number | undefined {
    return this.fresh.get(sourcedId) ?? this.known.get(this.kind)!.get(sourcedId)?.localId ?? undefined;
  }
}

export interface AppliedRoster {
  /** Accounts created by this import: they get a first-sign-in code. */
  newUserIds: number[];
}

/** Writes the plan; runs inside the import's transaction. */
export async function applyRoster(
  tx: Db,
  institute: Institute,
  roster: Roster,
  plan: RosterPlan,
  known: Known,
  context: { now: Date; today: string },
): Promise<AppliedRoster> {
  const records: RecordWrite[] = [];
  const keep = (
    kind: RecordKind,
    change: Change<{ sourcedId: string }>,
    localId: number | null,
    label: string | null,
  ) =>
    records.push({
      kind,
      sourcedId: change.row.sourcedId,
      localId,
      fingerprint: change.fingerprint,
      label,
      removed: false,
    });
  const drop = (kind: RecordKind, removed: { sourcedId: string; existing: Existing }) =>
    records.push({ kind, sourcedId: removed.sourcedId, ...removed.existing, removed: true });

  // School years, then the terms inside them.
  const yearIds = new Ids('academicSession', known);
  const sessionChanges = [...plan.sessions.added, ...plan.sessions.changed];
  const yearChanges = sessionChanges.filter((c) => c.row.type === 'schoolYear');
  // Rows an earlier import made are updated together (one statement); new ones are inserted.
  const yearUpdates = yearChanges.filter((c) => c.existing?.localId);
  await updateRows(
    tx,
    'academic_years',
    'id',
    { id: 'int', name: 'text', start_date: 'date', end_date: 'date' },
    yearUpdates.map(({ row, existing }) => ({
      id: existing!.localId,
      name: row.title,
      start_date: row.startDate,
      end_date: row.endDate,
    })),
  );
  for (const change of yearChanges) {
    const { title, startDate, endDate } = change.row;
    const id =
      change.existing?.localId ??
      (
        await tx
          .insert(academicYears)
          .values({ instituteId: institute.id, name: title, startDate, endDate })
          // A year the institute already has (same start) is adopted, not doubled.
          .onConflictDoUpdate({
            target: [academicYears.instituteId, academicYears.startDate],
            set: { name: title, endDate },
          })
          .returning({ id: academicYears.id })
      )[0]!.id;
    yearIds.set(change.row.sourcedId, id);
    keep('academicSession', change, id, 'schoolYear');
  }
  for (const change of sessionChanges.filter((c) => c.row.type !== 'schoolYear')) {
    keep('academicSession', change, yearIds.get(change.row.parent) ?? null, change.row.parent);
  }
  plan.sessions.removed.forEach((removed) => drop('academicSession', removed));
  const yearIdOf = (sourcedId: string) => yearIds.get(plan.yearOf.get(sourcedId) ?? '');

  // Standards (schools) or courses (coaching).
  const courseIds = new Ids('course', known);
  const courseChanges = [...plan.courses.added, ...plan.courses.changed];
  await updateRows(
    tx,
    'courses',
    'id',
    { id: 'int', name: 'text' },
    courseChanges
      .filter((c) => c.existing?.localId)
      .map(({ row, existing }) => ({ id: existing!.localId, name: row.title })),
  );
  for (const change of courseChanges) {
    const id =
      change.existing?.localId ??
      (
        await tx
          .insert(courses)
          .values({ instituteId: institute.id, name: change.row.title })
          .onConflictDoUpdate({
            target: [courses.instituteId, courses.name],
            set: { name: change.row.title },
          })
          .returning({ id: courses.id })
      )[0]!.id;
    courseIds.set(change.row.sourcedId, id);
    keep('course', change, id, null);
  }
  plan.courses.removed.forEach((removed) => drop('course', removed));

  // Sections (schools) or batches (coaching).
  const classIds = new Ids('class', known);
  const classChanges = [...plan.classes.added, ...plan.classes.changed];
  await updateRows(
    tx,
    'batches',
    'id',
    { id: 'int', course_id: 'int', name: 'text' },
    classChanges
      .filter((c) => c.existing?.localId)
      .map(({ row, existing }) => ({
        id: existing!.localId,
        course_id: courseIds.get(row.course)!,
        name: row.title,
      })),
  );
  for (const change of classChanges) {
    const courseId = courseIds.get(change.row.course)!;
    const id =
      change.existing?.localId ??
      (
        await tx
          .insert(batches)
          .values({ instituteId: institute.id, courseId, name: change.row.title })
          .onConflictDoUpdate({ target: [batches.courseId, batches.name], set: { name: change.row.title } })
          .returning({ id: batches.id })
      )[0]!.id;
    classIds.set(change.row.sourcedId, id);
    keep('class', change, id, plan.yearOf.get(change.row.sourcedId) ?? null);
  }
  plan.classes.removed.forEach((removed) => drop('class', removed));

  const userIds = new Ids('user', known);
  const newUserIds = await writeUsers(tx, institute, roster, plan, userIds, context, keep);
  await withdrawUsers(tx, plan.users.removed, context.now);
  plan.users.removed.forEach((removed) => drop('user', removed));
  await relinkFamilies(tx, roster, plan, userIds);

  // Enrolments: the section membership, the year, and the profile's standard and section.
  const studentIdOf = await studentIdsOf(tx, [
    ...[...plan.enrollments.added, ...plan.enrollments.changed].map((c) => userIds.get(c.row.userId)!),
    ...plan.enrollments.removed
      .map((r) => userIds.get(r.existing.label ?? ''))
      .filter((id): id is number => !!id),
    ...plan.enrollments.changed
      .map((c) => userIds.get(c.existing!.label ?? ''))
      .filter((id): id is number => !!id),
  ]);
  // The sections of removed and changed enrolments are left (one statement), before any is joined.
  const leaving: Array<{ student_id: number; batch_id: number }> = [];
  const leave = (existing: Existing) => {
    const studentId = studentIdOf.get(userIds.get(existing.label ?? '') ?? -1);
    if (studentId && existing.localId) leaving.push({ student_id: studentId, batch_id: existing.localId });
  };
  for (const removed of plan.enrollments.removed) {
    leave(removed.existing);
    drop('enrollment', removed);
  }
  const joins: Array<{ studentId: number; batchId: number; yearId: number | undefined; classId: string }> =
    [];
  for (const change of [...plan.enrollments.added, ...plan.enrollments.changed]) {
    if (change.existing) leave(change.existing);
    const batchId = classIds.get(change.row.classId)!;
    const studentId = studentIdOf.get(userIds.get(change.row.userId)!)!;
    joins.push({ studentId, batchId, yearId: yearIdOf(change.row.classId), classId: change.row.classId });
    keep('enrollment', change, batchId, change.row.userId);
  }
  for (const part of chunks(leaving)) {
    await tx.execute(sql`
      delete from student_batches
      using json_to_recordset(${JSON.stringify(part)}::json) as v(student_id int, batch_id int)
      where student_batches.student_id = v.student_id and student_batches.batch_id = v.batch_id`);
  }
  await joinSections(tx, institute, joins);

  const at = context.now.toISOString();
  await upsertRecords(
    tx,
    records.map((r) => ({
      institute_id: institute.id,
      kind: r.kind,
      sourced_id: r.sourcedId,
      local_id: r.localId,
      fingerprint: r.fingerprint,
      label: r.label,
      removed_at: r.removed ? at : null,
      updated_at: at,
    })),
  );
  await insertRows(
    tx,
    'import_invitations',
    ['user_id', 'institute_id', 'created_at'],
    newUserIds.map((userId) => ({ user_id: userId, institute_id: institute.id, created_at: at })),
  );
  return { newUserIds };
}

async function studentIdsOf(tx: Db, userIdList: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const part of chunks([...new Set(userIdList)])) {
    const rows = await tx
      .select({ id: students.id, userId: students.userId })
      .from(students)
      .where(inArray(students.userId, part));
    for (const row of rows) map.set(row.userId, row.id);
  }
  return map;
}

type Keep = (
  kind: RecordKind,
  change: Change<{ sourcedId: string }>,
  localId: number | null,
  label: string | null,
) => void;

async function writeUsers(
  tx: Db,
  institute: Institute,
  roster: Roster,
  plan: RosterPlan,
  userIds: Ids,
  context: { today: string },
  keep: Keep,
): Promise<number[]> {
  const profile = (user: UserRow) => {
    const demographic = roster.demographics.get(user.sourcedId);
    return { dob: demographic?.birthDate ?? null, gender: demographic?.sex ?? null };
  };
  // Teachers are kept by name only (for the timetable): they do not sign in.
  const accounts = plan.users.added.filter((c) => c.row.role !== 'teacher');
  for (const change of plan.users.added.filter((c) => c.row.role === 'teacher'))
    keep('user', change, null, 'teacher');
  const newUserIds: number[] = [];
  // Account ids are unique across institutes: the import's lock (service.ts) keeps two imports from taking the same.
  const top = accounts.length > 0 ? await nextAccountId(tx) : 0;
  const inserted = await insertRows<{ id: number; account_id: number }>(
    tx,
    'users',
    ['institute_id', 'account_id', 'role', 'user_type', 'name', 'email', 'phone', 'join_date'],
    accounts.map((c, offset) => ({
      institute_id: institute.id,
      account_id: top + offset,
      role: c.row.role,
      user_type: c.row.role === 'student' ? 1 : 2,
      name: c.row.name,
      email: c.row.email,
      phone: c.row.phone,
      join_date: context.today,
    })),
    sql`returning id, account_id`,
  );
  const byAccount = new Map(inserted.map((row) => [Number(row.account_id), row.id]));
  accounts.forEach((c, offset) => {
    const id = byAccount.get(top + offset)!;
    userIds.set(c.row.sourcedId, id);
    newUserIds.push(id);
    keep('user', c, id, c.row.role);
  });
  await insertRows(
    tx,
    'students',
    ['user_id', 'institute_id', 'display_id', 'dob', 'gender'],
    accounts
      .filter((c) => c.row.role === 'student')
      .map((c) => ({
        user_id: userIds.get(c.row.sourcedId)!,
        institute_id: institute.id,
        display_id: c.row.identifier,
        ...profile(c.row),
      })),
  );
  const changed = plan.users.changed.filter((c) => c.existing!.localId !== null);
  for (const change of plan.users.changed) {
    const id = change.existing!.localId;
    if (id !== null) userIds.set(change.row.sourcedId, id);
    keep('user', change, id, change.row.role);
  }
  // Changed accounts and profiles: one statement each table, not one a row.
  await updateRows(
    tx,
    'users',
    'id',
    { id: 'int', name: 'text', email: 'text', phone: 'text', readmitted: 'boolean' },
    changed.map(({ row, existing }) => ({
      id: existing!.localId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      readmitted: existing!.removed,
    })),
    // A withdrawn account coming back may sign in again.
    sql`name = v.name, email = v.email, phone = v.phone, blocked = users.blocked and not v.readmitted`,
  );
  await updateRows(
    tx,
    'students',
    'user_id',
    { user_id: 'int', display_id: 'text', dob: 'date', gender: 'text' },
    changed
      .filter((c) => c.row.role === 'student')
      .map(({ row, existing }) => ({
        user_id: existing!.localId,
        display_id: row.identifier,
        ...profile(row),
      })),
  );
  return newUserIds;
}

async function nextAccountId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select coalesce(max(account_id), 5000) + 1 as next from users`,
  )) as unknown as {
    rows: Array<{ next: number | string }>;
  };
  return Number(result.rows[0]!.next);
}

/** Withdrawn (deleted in a delta, or left out of a bulk file): blocked and signed out; every record of theirs stays. */
async function withdrawUsers(tx: Db, removed: Array<{ existing: Existing }>, now: Date): Promise<void> {
  const ids = removed.map((r) => r.existing.localId).filter((id): id is number => id !== null);
  for (const part of chunks(ids)) {
    await tx.update(users).set({ blocked: true }).where(inArray(users.id, part));
    await tx
      .update(sessions)
      .set({ endedAt: now })
      .where(and(inArray(sessions.userId, part), isNull(sessions.endedAt)));
  }
}

/** Parent-child links of every added or changed account: both sides' agentSourcedIds, as the files now say. */
async function relinkFamilies(tx: Db, roster: Roster, plan: RosterPlan, userIds: Ids): Promise<void> {
  const touched = [...plan.users.added, ...plan.users.changed].filter(
    (c) => c.row.role === 'student' || c.row.role === 'parent',
  );
  if (touched.length === 0) return;
  const touchedIds = new Set(touched.map((c) => c.row.sourcedId));
  const pairs = new Set<string>();
  for (const user of roster.users.values()) {
    if (user.status !== 'active') continue;
    for (const agent of user.agents) {
      const [parent, child] = user.role === 'parent' ? [user.sourcedId, agent] : [agent, user.sourcedId];
      if (touchedIds.has(parent) || touchedIds.has(child)) pairs.add(`${parent}\n${child}`);
    }
  }
  const childUserIds = [...pairs].map((pair) => userIds.get(pair.split('\n')[1]!)!);
  const touchedStudents = touched
    .filter((c) => c.row.role === 'student')
    .map((c) => userIds.get(c.row.sourcedId)!);
  const studentIdOf = await studentIdsOf(tx, [...childUserIds, ...touchedStudents]);
  const parents = touched.filter((c) => c.row.role === 'parent').map((c) => userIds.get(c.row.sourcedId)!);
  for (const part of chunks(parents))
    await tx.delete(parentStudents).where(inArray(parentStudents.parentUserId, part));
  const studentRows = touchedStudents.map((id) => studentIdOf.get(id)!).filter(Boolean);
  for (const part of chunks(studentRows))
    await tx.delete(parentStudents).where(inArray(parentStudents.studentId, part));
  const rows = [...pairs].map((pair) => {
    const [parent, child] = pair.split('\n') as [string, string];
    return { parentUserId: userIds.get(parent)!, studentId: studentIdOf.get(userIds.get(child)!)! };
  });
  await insertRows(
    tx,
    'parent_students',
    ['parent_user_id', 'student_id'],
    rows.map((r) => ({ parent_user_id: r.parentUserId, student_id: r.studentId })),
    sql`on conflict do nothing`,
  );
}

async function joinSections(
  tx: Db,
  institute: Institute,
  joins: Array<{ studentId: number; batchId: number; yearId: number | undefined; classId: string }>,
): Promise<void> {
  await insertRows(
    tx,
    'student_batches',
    ['institute_id', 'student_id', 'batch_id'],
    joins.map(({ studentId, batchId }) => ({
      institute_id: institute.id,
      student_id: studentId,
      batch_id: batchId,
    })),
    sql`on conflict do nothing`,
  );
  await insertRows(
    tx,
    'enrolments',
    ['student_id', 'academic_year_id'],
    joins
      .filter((join) => join.yearId !== undefined)
      .map(({ studentId, yearId }) => ({ student_id: studentId, academic_year_id: yearId })),
    sql`on conflict do nothing`,
  );
  // The profile shows one standard and section (school) or course and batch (coaching).
  const names = await sectionNames(tx, [...new Set(joins.map((join) => join.batchId))]);
  const profile = new Map<number, { id: number; course: string; name: string }>();
  for (const join of joins) {
    const section = names.get(join.batchId);
    if (section) profile.set(join.studentId, { id: join.studentId, ...section });
  }
  const [courseColumn, sectionColumn] =
    institute.kind === 'school' ? ['standard', 'section'] : ['course', 'batch'];
  for (const part of chunks([...profile.values()], ROWS_PER_INSERT)) {
    await tx.execute(sql`
      update students set ${sql.identifier(courseColumn)} = v.course, ${sql.identifier(sectionColumn)} = v.name
      from json_to_recordset(${JSON.stringify(part)}::json) as v(id int, course text, name text)
      where students.id = v.id`);
  }
}

async function sectionNames(
  tx: Db,
  batchIds: number[],
): Promise<Map<number, { name: string; course: string }>> {
  const map = new Map<number, { name: string; course: string }>();
  for (const part of chunks(batchIds)) {
    const rows = await tx
      .select({ id: batches.id, name: batches.name, course: courses.name })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(inArray(batches.id, part));
    for (const row of rows) map.set(row.id, { name: row.name, course: row.course });
  }
  return map;
}
