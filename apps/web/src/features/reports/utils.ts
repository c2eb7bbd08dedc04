import type { TFunction } from 'i18next';

/** Seconds as '1 h 5 m 20 s', '2 m 5 s' or '45 s' with translated units (fractions rounded). */
export function hms(t: TFunction, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(t('time.hours', { count: hours }));
  if (hours > 0 || minutes > 0) parts.push(t('time.minutes', { count: minutes }));
  parts.push(t('time.seconds', { count: rest }));
  return parts.join(' ');
}

/** A number in the reader's language, at most two decimals (the server's means and percentiles). */
export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

export type ReportSort = 'newest' | 'oldest';

/** Tests by end date: newest (latest end) first or oldest first; ties keep the server's order. */
export function sortByEnd<T extends { end_timestamp: number }>(tests: readonly T[], sort: ReportSort): T[] {
  const sign = sort === 'newest' ? -1 : 1;
  return [...tests].sort((a, b) => sign * (a.end_timestamp - b.end_timestamp));
}
