import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  attemptLabel,
  bookmarkPreview,
  cardView,
  cut,
  durationParts,
  launchMode,
  matchesDate,
  matchesSearch,
  matchLetter,
  optionLetter,
  PLACEHOLDER_LABELS,
  practiceAllowed,
  sortBookmarks,
  testCardStatus,
  type StatusInput,
} from './rules';

const START = 1_800_000_000; // seconds
const END = START + 3_600;
const inside = START * 1000 + 60_000;
const before = START * 1000 - 1;
const atStart = START * 1000;
const atEnd = END * 1000;
const after = END * 1000 + 60_000;

const test = (over: Partial<StatusInput>): StatusInput => ({
  test_type_id: 1,
  start_timestamp: START,
  end_timestamp: END,
  test_limit: 0,
  total_attempts: 0,
  incomplete_attempts: 0,
  is_submitted: 0,
  ...over,
});

describe('testCardStatus: the spec order of section 4', () => {
  it.each([
    // 1. practice first, whatever the time
    [
      'practice, unlimited, inside',
      { test_type_id: 2, test_limit: 0, total_attempts: 9 },
      inside,
      true,
      'practice',
    ],
    [
      'practice, below limit, before start',
      { test_type_id: 2, test_limit: 3, total_attempts: 2 },
      before,
      true,
      'practice',
    ],
    [
      'practice, below limit, after end',
      { test_type_id: 2, test_limit: 3, total_attempts: 1, is_submitted: 1 },
      after,
      true,
      'practice',
    ],
    // 2. view: exam desk only, ended and not submitted
    ['mock ended unsubmitted (exam desk)', {}, after, true, 'view'],
    ['mock ended exactly at end (exam desk)', {}, atEnd, true, 'view'],
    [
      'practice at limit, ended, unsubmitted (exam desk)',
      { test_type_id: 2, test_limit: 2, total_attempts: 2 },
      after,
      true,
      'view',
    ],
    // 3. expired: ended with no attempts (product tests have no view state)
    ['product mock ended, no attempts', {}, after, false, 'expired'],
    // 4. attempted
    ['mock ended, submitted (exam desk)', { total_attempts: 1, is_submitted: 1 }, after, true, 'attempted'],
    ['product online ended with attempts', { test_type_id: 4, total_attempts: 1 }, after, false, 'attempted'],
    // 5. upcoming
    ['mock one ms before start', {}, before, true, 'upcoming'],
    ['online one ms before start, product', { test_type_id: 4 }, before, false, 'upcoming'],
    // 6. inside the window
    ['mock at its start instant', {}, atStart, true, 'ongoing'],
    ['mock with a completed attempt', { total_attempts: 1, is_submitted: 1 }, inside, true, 'expired'],
    [
      'online with a completed attempt',
      { test_type_id: 4, total_attempts: 1, is_submitted: 1 },
      inside,
      true,
      'expired',
    ],
    [
      'practice at its limit',
      { test_type_id: 2, test_limit: 2, total_attempts: 2, is_submitted: 1 },
      inside,
      true,
      'expired',
    ],
    [
      'practice past its limit (limit lowered)',
      { test_type_id: 2, test_limit: 2, total_attempts: 3, is_submitted: 1 },
      inside,
      true,
      'expired',
    ],
    ['mock with only an open attempt', { incomplete_attempts: 1 }, inside, true, 'resume'],
    [
      'online with only an open attempt',
      { test_type_id: 4, incomplete_attempts: 1 },
      inside,
      false,
      'resume',
    ],
    [
      'mock with completed and open attempts',
      { total_attempts: 1, incomplete_attempts: 1 },
      inside,
      true,
      'expired',
    ],
    ['online, nothing attempted', { test_type_id: 4 }, inside, true, 'ongoing'],
  ] as const)('%s: %s', (_name, over, now, examDesk, status) => {
    expect(testCardStatus(test(over), now, examDesk)).toBe(status);
  });
});

