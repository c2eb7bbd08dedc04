/** Timetable rules (spec sections 2.1, 4, 5, 8 and 9), shared by the server and the web. */
import { initialMonth, type DateRange, type MonthRef } from '../events/rules';
import { twelveHour } from '../time/clock';
import { zonedInstant } from '../time/zone';

export { initialMonth, type DateRange, type MonthRef };

/** A load error with a server message: toast, then /dashboard after this delay. */
export const ERROR_REDIRECT_DELAY_MS = 2000;
/** The server's answer when a student has no course yet: never shown. */
export const IGNORED_MESSAGE = 'Please assign course!';
/** The timetable week starts on Sunday. */
export const WEEK_START = 0;

/** Display cut-offs of spec section 5 (characters). */
export const CUT = { subject: 45, batch: 45, topic: 45, teacher: 45, startTime: 15 } as const;

export const isIgnoredMessage = (message: string | null | undefined): boolean =>
  (message ?? '').trim() === IGNORED_MESSAGE;

// --- year view ---------------------------------------------------------------

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The year view opens on the initial month's year. */
export const initialYear = (today: string, range: DateRange): number => initialMonth(today, range).year;
/** Year arrows stop at the academic year's start year and end year. */
export const canGoPreviousYear = (year: number, range: DateRange): boolean => year > yearOf(range.start);
export const canGoNextYear = (year: number, range: DateRange): boolean => year < yearOf(range.end);

// --- times -------------------------------------------------------------------

export { zonedInstant };

export interface Window {
  /** ms since the epoch */
  start: number;
  end: number;
}

/** An entry's start and end instants in the institute's zone. */
export function entryWindow(
  entry: { date: string; end_date: string; start_time: string; end_time: string },
  timeZone: string,
): Window {
  return {
    start: zonedInstant(entry.date, entry.start_time, timeZone),
    end: zonedInstant(entry.end_date || entry.date, entry.end_time, timeZone),
  };
}

export type LiveClassState = 'notStarted' | 'live' | 'ended';

/** Spec section 4: before start Join is disabled, start <= now < end Join is active, after end View recordings. */
export function liveClassState(now: number, window: Window): LiveClassState {
  if (now < window.start) return 'notStarted';
  if (now < window.end) return 'live';
  return 'ended';
}

export type ExamStatus = 'upcoming' | 'ongoing' | 'expired';

/** Spec section 4: Expired at or past the end, Upcoming before the start, else Ongoing. */
export function examStatus(now: number, window: Window): ExamStatus {
  if (now >= window.end) return 'expired';
  if (now < window.start) return 'upcoming';
  return 'ongoing';
}

/** Minutes as hours and minutes: over 60 shows hours (spec section 5). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  if (total <= 60) return { hours: 0, minutes: total };
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** 'HH:mm' (24 h) as 'hh:mm AM/PM'; the text itself when unreadable. */
export const clockText = (time: string): string => twelveHour(time) ?? time;

// --- text --------------------------------------------------------------------

/** At most `max` characters (not splitting surrogate pairs) plus an ellipsis when cut. */
export function cut(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('')}...`;
}

const PHOTO = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i;

/** The first valid photo address of a comma-separated list; null means the default picture. */
export function firstPhoto(list: string | null | undefined): string | null {
  for (const item of (list ?? '').split(',')) {
    const url = item.trim();
    if (url && url.toLowerCase() !== 'null' && PHOTO.test(url)) return url;
  }
  return null;
}

// --- holidays ----------------------------------------------------------------

const addDay = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

/** Holidays by each day they cover (a runaway range stops after a year). */
export function holidayMap(
  holidays: ReadonlyArray<{ holiday_start_date: string; holiday_end_date: string; holiday_name: string }>,
): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const holiday of holidays) {
    let day = holiday.holiday_start_date;
    const end = holiday.holiday_end_date < day ? day : holiday.holiday_end_date;
    for (let n = 0; day <= end && n < 366; n++, day = addDay(day)) {
      (map[day] ??= []).push(holiday.holiday_name);
    }
  }
  return map;
}
