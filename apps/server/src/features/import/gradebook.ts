import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offlineExamMarks, offlineExamSittings, students, timetableEntries } from '../../db/schema';
import type { Institute } from '../../lib/institutes';
import { insertRows, upsertRecords } from './bulk';
import type { Problems } from './csv';
import {
  chunks,
  fp,
  isLive,
  recordCollector,
  planKind,
  type Existing,
  type KindPlan,
  type Known,
  type RosterPlan,
} from './roster-plan';
import type { LineItemRow, ResultRow, Roster, Status } from './roster-read';

/*
 * OneRoster gradebook -> offline exams. A line item is one subject of an offline exam; the
 * line items of one class with the same category (or, without one, the same title) due the
 * same day are one exam: one timetable entry of kind offline_exam for the class's section.
 * A result is a student's marks in that subject ('not submitted' or 'exempt': absent). The
 * database re-ranks every exam whose marks or sittings change (migration 0012's triggers).
 */

/** What a line item became, kept as its record's label (a result may name one of an earlier import). */
interface LineItemLabel {
  subject: string;
  max: number;
  group: string;
  position: number;
}

export interface GradebookPlan {
  lineItems: KindPlan<LineItemRow>;
  results: KindPlan<ResultRow>;
}

const ABSENT = new Set(['not submitted', 'exempt']);
const groupOf = (item: LineItemRow) => `${item.classId}\n${item.category || item.title}\n${item.date}`;
const labelOf = (existing: Existing | undefined): LineItemLabel | null =>
  existing?.label ? (JSON.parse(existing.label) as LineItemLabel) : null;

export function planGradebook(
  roster: Roster,
  rosterPlan: RosterPlan,
  known: Known,
  problems: Problems,
): GradebookPlan {
  const live = (rows: Map<string, { status: Status }>, kind: 'class' | 'user' | 'lineItem', id: string) =>
    isLive(known, rows, kind, id);
  const roleOf = (id: string) => roster.users.get(id)?.role ?? known.get('user')!.get(id)?.label ?? null;

  for (const item of roster.lineItems.values()) {
    if (item.status !== 'active') continue;
    if (!live(roster.classes, 'class', item.classId)) {
      problems.add(
        'lineItems.csv',
        item.line,
        'classSourcedId',
        `no class (section) "${item.classId}" in classes.csv or an earlier import.`,
      );
    } else if (!rosterPlan.yearOf.has(item.classId)) {
      problems.add(
        'lineItems.csv',
        item.line,
        'classSourcedId',
        `the class "${item.classId}" belongs to no school year.`,
      );
    }
    if (item.category && roster.modes.categories !== 'absent' && !roster.categories.has(item.category)) {
      problems.add(
        'lineItems.csv',
        item.line,
        'categorySourcedId',
        `no category "${item.category}" in categories.csv.`,
      );
    }
  }
  const maxOf = (id: string) => roster.lineItems.get(id)?.max ?? labelOf(known.get('lineItem')!.get(id))?.max;
  const seen = new Map<string, ResultRow>();
  for (const result of roster.results.values()) {
    if (result.status !== 'active') continue;
    if (!live(roster.lineItems, 'lineItem', result.lineItem)) {
      problems.add(
        'results.csv',
        result.line,
        'lineItemSourcedId',
        `no line item "${result.lineItem}" in lineItems.csv or an earlier import.`,
      );
      continue;
    }
    if (!live(roster.users, 'user', result.student) || roleOf(result.student) !== 'student') {
      problems.add(
        'results.csv',
        result.line,
        'studentSourcedId',
        `no student "${result.student}" in users.csv or an earlier import.`,
      );
      continue;
    }
    const max = maxOf(result.lineItem)!;
    if (result.score !== null && result.score > max) {
      problems.add(
        'results.csv',
        result.line,
        'score',
        `the mark ${result.score} is above the line item's maximum of ${max}.`,
      );
    }
    const key = `${result.lineItem}\n${result.student}`;
    const twin = seen.get(key);
    if (twin) {
      problems.add(
        'results.csv',
        result.line,
        'studentSourcedId',
        `a second result of "${result.student}" for "${result.lineItem}" (also on line ${twin.line}).`,
      );
    } else seen.set(key, result);
  }

  const bulk = (file: 'lineItems' | 'results') => roster.modes[file] === 'bulk';
  return {
    lineItems: planKind(roster.lineItems, bulk('lineItems'), known.get('lineItem')!, (item) =>
      fp(
        item.title,
        item.description,
        item.classId,
        item.category,
        item.date,
        item.start,
        item.end,
        item.max,
        roster.categories.get(item.category) ?? null,
      ),
    ),
    results: planKind(roster.results, bulk('results'), known.get('result')!, (r) =>
      fp(r.lineItem, r.student, r.scoreStatus, r.score),
    ),
  };
}

