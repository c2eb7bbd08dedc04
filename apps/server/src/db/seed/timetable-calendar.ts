import { and, eq } from 'drizzle-orm';
import { wallClock } from '@portal/shared/time/zone';
import { academicYearAround, addDays, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { attendance, events, timetableEntries, weeklyOffs } from '../schema';
import { DEMO_INSTITUTES, currentYearId, previousYearId } from './institutes';

/* Helpers of the timetable seed: an institute's days (open days, academic year, times around now) and batched inserts. */

export type Entry = typeof timetableEntries.$inferInsert;
export type Kind = Entry['kind'];
export type Meeting = NonNullable<Entry['meetingWith']>;

const CHUNK = 500;
export const MINUTE = 60_000;

export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const plusMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** One institute's calendar: today, its zone, its closed days and its academic years. */
export class Days {
  readonly today: string;
  readonly monday: string;
  readonly yearStart: string;
  readonly yearEnd: string;
  constructor(
    readonly instituteId: number,
    readonly timeZone: string,
    private readonly now: Date,
    private readonly closed: Set<string>,
    private readonly offs: Set<number>,
  ) {
    this.today = todayIn(timeZone, now);
    this.monday = addDays(this.today, 1 - isoWeekday(this.today));
    const institute = DEMO_INSTITUTES.find((i) => i.id === instituteId)!;
    const year = academicYearAround(this.today, institute.yearStartMonth);
    this.yearStart = year.startDate;
    this.yearEnd = year.endDate;
  }

  open(date: string): boolean {
    return !this.offs.has(isoWeekday(date)) && !this.closed.has(date);
  }

  /** Open days from `from` to `to` inclusive. */
  openDays(from: string, to: string): string[] {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (this.open(day)) days.push(day);
    return days;
  }

  yearId(date: string): number {
    return date < this.yearStart ? previousYearId(this.instituteId) : currentYearId(this.instituteId);
  }

  /** Start `offsetMinutes` from now, rounded down to 5 minutes, lasting `minutes`, on the zone's wall clock. */
  around(offsetMinutes: number, minutes: number): Pick<Entry, 'date' | 'endDate' | 'startTime' | 'endTime'> {
    const start = Math.floor((this.now.getTime() + offsetMinutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
    const from = wallClock(this.timeZone, new Date(start));
    const to = wallClock(this.timeZone, new Date(start + minutes * MINUTE));
    return { date: from.date, endDate: to.date, startTime: from.time, endTime: to.time };
  }

  at(
    date: string,
    start: string,
    minutes: number,
  ): Pick<Entry, 'date' | 'endDate' | 'startTime' | 'endTime'> {
    return { date, endDate: date, startTime: start, endTime: plusMinutes(start, minutes) };
  }
}

export async function daysOf(db: Db, instituteId: number, now: Date): Promise<Days> {
  const institute = DEMO_INSTITUTES.find((i) => i.id === instituteId)!;
  const holidays = await db
    .select({ start: events.startDate, end: events.endDate })
    .from(events)
    .where(and(eq(events.instituteId, instituteId), eq(events.eventType, 1)));
  const closed = new Set<string>();
  for (const { start, end } of holidays) for (let d = start; d <= end; d = addDays(d, 1)) closed.add(d);
  const offs = await db
    .select({ day: weeklyOffs.dayOfWeek })
    .from(weeklyOffs)
    .where(eq(weeklyOffs.instituteId, instituteId));
  return new Days(instituteId, institute.timeZone, now, closed, new Set(offs.map((o) => o.day)));
}

export async function insertEntries(db: Db, rows: Entry[]) {
  const ids: Array<{
    id: number;
    instituteId: number;
    date: string;
    batchId: number | null;
    kind: Kind;
    subject: string | null;
  }> = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    ids.push(
      ...(await db
        .insert(timetableEntries)
        .values(rows.slice(i, i + CHUNK))
        .returning({
          id: timetableEntries.id,
          instituteId: timetableEntries.instituteId,
          date: timetableEntries.date,
          batchId: timetableEntries.batchId,
          kind: timetableEntries.kind,
          subject: timetableEntries.subject,
        })),
    );
  }
  return ids;
}

export async function insertChunked<T extends typeof attendance.$inferInsert>(db: Db, rows: T[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(attendance).values(rows.slice(i, i + CHUNK));
}

export function live(
  days: Days,
  base: Omit<Entry, 'kind' | 'academicYearId' | 'instituteId'>,
  meetingWith: Meeting,
): Entry {
  return {
    instituteId: days.instituteId,
    academicYearId: days.yearId(base.date),
    kind: 'live',
    meetingWith,
    ...base,
  };
}

export function other(
  days: Days,
  kind: Kind,
  base: Omit<Entry, 'kind' | 'academicYearId' | 'instituteId'>,
): Entry {
  return { instituteId: days.instituteId, academicYearId: days.yearId(base.date), kind, ...base };
}

/** Attendance of one student at the past classes and live classes of a batch: mostly present, a few absences and late marks. */
export function markAttendance(
  studentId: number,
  classes: Array<{ id: number; instituteId: number; date: string; kind: Kind; subject: string | null }>,
  today: string,
) {
  return classes
    .filter((c) => (c.kind === 'class' || c.kind === 'live') && c.date < today)
    .map((c, i) => {
      const status = i % 97 === 11 ? 'A' : i % 151 === 40 ? 'L' : 'P';
      const homework = c.subject === 'Mathematics' && i % 3 === 0;
      return {
        entryId: c.id,
        instituteId: c.instituteId,
        studentId,
        status,
        homeworkStatus: homework ? (i % 2 ? 'Done' : 'Pending') : null,
        homeworkAssigned: homework ? `Exercise ${1 + (i % 9)}.${1 + (i % 4)}, questions 1-10` : null,
        remark:
          status === 'P' && i % 17 === 0
            ? 'Good participation in class.'
            : status === 'L'
              ? 'Came in 10 minutes late.'
              : null,
        note: status === 'A' ? 'Absent; the parent informed the class teacher.' : null,
      };
    });
}
