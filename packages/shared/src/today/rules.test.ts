import { describe, expect, it } from 'vitest';
import {
  eventCoversDay,
  FEE_WINDOW_DAYS,
  feeDaysLeft,
  HOMEWORK_WINDOW_DAYS,
  homeworkDueSoon,
  isNothingToday,
  openTestStatus,
} from './rules';

describe('homeworkDueSoon', () => {
  it.each([
    [0, 'Pending', true],
    [1, 'Draft', true],
    [HOMEWORK_WINDOW_DAYS, 'Pending', true],
    [HOMEWORK_WINDOW_DAYS + 1, 'Pending', false],
    [-1, 'Pending', false],
    [0, 'Submitted', false],
    [1, 'Not Submitted', false],
    [-1, 'Expired', false],
  ])('%i days left, %s: %s', (days, status, shown) => {
    expect(homeworkDueSoon({ days_left: days, student_status: status })).toBe(shown);
  });
});

describe('feeDaysLeft', () => {
  const today = '2026-11-26';
  const row = (over: Record<string, unknown>) => ({
    p_status: 'N' as const,
    p_amount: 0,
    bad_debt_amount: 0,
    d_date: today,
    initial_amount: 12_000,
    tax_amount: 0,
    disc_amount: 0,
    d_amount: 12_000,
    balance_fine: 0,
    ...over,
  });
  it.each([
    ['due today', row({}), 0],
    ['due in 3 days', row({ d_date: '2026-11-29' }), 3],
    ['due on the 7th day', row({ d_date: '2026-12-03' }), FEE_WINDOW_DAYS],
    ['due on the 8th day', row({ d_date: '2026-12-04' }), null],
    ['due yesterday (past)', row({ d_date: '2026-11-25' }), null],
    ['partly paid, due in 2 days', row({ d_date: '2026-11-28', p_amount: 5_000, d_amount: 7_000 }), 2],
    ['paid', row({ p_status: 'Y', p_amount: 12_000, d_amount: 0 }), null],
    ['discounted to nothing', row({ disc_amount: 12_000, d_amount: 0 }), null],
    ['bad debt', row({ bad_debt_amount: 12_000, d_amount: 0 }), null],
  ])('%s', (_name, input, days) => {
    expect(feeDaysLeft(input, today)).toBe(days);
  });
});

describe('openTestStatus', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const s = (ms: number) => Math.floor(ms / 1000);
  const test = (over: Record<string, number>) => ({
    test_type_id: 4,
    start_timestamp: s(now - 3_600_000),
    end_timestamp: s(now + 3_600_000),
    test_limit: 0,
    total_attempts: 0,
    incomplete_attempts: 0,
    is_submitted: 0,
    ...over,
  });
  it.each([
    ['an online exam in its window', test({}), 'ongoing'],
    ['a mock test with an open attempt', test({ test_type_id: 1, incomplete_attempts: 1 }), 'resume'],
    [
      'a practice test under its limit',
      test({ test_type_id: 2, test_limit: 3, total_attempts: 1 }),
      'practice',
    ],
    [
      'a practice test at its limit',
      test({ test_type_id: 2, test_limit: 1, total_attempts: 1, is_submitted: 1 }),
      null,
    ],
    ['an online exam already attempted', test({ total_attempts: 1, is_submitted: 1 }), null],
    ['an upcoming test', test({ start_timestamp: s(now + 60_000) }), null],
    ['an ended test', test({ end_timestamp: s(now) }), null],
    ['a practice test outside its window', test({ test_type_id: 2, end_timestamp: s(now - 1000) }), null],
  ])('%s', (_name, input, status) => {
    expect(openTestStatus(input, now)).toBe(status);
  });
});

describe('eventCoversDay', () => {
  it.each([
    [1, '2026-11-26 2026-11-26', true],
    [2, '2026-11-24 2026-11-28', true],
    [2, '2026-11-27 2026-11-28', false],
    [2, '2026-11-20 2026-11-25', false],
    [3, '2026-11-26 2026-11-26', false],
  ])('type %i, %s', (type, range, covers) => {
    expect(eventCoversDay({ event_type: type, event_date_range: range }, '2026-11-26')).toBe(covers);
  });
});

describe('isNothingToday', () => {
  const empty = { classes: [], live_classes: [], tests: [], homework: [], fees: [], events: [] };
  it('is true only when every list is empty', () => {
    expect(isNothingToday(empty)).toBe(true);
    for (const key of Object.keys(empty)) expect(isNothingToday({ ...empty, [key]: [1] })).toBe(false);
  });
});
