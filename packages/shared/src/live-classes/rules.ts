/** Live-class rules (spec learning-content sections 2.1, 4, 5, 8 and 9), shared by the server and the web. */
import { twelveHour } from '../time/clock';
import { wallClock } from '../time/zone';
import { cut } from '../timetable/rules';

export { entryWindow, liveClassState, firstPhoto, type LiveClassState } from '../timetable/rules';

/** Spec section 8, verbatim. */
export const PAST_START_AFTER_TODAY = 'Start Date Should Be Less Then Or Equal To Current Date .';
/** Not in the spec: a range that ends before it starts. */
export const PAST_START_AFTER_END = 'The start date must not be after the end date.';
/** Upcoming classes are shown only within this many days after today (spec section 5). */
export const UPCOMING_DAYS = 7;
/** Past classes without a chosen range: the last 30 days. */
export const DEFAULT_PAST_DAYS = 30;
/** Names on live cards are cut at 30 characters (spec section 5). */
export const NAME_LIMIT = 30;

export const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

// --- dates -------------------------------------------------------------------

/** 'DD-MM-YYYY' as 'YYYY-MM-DD', or null when it is not a real date (31-02-2026). */
export function isoFromDisplay(text: string | null | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const at = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === iso ? iso : null;
}

/** 'YYYY-MM-DD' as 'DD-MM-YYYY'. */
export const displayFromIso = (iso: string): string => iso.split('-').reverse().join('-');

/** 'DD-MM-YYYY hh:mm A' of an instant on the institute's clock. */
export function dateTimeText(instant: string | number, timeZone: string): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(at)) return '';
  const { date, time } = wallClock(timeZone, at);
  return `${displayFromIso(date)} ${twelveHour(time) ?? time}`;
}

// --- the 7-day window ----------------------------------------------------------

export type DayWindow = 'today' | 'upcoming' | 'out';

/**
 * Which tab a class of `date` belongs to: today's, the next 7 days (tomorrow to today + 7), or
 * neither. A class begun on an earlier day that is still on (past midnight) is today's: it can
 * still be joined.
 */
export function dayWindow(date: string, today: string, stillOn = false): DayWindow {
  if (date === today || (date < today && stillOn)) return 'today';
  if (date > today && date <= addDays(today, UPCOMING_DAYS)) return 'upcoming';
  return 'out';
}

// --- past range ------------------------------------------------------------------

export type PastRangeError = typeof PAST_START_AFTER_TODAY | typeof PAST_START_AFTER_END;

/** Spec section 5: the start may not be later than today, nor after the end ('YYYY-MM-DD' each). */
export function pastRangeError(from: string, to: string, today: string): PastRangeError | null {
  if (from > today) return PAST_START_AFTER_TODAY;
  if (from > to) return PAST_START_AFTER_END;
  return null;
}

/** The default past range: the last 30 days up to today. */
export const defaultPastRange = (today: string) => ({ from: addDays(today, -DEFAULT_PAST_DAYS), to: today });

// --- countdown -----------------------------------------------------------------------

/**
 * Time left before a class starts (spec section 2.1): whole days when a day or more is left;
 * else hours and minutes when an hour or more; else minutes and seconds when a minute or more;
 * else seconds. Null once it has started.
 */
export type Countdown =
  | { unit: 'days'; days: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'seconds'; seconds: number };

export function countdown(msLeft: number): Countdown | null {
  if (!(msLeft > 0)) return null;
  // A class 0.4 s away still shows '1 second': the seconds round up, never to zero.
  const total = Math.ceil(msLeft / 1000);
  const days = Math.floor(total / 86_400);
  if (days >= 1) return { unit: 'days', days };
  const hours = Math.floor(total / 3600);
  if (hours >= 1) return { unit: 'hours', hours, minutes: Math.floor((total % 3600) / 60) };
  const minutes = Math.floor(total / 60);
  if (minutes >= 1) return { unit: 'minutes', minutes, seconds: total % 60 };
  return { unit: 'seconds', seconds: total };
}

