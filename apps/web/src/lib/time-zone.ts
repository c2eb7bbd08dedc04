import { getSession } from './session';

/** The browser's zone, used until the institute's is known. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The institute's time zone once known (from the session), else the browser's. */
export function instituteTimeZone(): string {
  const zone = getSession()?.time_zone;
  return zone && isValidTimeZone(zone) ? zone : browserTimeZone();
}

/** Today, YYYY-MM-DD, in the given zone (the institute's by default). Intl only: no date library needed. */
export function todayIn(zone = instituteTimeZone()): string {
  const safeZone = isValidTimeZone(zone) ? zone : browserTimeZone();
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
