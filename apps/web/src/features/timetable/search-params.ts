import {
  daysInMonth,
  initialMonth,
  monthInRange,
  monthOf,
  type DateRange,
  type MonthRef,
} from '@portal/shared/events/rules';
import { initialYear } from '@portal/shared/timetable/rules';

/**
 * What the timetable shows, named by its address (issue 30), so a reload, Back and Forward and the
 * server's drawing of the page show the same thing:
 *
 *   /timetable                                  this month (spec 2.1: kept inside the academic year)
 *   /timetable?month=2026-12                    the month view on December 2026
 *   /timetable?month=2026-12&day=2026-12-04     ... with the 4th clicked (its schedules listed)
 *   /timetable?view=year&year=2027              the year view on 2027
 *   /timetable?view=year&year=2026&month=2026-11  ... with November clicked (its schedules listed)
 *
 * Every parameter is optional; a missing one is today's default, an unreadable one or one outside
 * the academic year's rules (the arrows' own limits) is dropped, never an error.
 */
export type TimetablePlace =
  | { view: 'month'; month: MonthRef; day: string | null }
  | { view: 'year'; year: number; month: MonthRef | null };

const KEYS = ['view', 'year', 'month', 'day'] as const;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** 'YYYY-MM'. */
export const monthParam = ({ year, month }: MonthRef) => `${pad(year, 4)}-${pad(month)}`;

function readMonth(value: string | null): MonthRef | null {
  const match = MONTH.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** A real calendar day (no 30 February). */
function readDay(value: string | null): string | null {
  const match = DAY.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth({ year: Number(match[1]), month }) ? value : null;
}

const sameMonth = (a: MonthRef, b: MonthRef) => a.year === b.year && a.month === b.month;
const yearOf = (date: string) => Number(date.slice(0, 4));
/** The year view's arrows stop at the academic year's start and end years (spec section 5). */
const yearInRange = (year: number, range: DateRange) =>
  year >= yearOf(range.start) && year <= yearOf(range.end);

export interface ReadPlace {
  place: TimetablePlace;
  /** The address's parameters with the unreadable or out-of-range ones dropped (others kept as they are). */
  clean: URLSearchParams;
}

/**
 * The place an address names, for `today` and the selected academic year's `range` (the month
 * view's arrows: a month with some day in the year; the year view's: the start to the end year).
 */
export function readTimetablePlace(params: URLSearchParams, today: string, range: DateRange): ReadPlace {
  const kept: Partial<Record<(typeof KEYS)[number], string>> = {};
  let place: TimetablePlace;
  if (params.get('view') === 'year') {
    kept.view = 'year';
    const yearText = params.get('year');
    const year = yearText !== null && YEAR.test(yearText) ? Number(yearText) : null;
    const shownYear = year !== null && yearInRange(year, range) ? year : null;
    const month = readMonth(params.get('month'));
    // A clicked month belongs to the year shown, and names it when the year is missing.
    const chosen =
      month && (shownYear === null ? yearInRange(month.year, range) : month.year === shownYear)
        ? month
        : null;
    if (shownYear !== null) kept.year = String(shownYear);
    if (chosen) kept.month = monthParam(chosen);
    place = { view: 'year', year: shownYear ?? chosen?.year ?? initialYear(today, range), month: chosen };
  } else {
    const named = readMonth(params.get('month'));
    const month = named && monthInRange(named, range) ? named : null;
    const dayText = readDay(params.get('day'));
    // A clicked day lies in the month shown, and names it when the month is missing.
    const day =
      dayText && (month ? sameMonth(monthOf(dayText), month) : monthInRange(monthOf(dayText), range))
        ? dayText
        : null;
    if (month) kept.month = monthParam(month);
    if (day) kept.day = day;
    place = {
      view: 'month',
      month: month ?? (day ? monthOf(day) : initialMonth(today, range)),
      day,
    };
  }
  const clean = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = kept[key];
    if (value === undefined) clean.delete(key);
    else clean.set(key, value);
  }
  return { place, clean };
}

/** The address's parameters for a place the user has moved to: all of it, so a reload shows it again. */
export function timetableSearch(place: TimetablePlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.view === 'year') {
    params.set('view', 'year');
    params.set('year', String(place.year));
    if (place.month) params.set('month', monthParam(place.month));
  } else {
    params.set('month', monthParam(place.month));
    if (place.day) params.set('day', place.day);
  }
  return params;
}
