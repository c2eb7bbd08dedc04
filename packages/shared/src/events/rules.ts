/** Event calendar rules (spec sections 2.6, 4 and 9), shared by the server and the web. */
import { twelveHour } from '../time/clock';

/** Years the calendar call accepts. */
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;
/** Titles are cut to 30 characters plus an ellipsis. */
export const EVENT_TITLE_MAX = 30;
/** A day cell shows this many events, then a '+N more' count. */
export const EVENTS_PER_CELL = 2;
/** A load error with a server message: toast, then /dashboard after this delay. */
export const ERROR_REDIRECT_DELAY_MS = 2000;
/** The weekly-off entry's title; the web shows its own translation. */
export const WEEKLY_OFF_TITLE = 'Weekly Off';

export const EVENT_TYPE = { holiday: 1, event: 2, weeklyOff: 3 } as const;
export type EventKind = keyof typeof EVENT_TYPE;

/** The audience user types of spec section 9. */
export const AUDIENCE_STUDENT = 1;
export const AUDIENCE_TEACHER = 3;

/** Day numbers of weekly offs: ISO, 1 Monday … 7 Sunday. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function eventKind(eventType: number): EventKind {
  if (eventType === EVENT_TYPE.holiday) return 'holiday';
  if (eventType === EVENT_TYPE.weeklyOff) return 'weeklyOff';
  return 'event';
}

export const CATEGORY_KEYS = { 1: 'academic', 2: 'sports', 3: 'cultural', 4: 'miscellaneous' } as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS];

/** The category label key, only for events (type 2) with a known holiday_type. */
export function categoryKey(event: { event_type: number; holiday_type: number | null }): CategoryKey | null {
  if (event.event_type !== EVENT_TYPE.event || event.holiday_type === null) return null;
  return CATEGORY_KEYS[event.holiday_type as keyof typeof CATEGORY_KEYS] ?? null;
}

export type AudienceKey = 'student' | 'teacher' | 'customUser';

/** Audience names (as translation keys): 1 Student, 3 Teacher, any other Custom User; each name once. */
export function audienceKeys(userTypes: readonly number[]): AudienceKey[] {
  const keys = userTypes.map((type): AudienceKey => {
    if (type === AUDIENCE_STUDENT) return 'student';
    if (type === AUDIENCE_TEACHER) return 'teacher';
    return 'customUser';
  });
  return [...new Set(keys)];
}

/** The title as shown: at most 30 characters (not splitting surrogate pairs) plus an ellipsis when cut. */
export function cutTitle(title: string, max = EVENT_TITLE_MAX): { text: string; cut: boolean } {
  const chars = Array.from(title);
  if (chars.length <= max) return { text: title, cut: false };
  return { text: `${chars.slice(0, max).join('')}...`, cut: true };
}

/** The first events of a day cell and how many more there are. */
export function cellEvents<T>(events: readonly T[], max = EVENTS_PER_CELL): { shown: T[]; more: number } {
  return { shown: events.slice(0, max), more: Math.max(0, events.length - max) };
}

// --- dates (plain YYYY-MM-DD strings, no time zone) ---------------------------

export interface MonthRef {
  year: number;
  /** 1-12 */
  month: number;
}

/** The selected academic year's first and last day. */
export interface DateRange {
  start: string;
  end: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const at = utc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** ISO day of the week: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((utc(date).getUTCDay() + 6) % 7) + 1;
}

export function monthOf(date: string): MonthRef {
  const [, year, month] = ISO.exec(date) ?? [];
  return { year: Number(year), month: Number(month) };
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function firstDay(ref: MonthRef): string {
  return isoDay(ref.year, ref.month, 1);
}

export function lastDay(ref: MonthRef): string {
  return isoDay(ref.year, ref.month, daysInMonth(ref));
}

/** Every day of the month, in order. */
export function monthDays(ref: MonthRef): string[] {
  return Array.from({ length: daysInMonth(ref) }, (_, i) => isoDay(ref.year, ref.month, i + 1));
}

export function inRange(date: string, range: DateRange): boolean {
  return date >= range.start && date <= range.end;
}

/** The month the calendar opens on: today's, if the academic year holds today, else the year's first month. */
export function initialMonth(today: string, range: DateRange): MonthRef {
  return monthOf(inRange(today, range) ? today : range.start);
}

/** A month may be shown when some of its days lie within the academic year. */
export function monthInRange(ref: MonthRef, range: DateRange): boolean {
  return lastDay(ref) >= range.start && firstDay(ref) <= range.end;
}

export const canGoPrevious = (ref: MonthRef, range: DateRange) => monthInRange(shiftMonth(ref, -1), range);
export const canGoNext = (ref: MonthRef, range: DateRange) => monthInRange(shiftMonth(ref, 1), range);
/** The Today button only inside the selected academic year. */
export const showsToday = (today: string, range: DateRange) => inRange(today, range);

/** 'Monday,2026-11-23': the form the calendar answer carries its dates in. */
export function formatEventDate(date: string): string {
  return `${WEEK_DAYS[isoWeekday(date) - 1]},${date}`;
}

/** The YYYY-MM-DD part of 'weekday,YYYY-MM-DD' (or of a bare date); null when there is none. */
export function parseEventDate(text: string | null | undefined): string | null {
  const date = (text ?? '').split(',').pop()?.trim() ?? '';
  if (!ISO.test(date)) return null;
  return utc(date).toISOString().slice(0, 10) === date ? date : null;
}

interface Spreadable {
  event_start_Date: string;
  event_end_date: string;
}

/** A runaway range (bad data) never copies an event onto more than a year of days. */
const MAX_SPREAD_DAYS = 366;

/**
 * Events by the day they show on: each event on its own date and copied onto
 * each later day of its range (also across a month boundary). Within a day,
 * events that started earlier come first; otherwise the answer's order is kept.
 */
export function spreadEvents<T extends Spreadable>(calendar: Record<string, readonly T[]>): Map<string, T[]> {
  const byDay = new Map<string, Array<{ event: T; start: string }>>();
  const put = (day: string, event: T, start: string) => {
    const list = byDay.get(day);
    if (list) list.push({ event, start });
    else byDay.set(day, [{ event, start }]);
  };
  for (const [key, events] of Object.entries(calendar)) {
    for (const event of events) {
      const start = parseEventDate(event.event_start_Date) ?? key;
      const end = parseEventDate(event.event_end_date) ?? start;
      put(key, event, start);
      let day = addDays(key, 1);
      for (let n = 0; day <= end && n < MAX_SPREAD_DAYS; n++, day = addDays(day, 1)) put(day, event, start);
    }
  }
  const result = new Map<string, T[]>();
  for (const [day, list] of byDay) {
    // Array.prototype.sort is stable: equal starts keep the answer's order.
    result.set(
      day,
      list.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).map((item) => item.event),
    );
  }
  return result;
}

/** 'HH:mm' (24-hour) as hh:mm A; null when absent or malformed. */
export const clockTime = twelveHour;

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg|avif|bmp)$/i;

/**
 * An event's document shows as a picture when it is an image, else as a link;
 * null when there is none, or when it is neither a web address nor a path of
 * this site (never a javascript: or data: link).
 */
export function documentKind(url: string | null | undefined): 'image' | 'document' | null {
  const trimmed = (url ?? '').trim();
  if (!/^(https?:\/\/|\/(?!\/))/i.test(trimmed)) return null;
  const path = trimmed.split(/[?#]/)[0] ?? '';
  return IMAGE_EXTENSIONS.test(path) ? 'image' : 'document';
}