describe('cardView: what My Exam draws', () => {
  const student = { examDesk: true, parent: false };
  const parent = { examDesk: true, parent: true };
  it.each([
    [
      'upcoming is inert',
      {},
      before,
      student,
      { status: 'upcoming', shown: true, action: 'none', enabled: false, reason: null },
    ],
    [
      'ongoing starts',
      {},
      inside,
      student,
      { status: 'ongoing', shown: true, action: 'start', enabled: true, reason: null },
    ],
    [
      'resume resumes',
      { incomplete_attempts: 1 },
      inside,
      student,
      { status: 'resume', shown: true, action: 'resume', enabled: true, reason: null },
    ],
    [
      'view views',
      {},
      after,
      student,
      { status: 'view', shown: true, action: 'view', enabled: true, reason: null },
    ],
    [
      'parent: view stays open',
      {},
      after,
      parent,
      { status: 'view', shown: true, action: 'view', enabled: true, reason: null },
    ],
    [
      'practice below limit starts',
      { test_type_id: 2, test_limit: 3, total_attempts: 1 },
      inside,
      student,
      { status: 'practice', shown: true, action: 'start', enabled: true, reason: null },
    ],
    [
      'practice at limit: greyed start',
      { test_type_id: 2, test_limit: 2, total_attempts: 2, is_submitted: 1 },
      inside,
      student,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'limit' },
    ],
    [
      'practice at limit, parent: still the limit',
      { test_type_id: 2, test_limit: 2, total_attempts: 2, is_submitted: 1 },
      inside,
      parent,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'limit' },
    ],
    [
      'practice before its window: greyed, closed',
      { test_type_id: 2 },
      before,
      student,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'closed' },
    ],
    [
      'practice after its window: greyed, closed',
      { test_type_id: 2, total_attempts: 1, is_submitted: 1 },
      after,
      student,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'closed' },
    ],
    [
      'practice at its end instant: closed',
      { test_type_id: 2 },
      atEnd,
      student,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'closed' },
    ],
    [
      'parent: start greyed',
      {},
      inside,
      parent,
      { status: 'ongoing', shown: true, action: 'start', enabled: false, reason: 'parent' },
    ],
    [
      'parent: resume greyed',
      { incomplete_attempts: 1 },
      inside,
      parent,
      { status: 'resume', shown: true, action: 'resume', enabled: false, reason: 'parent' },
    ],
    [
      'parent: practice greyed',
      { test_type_id: 2 },
      inside,
      parent,
      { status: 'practice', shown: true, action: 'start', enabled: false, reason: 'parent' },
    ],
    [
      'attempted mock is not shown',
      { total_attempts: 1, is_submitted: 1 },
      after,
      student,
      { status: 'attempted', shown: false, action: 'none', enabled: false, reason: null },
    ],
    [
      'expired inside the window is not shown',
      { total_attempts: 1, is_submitted: 1 },
      inside,
      student,
      { status: 'expired', shown: false, action: 'none', enabled: false, reason: null },
    ],
    [
      'product: ended unattempted is not shown',
      {},
      after,
      { examDesk: false, parent: false },
      { status: 'expired', shown: false, action: 'none', enabled: false, reason: null },
    ],
  ] as const)('%s', (_name, over, now, options, view) => {
    expect(cardView(test(over), now, options)).toEqual(view);
  });
});

describe('launchMode: the server grants what the card enables', () => {
  const student = { examDesk: true, parent: false };
  it.each([
    ['ongoing', {}, inside, student, { mode: 'start' }],
    ['resume', { incomplete_attempts: 1 }, inside, student, { mode: 'resume' }],
    [
      'practice with an open attempt resumes it',
      { test_type_id: 2, incomplete_attempts: 1 },
      inside,
      student,
      { mode: 'resume' },
    ],
    ['view', {}, after, student, { mode: 'view' }],
    ['upcoming', {}, before, student, { refused: 'notOpen' }],
    ['attempted', { total_attempts: 1, is_submitted: 1 }, after, student, { refused: 'notOpen' }],
    ['parent', {}, inside, { examDesk: true, parent: true }, { refused: 'parent' }],
    [
      'practice at limit',
      { test_type_id: 2, test_limit: 1, total_attempts: 1, is_submitted: 1 },
      inside,
      student,
      { refused: 'limit' },
    ],
    ['practice outside its window', { test_type_id: 2 }, after, student, { refused: 'closed' }],
    ['product ended, no view state', {}, after, { examDesk: false, parent: false }, { refused: 'notOpen' }],
  ] as const)('%s', (_name, over, now, options, answer) => {
    expect(launchMode(test(over), now, options)).toEqual(answer);
  });
});

