import { describe, expect, it } from 'vitest';
import { assertStorageKey, parseRange } from './storage';

describe('parseRange', () => {
  it.each([
    // header, size, expected
    [undefined, 100, null],
    ['', 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=10-', 100, { start: 10, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=99-99', 100, { start: 99, end: 99 }],
    [' bytes=5-6 ', 100, { start: 5, end: 6 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=150-200', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    // Not served as a range: the whole body goes out.
    ['bytes=9-5', 100, null],
    ['bytes=-', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-9', 100, null],
    ['bytes=a-b', 100, null],
  ] as const)('%j of %d bytes -> %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('assertStorageKey', () => {
  it.each(['demo/lesson.webm', 'institutes/1/documents/ab12_cd-ef.pdf', 'a', '_x/y.z'])(
    'accepts %s',
    (key) => {
      expect(() => assertStorageKey(key)).not.toThrow();
    },
  );

  it.each([
    '',
    '/etc/passwd',
    '../secret',
    'a/../b',
    'a/./b',
    'a//b',
    'a/',
    'A/b',
    'a\\b',
    'a/.hidden',
    'a b',
    'a/%2e%2e',
    'x'.repeat(513),
    'demo/lesson.webm\u0000',
  ])('refuses %j', (key) => {
    expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
  });
});
