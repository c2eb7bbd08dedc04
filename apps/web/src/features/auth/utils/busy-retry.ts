/**
 * When the server has too many passwords to check at once it answers the login with 503 and
 * Retry-After (apps/server/src/lib/passwords.ts); the sign-in page then waits and tries again.
 *
 * The wait is what the server asked, at least 1 s and at most MAX_WAIT_S: a student looks at a
 * countdown, and an absurd Retry-After (an hour, a date next week) would leave her staring at the
 * page. After 30 s a new try costs the server one request, and if it is still busy it says how
 * long to wait again. To the wait comes a random part of up to half of it, so that the thousands
 * told "2 s" at the same moment do not all come back in the same millisecond (never earlier than
 * asked: the random part only adds).
 */
export const MAX_WAIT_S = 30;
const JITTER = 0.5;

/**
 * Seconds to wait from a Retry-After header (delay-seconds, or an HTTP date in GMT as RFC 9110
 * 10.2.3 and 5.6.7 write it), or null when there is none or it cannot be read (then the failure
 * is shown as before). Date.parse alone would take '-1' or '1.5' for dates.
 */
export function retryAfterSeconds(header: string | undefined, now: number): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const date = / GMT$/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

/** A wait for a busy server: when the next try goes (ms since the epoch), and its whole seconds then. */
export interface BusyWait {
  at: number;
  seconds: number;
}

/** The wait in milliseconds before the next try; `random` in [0, 1) (Math.random). */
export function retryWaitMs(seconds: number, random: number): number {
  const base = Math.min(Math.max(seconds, 1), MAX_WAIT_S) * 1000;
  return Math.round(base * (1 + JITTER * random));
}
