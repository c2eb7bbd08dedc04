/**
 * Exam rules (spec schedule-exams-fees sections 2.3, 3, 4, 5, 6, 9), shared by the
 * server (which decides whether a launch is allowed) and the web (which draws the cards).
 */

export const TEST_TYPE = { mock: 1, practice: 2, online: 4 } as const;
export type TestTypeId = 1 | 2 | 4;

/** Question types: 1 single choice, 2 subjective, 3 multiple choice, 5 true/false, 6 and 7 match. */
export const QUESTION_TYPES = [1, 2, 3, 5, 6, 7] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The two labels synthesised when labels are missing or fail to load (spec section 3). */
export const PLACEHOLDER_LABELS = [
  { label_id: 'OnlineP', label_name: 'Online Exam', test_type_id: 4, title: 'Online Exam' },
  { label_id: 'MockP', label_name: 'Mock Test', test_type_id: 1, title: 'Mock Test' },
] as const;

export const PARENTS_NOT_ALLOWED = 'Parents are not allowed to give exam';

/** Display cut-offs (spec section 5): test names 47, bookmark text 220, passage load-more 550. */
export const EXAM_CUT = { testName: 47, bookmark: 220, passage: 550 } as const;

/** Option letters a to n (a to z for correct-answer text), spec section 9. */
export const optionLetter = (index: number): string => String.fromCharCode(97 + index);
/** Right-hand items of a match question are labelled p, q, r… */
export const matchLetter = (index: number): string => String.fromCharCode(112 + index);

/** What the card status needs to know of a test (timestamps in seconds, as on the wire). */
export interface StatusInput {
  test_type_id: number;
  start_timestamp: number;
  end_timestamp: number;
  /** 0 means unlimited. */
  test_limit: number;
  /** Completed (submitted or timed out) attempts. */
  total_attempts: number;
  /** Attempts still open. */
  incomplete_attempts: number;
  /** 1 when the caller completed an attempt. */
  is_submitted: number;
}

export type CardStatus = 'practice' | 'view' | 'expired' | 'attempted' | 'upcoming' | 'resume' | 'ongoing';

/** Practice start allowed only if test_limit is 0 or total_attempts is below it (spec section 5). */
export const practiceAllowed = (limit: number, attempts: number): boolean => limit === 0 || attempts < limit;

/**
 * Test card status, checked in the spec's order (section 4). `examDesk`: exam desk tests
 * have the view state, product tests do not. `nowMs` is milliseconds since the epoch.
 */
export function testCardStatus(test: StatusInput, nowMs: number, examDesk: boolean): CardStatus {
  const type = test.test_type_id;
  const start = test.start_timestamp * 1000;
  const end = test.end_timestamp * 1000;
  const ended = nowMs >= end;
  if (type === TEST_TYPE.practice && practiceAllowed(test.test_limit, test.total_attempts)) return 'practice';
  if (examDesk && ended && !test.is_submitted) return 'view';
  if (ended && test.total_attempts === 0) return 'expired';
  if (ended) return 'attempted';
  if (nowMs < start) return 'upcoming';
  const mockOrOnline = type === TEST_TYPE.mock || type === TEST_TYPE.online;
  if (mockOrOnline && test.total_attempts > 0) return 'expired';
  // The spec says 'equal to the limit'; a limit lowered below the attempts made is past it too.
  if (type === TEST_TYPE.practice && test.total_attempts >= test.test_limit) return 'expired';
  if (mockOrOnline && test.total_attempts === 0 && test.incomplete_attempts > 0) return 'resume';
  return 'ongoing';
}

export type CardAction = 'none' | 'start' | 'resume' | 'view';

export interface CardView {
  status: CardStatus;
  /** Whether My Exam shows the card at all. */
  shown: boolean;
  /** The button: Upcoming is inert ('none'); practice and ongoing Start; resume Resume; view View. */
  action: CardAction;
  /** Whether the button can be pressed. */
  enabled: boolean;
  /** Why it is greyed: a parent, a practice test at its limit, or a practice test outside its window. */
  reason: 'parent' | 'limit' | 'closed' | null;
}

/**
 * How My Exam draws a test card. Only upcoming, practice, ongoing, resume (and view for
 * exam desk tests) are displayed. The spec disagrees with itself on a practice test at its
 * limit inside its window (status table: expired, not displayed; screen: a greyed start):
 * we show it with Start greyed so the student sees why. Practice comes first in the status
 * order whatever the time, so a practice test outside its window shows a greyed Start too.
 * Parents see Start and Resume greyed (spec section 6); View stays open to them.
 */
