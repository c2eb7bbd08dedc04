import { getSession } from './session';

// Building an Intl.DateTimeFormat is the slow part of asking about a zone (a fraction of a millisecond
// each, many times a screen: every date and time on the home screen's Today panel asked twice). The
// answers per zone never change within a page, so each is worked out once.
const validZones = new Map<string, boolean>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
let browserZone: string | undefined;

/** The browser's zone, used until the institute's is known. */
export function browserTimeZone(): string {
  if (browserZone === undefined) {
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      browserZone = 'UTC';
    }
  }
  return browserZone;
}

export function isValidTimeZone(zone: string): boolean {
  let valid = validZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(zone, valid);
  }
  return valid;
}

/** The institute's time zone once known (from the session), else the browser's. */
export function instituteTimeZone(): string {
  const zone = getSession()?.time_zone;
  return zone && isValidTimeZone(zone) ? zone : browserTimeZone();
}

/**
 * Today, YYYY-MM-DD, in the given zone (the institute's by default), at `at` (ms; now by default: a
 * screen reads its moment from the one clock, lib/use-clock.ts useTodayDate). Intl only: no date library needed.
 */
export function todayIn(zone = instituteTimeZone(), at: number = Date.now()): string {
  const safeZone = isValidTimeZone(zone) ? zone : browserTimeZone();
  let format = dayFormats.get(safeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: safeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(safeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
