import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicYears, eventCourses, events, timetableEntries } from '../../db/schema';
import { importRecords } from '../../db/schema/imports';
import { addDays } from '../../lib/dates';
import type { Institute } from '../../lib/institutes';
import type { Problems } from './csv';
import type { EventRow, PeriodRow, PlainRows } from './plain-read';
import {
  chunks,
  fp,
  isLive,
  planKind,
  recordCollector,
  schoolYearSpans,
  type KindPlan,
  type Known,
} from './roster-plan';
import type { Roster } from './roster-read';

export interface PlainPlan {
  events: KindPlan<EventRow & { sourcedId: string; status: 'active' }>;
  periods: KindPlan<PeriodRow & { sourcedId: string; status: 'active'; teacherName: string | null }>;
}

/** The days from `from` to `to` that fall on the ISO weekday. */
export function weekdaysBetween(from: string, to: string, weekday: number): string[] {
  const days: string[] = [];
  const first = new Date(`${from}T00:00:00Z`);
  const isoDay = ((first.getUTCDay() + 6) % 7) + 1;
  for (let day = addDays(from, (weekday - isoDay + 7) % 7); day <= to; day = addDays(day, 7)) days.push(day);
  return days;
}

export async function planPlain(
  db: Db,
  institute: Institute,
  plain: PlainRows,
  roster: Roster,
  known: Known,
  problems: Problems,
): Promise<PlainPlan> {
  const live = (rows: Map<string, { status: string }>, kind: 'course' | 'class', id: string) =>
    isLive(known, rows, kind, id);
  for (const event of plain.events.values()) {
    for (const standard of event.standards) {
      if (!live(roster.courses, 'course', standard)) {
        problems.add(
          'events.csv',
          event.line,
          'standards',
          `no standard (course) "${standard}" in courses.csv or an earlier import.`,
        );
      }
    }
  }
  const years = await schoolYearSpans(db, institute.id, roster);
  const teacherName = (value: string | null) => {
    if (!value) return null;
    const fromFile = roster.users.get(value);
    if (fromFile?.role === 'teacher') return fromFile.name;
    const record = known.get('user')!.get(value);
    if (record?.label === 'teacher') return (JSON.parse(record.fingerprint) as unknown[])[1] as string;
    return value;
  };
  const periods = new Map<string, PlainPlan['periods']['added'][number]['row']>();
  for (const period of plain.periods.values()) {
    if (!live(roster.classes, 'class', period.section)) {
      problems.add(
        'timetable.csv',
        period.line,
        'section',
        `no class (section) "${period.section}" in classes.csv or an earlier import.`,
      );
    }
    if (
      period.validFrom &&
      period.validTo &&
      !years.some(([start, end]) => start <= period.validFrom && period.validTo <= end)
    ) {
      problems.add(
        'timetable.csv',
        period.line,
        'valid_to',
        `${period.validFrom} to ${period.validTo} is not inside one school year of the institute.`,
      );
    }
    periods.set(period.id, {
      ...period,
      sourcedId: period.id,
      status: 'active',
      teacherName: teacherName(period.teacher),
    });
  }
  const present = (file: 'events.csv' | 'timetable.csv') => plain.present.has(file);
  const eventRows = new Map(
    [...plain.events].map(([id, e]) => [id, { ...e, sourcedId: id, status: 'active' as const }]),
  );
  return {
    events: present('events.csv')
      ? planKind(eventRows, true, known.get('event')!, (e) =>
          fp(e.type, e.title, e.startDate, e.endDate, e.category, e.standards, e.description),
        )
      : { added: [], changed: [], unchanged: 0, removed: [] },
    periods: present('timetable.csv')
      ? planKind(periods, true, known.get('period')!, (p) =>
          fp(p.section, p.weekday, p.start, p.end, p.subject, p.teacherName, p.validFrom, p.validTo),
        )
      : { added: [], changed: [], unchanged: 0, removed: [] },
  };
}