export function cardView(
  test: StatusInput,
  nowMs: number,
  options: { examDesk: boolean; parent: boolean },
): CardView {
  const status = testCardStatus(test, nowMs, options.examDesk);
  const inWindow = nowMs >= test.start_timestamp * 1000 && nowMs < test.end_timestamp * 1000;
  const atLimit = test.test_type_id === TEST_TYPE.practice && inWindow && status === 'expired';
  if (atLimit) return { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'limit' };
  switch (status) {
    case 'upcoming':
      return { status, shown: true, action: 'none', enabled: false, reason: null };
    case 'view':
      return { status, shown: true, action: 'view', enabled: true, reason: null };
    case 'practice':
    case 'ongoing':
    case 'resume': {
      const action = status === 'resume' ? 'resume' : 'start';
      if (options.parent) return { status, shown: true, action, enabled: false, reason: 'parent' };
      if (status === 'practice' && !inWindow)
        return { status, shown: true, action, enabled: false, reason: 'closed' };
      return { status, shown: true, action, enabled: true, reason: null };
    }
    default:
      return { status, shown: false, action: 'none', enabled: false, reason: null };
  }
}

/**
 * The launch the server grants for a test, or why not: the same rules as the card, so a
 * card's enabled button and the server never disagree. Practice with an open attempt resumes it.
 */
export function launchMode(
  test: StatusInput,
  nowMs: number,
  options: { examDesk: boolean; parent: boolean },
): { mode: 'start' | 'resume' | 'view' } | { refused: 'parent' | 'limit' | 'closed' | 'notOpen' } {
  const view = cardView(test, nowMs, options);
  if (!view.shown || view.action === 'none') return { refused: 'notOpen' };
  if (!view.enabled) return { refused: view.reason ?? 'notOpen' };
  if (view.action === 'view') return { mode: 'view' };
  if (view.action === 'resume' || test.incomplete_attempts > 0) return { mode: 'resume' };
  return { mode: 'start' };
}

/** Attempt label (spec section 5): 'n Out of limit' when the limit is over 0, 'No limit' when 0. */
export function attemptLabel(
  attempts: number,
  limit: number,
): { key: 'outOf'; attempts: number; limit: number } | { key: 'noLimit' } {
  return limit > 0 ? { key: 'outOf', attempts, limit } : { key: 'noLimit' };
}

/** Duration in minutes; over 60 is shown as hours and minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  if (minutes <= 60) return { hours: 0, minutes };
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * When an attempt must end: its start plus the test's duration, never past the test's end.
 * All values in milliseconds since the epoch.
 */
export function attemptDeadline(startedAtMs: number, durationMinutes: number, testEndMs: number): number {
  return Math.min(startedAtMs + durationMinutes * 60_000, testEndMs);
}

/** Search text matches the test name (and title where given) case-insensitively. */
export function matchesSearch(
  test: { test_name: string; title?: string | null },
  search: string,
  withTitle = false,
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  if (test.test_name.toLocaleLowerCase().includes(needle)) return true;
  return withTitle && (test.title ?? '').toLocaleLowerCase().includes(needle);
}

/**
 * The clicked-date filter (spec section 5): types 1 and 4 need the date (ms, any time of that
 * day) within the test's start and end; type 2 needs at least one attempt.
 */
export function matchesDate(
  test: Pick<StatusInput, 'test_type_id' | 'start_timestamp' | 'end_timestamp' | 'total_attempts'>,
  day: { startMs: number; endMs: number } | null,
): boolean {
  if (!day) return true;
  if (test.test_type_id === TEST_TYPE.practice) return test.total_attempts > 0;
  return day.endMs > test.start_timestamp * 1000 && day.startMs <= test.end_timestamp * 1000;
}

/** Cut text to `max` characters plus an ellipsis. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Question text for a bookmark card: markup stripped, entities decoded, cut at 220 plus '...'. */
export function bookmarkPreview(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(text, EXAM_CUT.bookmark);
}

/** Bookmark sort values (spec section 9): 1 latest first, 2 oldest first. */
export function sortBookmarks<T extends { date_time: string }>(items: readonly T[], sort: 1 | 2): T[] {
  const sign = sort === 1 ? -1 : 1;
  return [...items].sort((a, b) => sign * (Date.parse(a.date_time) - Date.parse(b.date_time)));
}
