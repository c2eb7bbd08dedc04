import type { TFunction } from 'i18next';
import { clockText, CUT, cut, durationParts } from '@portal/shared/timetable/rules';
import type { TimetableEntry } from '@portal/shared/timetable/schema';

/** 'Monday, 23-11-2026' in the session's language. */
export function dateBanner(date: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const [y, m, d] = date.split('-');
  return `${weekday}, ${d}-${m}-${y}`;
}

/** 'November 2026' in the session's language. */
export function monthTitle(locale: string, year: number, month: number, style: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** '10:00 AM - 11:00 AM', the start cut at 15 characters. */
export function timeRange(entry: TimetableEntry): string {
  return `${cut(clockText(entry.start_time), CUT.startTime)} - ${clockText(entry.end_time)}`;
}

/** '45 min', '1 h 30 min' with translated units. */
export function durationText(t: TFunction, minutes: number): string {
  const parts = durationParts(minutes);
  if (parts.hours === 0) return t('duration.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('duration.hours', { count: parts.hours });
  return t('duration.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
}

/** 'YYYY-MM-DD' as 'DD-MM-YYYY'. */
export const dmy = (date: string) => date.split('-').reverse().join('-');