/** Writes holidays, events and timetable periods; runs after the roster, with `known` read again. */
export async function applyPlain(
  tx: Db,
  institute: Institute,
  plan: PlainPlan,
  known: Known,
  today: string,
  now: Date,
): Promise<void> {
  const { records, record } = recordCollector<'event' | 'period'>(institute.id, now);
  const courseId = (id: string) => known.get('course')!.get(id)!.localId!;

  for (const change of [...plan.events.added, ...plan.events.changed]) {
    const e = change.row;
    const values = {
      instituteId: institute.id,
      eventType: e.type === 'holiday' ? 1 : 2,
      holidayType: e.category,
      title: e.title,
      startDate: e.startDate,
      endDate: e.endDate,
      description: e.description,
    };
    let id = change.existing?.localId ?? null;
    if (id === null) id = (await tx.insert(events).values(values).returning({ id: events.id }))[0]!.id;
    else {
      await tx.update(events).set(values).where(eq(events.id, id));
      await tx.delete(eventCourses).where(eq(eventCourses.eventId, id));
    }
    if (e.standards.length > 0)
      await tx.insert(eventCourses).values(e.standards.map((s) => ({ eventId: id!, courseId: courseId(s) })));
    record('event', e.id, id, change.fingerprint, null);
  }
  for (const { sourcedId, existing } of plan.events.removed) {
    if (existing.localId) await tx.delete(events).where(eq(events.id, existing.localId));
    record('event', sourcedId, existing.localId, existing.fingerprint, null, true);
  }

  const yearRows = await tx.select().from(academicYears).where(eq(academicYears.instituteId, institute.id));
  const yearOf = (day: string) => yearRows.find((y) => y.startDate <= day && day <= y.endDate)!.id;
  // A changed or removed period keeps its past classes (attendance was taken there); what is ahead goes.
  const dropAhead = async (label: string | null): Promise<number[]> => {
    const ids = label ? (JSON.parse(label) as number[]) : [];
    const kept: number[] = [];
    for (const part of chunks(ids)) {
      const gone = await tx
        .delete(timetableEntries)
        .where(and(inArray(timetableEntries.id, part), gte(timetableEntries.date, today)))
        .returning({ id: timetableEntries.id });
      const goneIds = new Set(gone.map((g) => g.id));
      kept.push(...part.filter((id) => !goneIds.has(id)));
    }
    return kept;
  };
  for (const change of [...plan.periods.added, ...plan.periods.changed]) {
    const p = change.row;
    const kept = change.existing ? await dropAhead(change.existing.label) : [];
    const from = change.existing && p.validFrom < today ? today : p.validFrom;
    const batchId = known.get('class')!.get(p.section)!.localId!;
    const days = weekdaysBetween(from, p.validTo, p.weekday);
    const ids = [...kept];
    for (const part of chunks(days, 1000)) {
      const rows = await tx
        .insert(timetableEntries)
        .values(
          part.map((day) => ({
            instituteId: institute.id,
            academicYearId: yearOf(day),
            kind: 'class' as const,
            batchId,
            date: day,
            endDate: day,
            startTime: p.start,
            endTime: p.end,
            subject: p.subject,
            teacherName: p.teacherName,
          })),
        )
        .returning({ id: timetableEntries.id });
      ids.push(...rows.map((r) => r.id));
    }
    record('period', p.id, null, change.fingerprint, JSON.stringify(ids));
  }
  for (const { sourcedId, existing } of plan.periods.removed) {
    const kept = await dropAhead(existing.label);
    record('period', sourcedId, null, existing.fingerprint, JSON.stringify(kept), true);
  }

  for (const part of chunks(records, 1000)) {
    await tx
      .insert(importRecords)
      .values(part)
      .onConflictDoUpdate({
        target: [importRecords.instituteId, importRecords.kind, importRecords.sourcedId],
        set: {
          localId: sql`excluded.local_id`,
          fingerprint: sql`excluded.fingerprint`,
          label: sql`excluded.label`,
          removedAt: sql`excluded.removed_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}
