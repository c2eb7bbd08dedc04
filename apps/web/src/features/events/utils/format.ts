import type { MonthRef } from '@portal/shared/events/rules';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'November 2026' in the session's language. */
export function monthTitle(locale: string, { year, month }: MonthRef): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** 'Tuesday, 24 November 2026' in the session's language. */
export function longDate(locale: string, date: string): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    utc(date),
  );
}
