/**
 * Messages (spec 2.8, 7, 9): the phone segment of the call's path, and the
 * messages grouped by day in the institute's time zone. Intl only: no date
 * library, so the server and the portal read days the same way.
 */

/** The call's query as the portal sends it (spec section 9). */
export const MESSAGES_START_INDEX = 0;
/** The portal's batch size, and the most the server hands out at once. */
export const MESSAGES_BATCH_SIZE = 1000;

/** `{country_calling_code}-{phone}`: a + and 1-4 digits, a dash, 4-15 digits (national number). */
export const PHONE_SEGMENT_PATTERN = /^\+(\d{1,4})-(\d{4,15})$/;

export interface PhoneClaim {
  /** With the plus, as institutes.country_calling_code holds it: '+91'. */
  callingCode: string;
  /** National digits, as users.phone holds it: '9000000001'. */
  phone: string;
}

/** Reads `+91-9000000001`; null when it is not of that shape. */
export function parsePhoneSegment(segment: string): PhoneClaim | null {
  const match = PHONE_SEGMENT_PATTERN.exec(segment);
  if (!match) return null;
  return { callingCode: `+${match[1]}`, phone: match[2]! };
}

/**
 * The path segment for a calling code and a phone from the session, or null
 * when either is missing or not digits (then there is nothing to ask for).
 */
export function phoneSegment(
  callingCode: string | null | undefined,
  phone: string | null | undefined,
): string | null {
  const code = (callingCode ?? '').trim().replace(/^\+/, '');
  const digits = (phone ?? '').trim();
  const segment = `+${code}-${digits}`;
  return PHONE_SEGMENT_PATTERN.test(segment) ? segment : null;
}

/** 0 Sunday ... 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type RelativeDay = 'today' | 'yesterday' | null;

export interface MessageDay<T> {
  /** YYYY-MM-DD in the institute's zone. */
  day: string;
  weekday: Weekday;
  relative: RelativeDay;
  /** Newest first. */
  messages: T[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; null for an invalid instant. */
export function dayInZone(instant: string | Date, timeZone: string): string | null {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return null;
  return dayFormat(timeZone).format(at);
}

/** The weekday of a YYYY-MM-DD day (no zone: it is already a calendar day). */
export function weekdayOf(day: string): Weekday {
  return new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday;
}

function previousDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

export function relativeDay(day: string, today: string): RelativeDay {
  if (day === today) return 'today';
  if (day === previousDay(today)) return 'yesterday';
  return null;
}

/**
 * Messages under their day in the institute's zone, newest day and newest
 * message first. `today` is YYYY-MM-DD in the same zone. Messages whose time
 * cannot be read are left out (the contract only lets valid instants through).
 */
export function groupMessagesByDay<T extends { createdDateTime: string }>(
  messages: readonly T[],
  timeZone: string,
  today: string,
): Array<MessageDay<T>> {
  const timed = messages
    .map((message, index) => ({ message, index, at: Date.parse(message.createdDateTime) }))
    .filter((entry) => !Number.isNaN(entry.at))
    // Newest first; the server's order breaks ties (it sorts by id too).
    .sort((a, b) => b.at - a.at || a.index - b.index);

  const days: Array<MessageDay<T>> = [];
  for (const { message, at } of timed) {
    const day = dayFormat(timeZone).format(at);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, weekday: weekdayOf(day), relative: relativeDay(day, today), messages: [] };
      days.push(group);
    }
    group.messages.push(message);
  }
  return days;
}