describe('small rules', () => {
  it.each([
    [0, 5, true],
    [3, 2, true],
    [3, 3, false],
    [3, 4, false],
  ])('practiceAllowed(limit %i, attempts %i) is %s', (limit, attempts, allowed) => {
    expect(practiceAllowed(limit, attempts)).toBe(allowed);
  });

  it.each([
    [1, 3, { key: 'outOf', attempts: 1, limit: 3 }],
    [2, 2, { key: 'outOf', attempts: 2, limit: 2 }],
    [1, 1, { key: 'outOf', attempts: 1, limit: 1 }],
    [4, 0, { key: 'noLimit' }],
  ])('attemptLabel(%i, %i)', (attempts, limit, label) => {
    expect(attemptLabel(attempts, limit)).toEqual(label);
  });

  it.each([
    [45, { hours: 0, minutes: 45 }],
    [60, { hours: 0, minutes: 60 }],
    [61, { hours: 1, minutes: 1 }],
    [90, { hours: 1, minutes: 30 }],
    [240, { hours: 4, minutes: 0 }],
  ])('durationParts(%i)', (minutes, parts) => {
    expect(durationParts(minutes)).toEqual(parts);
  });

  it.each([
    ['duration ends first', 0, 30, 3_600_000, 1_800_000],
    ['test end cuts it short', 3_000_000, 90, 3_600_000, 3_600_000],
    ['both at once', 0, 60, 3_600_000, 3_600_000],
  ])('attemptDeadline: %s', (_name, start, minutes, end, deadline) => {
    expect(attemptDeadline(start, minutes, end)).toBe(deadline);
  });

  it.each([
    ['', { test_name: 'Anything' }, false, true],
    ['   ', { test_name: 'Anything' }, false, true],
    ['MOCK', { test_name: 'Class 8 Full Mock Test 1' }, false, true],
    [' mock ', { test_name: 'Class 8 Full Mock Test 1' }, false, true],
    ['algebra', { test_name: 'Mock', title: 'Algebra' }, false, false],
    ['algebra', { test_name: 'Mock', title: 'Algebra' }, true, true],
    ['algebra', { test_name: 'Mock', title: null }, true, false],
    ['geometry', { test_name: 'Algebra Practice Set' }, true, false],
  ])('matchesSearch(%j)', (needle, item, withTitle, matches) => {
    expect(matchesSearch(item, needle, withTitle)).toBe(matches);
  });

  const window = { test_type_id: 1, start_timestamp: START, end_timestamp: END, total_attempts: 0 };
  it.each([
    ['no day chosen', window, null, true],
    ['day spans the test', window, { startMs: atStart - 1000, endMs: atEnd + 1000 }, true],
    ['day ends at the start instant', window, { startMs: atStart - 1000, endMs: atStart }, false],
    ['day ends just after the start', window, { startMs: atStart - 1000, endMs: atStart + 1 }, true],
    ['day starts at the end instant', window, { startMs: atEnd, endMs: atEnd + 1000 }, true],
    ['day starts after the end', window, { startMs: atEnd + 1, endMs: atEnd + 1000 }, false],
    [
      'type 4 uses the window too',
      { ...window, test_type_id: 4 },
      { startMs: after, endMs: after + 1 },
      false,
    ],
    [
      'practice with an attempt, any day',
      { ...window, test_type_id: 2, total_attempts: 1 },
      { startMs: 0, endMs: 1 },
      true,
    ],
    ['practice without attempts', { ...window, test_type_id: 2 }, { startMs: atStart, endMs: atEnd }, false],
  ])('matchesDate: %s', (_name, item, day, matches) => {
    expect(matchesDate(item, day)).toBe(matches);
  });

  it('cut keeps texts up to the limit and cuts longer ones with an ellipsis', () => {
    expect(cut('abcde', 5)).toBe('abcde');
    expect(cut('abcdef', 5)).toBe('abcde...');
  });

  it('bookmarkPreview strips markup, decodes entities and cuts at 220', () => {
    expect(
      bookmarkPreview('<p>Find&nbsp;<b>x</b> if x &lt; 3 &amp;&amp; &quot;y&quot; &#39;z&#39; &gt; 1</p>'),
    ).toBe(`Find x if x < 3 && "y" 'z' > 1`);
    expect(bookmarkPreview('<p>a</p>\n\n<p>b</p>')).toBe('a b');
    expect(bookmarkPreview('&amp;lt;')).toBe('&lt;');
    const exact = 'x'.repeat(220);
    expect(bookmarkPreview(`<p>${exact}</p>`)).toBe(exact);
    expect(bookmarkPreview(`<p>${exact}y</p>`)).toBe(`${exact}...`);
  });

  it('sortBookmarks: 1 latest first, 2 oldest first, the input untouched', () => {
    const items = [
      { id: 'b', date_time: '2026-11-02T10:00:00.000Z' },
      { id: 'a', date_time: '2026-10-01T10:00:00.000Z' },
      { id: 'c', date_time: '2026-11-20T10:00:00.000Z' },
    ];
    expect(sortBookmarks(items, 1).map((i) => i.id)).toEqual(['c', 'b', 'a']);
    expect(sortBookmarks(items, 2).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(items.map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('letters: options a…, match items p…', () => {
    expect([0, 1, 13].map(optionLetter)).toEqual(['a', 'b', 'n']);
    expect([0, 1, 2].map(matchLetter)).toEqual(['p', 'q', 'r']);
  });

  it('placeholder labels: OnlineP (type 4) then MockP (type 1)', () => {
    expect(PLACEHOLDER_LABELS.map((l) => [l.label_id, l.test_type_id])).toEqual([
      ['OnlineP', 4],
      ['MockP', 1],
    ]);
  });
});