// --- grouping ----------------------------------------------------------------------

export interface DayGroup<T> {
  date: string;
  isToday: boolean;
  items: T[];
}

/** Classes by their start day, in the order given (the server's: by start, or newest first for past). */
export function groupByDate<T extends { date: string }>(items: readonly T[], today: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    let group = groups.find((g) => g.date === item.date);
    if (!group) {
      group = { date: item.date, isToday: item.date === today, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** The day's name in a language ('Wednesday', 'mercredi'); the screen shows 'Today' for today instead. */
export const dayName = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

// --- search ----------------------------------------------------------------------------

/**
 * Spec section 5: live search matches the end date (as shown, DD-MM-YYYY hh:mm A), the course
 * names, the teacher names and the session name, case-insensitive; an empty search matches all.
 */
export function matchesSearch(
  liveClass: {
    session_name: string;
    end_datetime: string;
    teachersName: string | null;
    course_list: ReadonlyArray<{ course_name: string }>;
  },
  search: string,
  timeZone: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  const fields = [
    dateTimeText(liveClass.end_datetime, timeZone),
    ...liveClass.course_list.map((c) => c.course_name),
    liveClass.teachersName ?? '',
    liveClass.session_name,
  ];
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

// --- names -------------------------------------------------------------------------------

/** A session name on a card: at most 30 characters, then '...'. */
export const cardName = (name: string | null | undefined): string => cut(name, NAME_LIMIT);

// --- recordings ----------------------------------------------------------------------------

export interface RecordingButtons {
  /** Play the server's copy through a signed URL (download call with type=1). */
  storedPlay: boolean;
  vimeoPlay: boolean;
  /** Protected (OTP) play of the server's copy. */
  protectedPlay: boolean;
  /** Download the server's copy as a file. */
  download: boolean;
  /** The Vimeo download-links pop-up. */
  vimeoDownload: boolean;
}

export interface RecordingSettingsLike {
  view_proctur_live_recorded_session: number;
  proctur_live_view_or_download_visibility: 'view' | 'download' | 'both';
  vimeo_video_downlodable: boolean;
}

const STORED_PLAY = [1, 3, 5, 7];
const VIMEO_PLAY = [4, 5, 6, 7];

/**
 * Spec section 4: codes 1, 3, 5, 7 show stored-video play; 4, 5, 6, 7 Vimeo play; 7 protected play
 * (each only when the recording has that source and the institute lets recordings be viewed).
 * Download follows the download-visibility flag (a stored copy is needed); Vimeo download also
 * needs vimeo_video_downlodable and an upload on Vimeo.
 */
export function recordingButtons(
  recording: {
    recording_uploaded_on: string;
    download_id: number;
    video_id?: string | null;
    vimeo_video_id: string | null;
    video_url?: string | null;
  },
  settings: RecordingSettingsLike,
): RecordingButtons {
  const code = settings.view_proctur_live_recorded_session;
  const visibility = settings.proctur_live_view_or_download_visibility;
  const mayView = visibility !== 'download';
  const mayDownload = visibility !== 'view';
  const onVimeo = recording.recording_uploaded_on.toLowerCase() === 'vimeo' && !!recording.vimeo_video_id;
  const stored = !!recording.video_id || (!onVimeo && !!recording.video_url);
  return {
    storedPlay: mayView && stored && STORED_PLAY.includes(code),
    vimeoPlay: mayView && onVimeo && VIMEO_PLAY.includes(code),
    protectedPlay: mayView && !!recording.video_id && code === 7,
    download: mayDownload && stored,
    vimeoDownload: mayDownload && onVimeo && settings.vimeo_video_downlodable,
  };
}

/** Video length as the cards show it: 'm:ss', or 'h:mm:ss' from an hour. */
export function videoLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