/** Writes the gradebook after the roster, with `known` read again so this import's classes and students are in it. */
export async function applyGradebook(
  tx: Db,
  institute: Institute,
  roster: Roster,
  plan: GradebookPlan,
  known: Known,
  yearOfClass: Map<string, string>,
  now: Date,
): Promise<void> {
  const localId = (kind: 'class' | 'user' | 'academicSession', id: string) =>
    known.get(kind)!.get(id)?.localId ?? undefined;
  const { records, record } = recordCollector<'lineItem' | 'result'>(institute.id, now);

  // Exams: one entry per group; a group an earlier import made keeps its entry.
  const entryOfGroup = new Map<string, number>();
  for (const existing of known.get('lineItem')!.values()) {
    const label = labelOf(existing);
    if (label && existing.localId) entryOfGroup.set(label.group, existing.localId);
  }
  const positions = new Map<string, number>();
  const items = new Map<string, { entryId: number; label: LineItemLabel }>();
  for (const { sourcedId, existing } of [...plan.lineItems.removed])
    record('lineItem', sourcedId, existing.localId, existing.fingerprint, existing.label, true);
  for (const change of [...plan.lineItems.added, ...plan.lineItems.changed]) {
    const item = change.row;
    const group = groupOf(item);
    const position = (positions.get(group) ?? 0) + 1;
    positions.set(group, position);
    const exam = {
      instituteId: institute.id,
      academicYearId: localId('academicSession', yearOfClass.get(item.classId)!)!,
      kind: 'offline_exam' as const,
      batchId: localId('class', item.classId)!,
      date: item.date,
      endDate: item.date,
      startTime: item.start,
      endTime: item.end,
      description: roster.categories.get(item.category) ?? (item.description || item.title),
    };
    let entryId = entryOfGroup.get(group);
    if (entryId === undefined) {
      const [row] = await tx.insert(timetableEntries).values(exam).returning({ id: timetableEntries.id });
      entryId = row!.id;
      entryOfGroup.set(group, entryId);
    } else {
      await tx.update(timetableEntries).set(exam).where(eq(timetableEntries.id, entryId));
    }
    const before = labelOf(change.existing ?? undefined);
    if (before && (before.subject !== item.title || before.max !== item.max)) {
      await tx
        .update(offlineExamMarks)
        .set({ subject: item.title, totalMarks: item.max })
        .where(and(eq(offlineExamMarks.entryId, entryId), eq(offlineExamMarks.subject, before.subject)));
    }
    const label: LineItemLabel = { subject: item.title, max: item.max, group, position };
    items.set(item.sourcedId, { entryId, label });
    record('lineItem', item.sourcedId, entryId, change.fingerprint, JSON.stringify(label));
  }
  const itemOf = (id: string) => {
    const fresh = items.get(id);
    if (fresh) return fresh;
    const existing = known.get('lineItem')!.get(id)!;
    return { entryId: existing.localId!, label: labelOf(existing)! };
  };

  const studentOf = await studentIdsByUser(tx, [
    ...new Set([...plan.results.added, ...plan.results.changed].map((c) => localId('user', c.row.student)!)),
  ]);
  const marks: Array<typeof offlineExamMarks.$inferInsert> = [];
  const sittings = new Map<string, typeof offlineExamSittings.$inferInsert>();
  for (const change of [...plan.results.added, ...plan.results.changed]) {
    const result = change.row;
    const { entryId, label } = itemOf(result.lineItem);
    const studentId = studentOf.get(localId('user', result.student)!)!;
    const absent = ABSENT.has(result.scoreStatus);
    marks.push({
      instituteId: institute.id,
      entryId,
      studentId,
      subject: label.subject,
      position: label.position,
      marksObtained: absent ? null : result.score,
      totalMarks: label.max,
    });
    const key = `${entryId}:${studentId}`;
    const present = !absent || sittings.get(key)?.present === true;
    sittings.set(key, { instituteId: institute.id, entryId, studentId, present });
    record('result', result.sourcedId, entryId, change.fingerprint, null);
  }
  // Whole statements, so the triggers rank each exam once per statement, not once per row.
  await insertRows(
    tx,
    'offline_exam_marks',
    ['institute_id', 'entry_id', 'student_id', 'subject', 'position', 'marks_obtained', 'total_marks'],
    marks.map((m) => ({
      institute_id: m.instituteId,
      entry_id: m.entryId,
      student_id: m.studentId,
      subject: m.subject,
      position: m.position,
      marks_obtained: m.marksObtained,
      total_marks: m.totalMarks,
    })),
    sql`on conflict (entry_id, student_id, subject) do update set marks_obtained = excluded.marks_obtained,
        total_marks = excluded.total_marks, position = excluded.position`,
  );
  await insertRows(
    tx,
    'offline_exam_sittings',
    ['institute_id', 'entry_id', 'student_id', 'present'],
    [...sittings.values()].map((x) => ({
      institute_id: x.instituteId,
      entry_id: x.entryId,
      student_id: x.studentId,
      present: x.present,
    })),
    sql`on conflict (entry_id, student_id) do update set present = excluded.present`,
  );
  // A result withdrawn by the source: its marks go (the exam is re-ranked without them).
  for (const { sourcedId, existing } of plan.results.removed) {
    const [lineItemId, studentSourcedId] = JSON.parse(existing.fingerprint) as [string, string];
    const item = known.get('lineItem')!.get(lineItemId) ? itemOf(lineItemId) : null;
    const userId = localId('user', studentSourcedId);
    const [student] = userId
      ? await tx.select({ id: students.id }).from(students).where(eq(students.userId, userId))
      : [];
    if (item && student) {
      await tx
        .delete(offlineExamMarks)
        .where(
          and(
            eq(offlineExamMarks.entryId, item.entryId),
            eq(offlineExamMarks.studentId, student.id),
            eq(offlineExamMarks.subject, item.label.subject),
          ),
        );
    }
    record('result', sourcedId, existing.localId, existing.fingerprint, existing.label, true);
  }
  await upsertRecords(
    tx,
    records.map((r) => ({
      institute_id: r.instituteId,
      kind: r.kind,
      sourced_id: r.sourcedId,
      local_id: r.localId,
      fingerprint: r.fingerprint,
      label: r.label,
      removed_at: r.removedAt ? r.removedAt.toISOString() : null,
      updated_at: now.toISOString(),
    })),
  );
}

async function studentIdsByUser(tx: Db, userIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const part of chunks(userIds)) {
    const rows = await tx
      .select({ id: students.id, userId: students.userId })
      .from(students)
      .where(inArray(students.userId, part));
    for (const row of rows) map.set(row.userId, row.id);
  }
  return map;
}
