import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './rules';

describe('isSafeRedirectPath', () => {
  it.each(['/', '/timetable', '/exam?tab=2', '/product/12#top', '/%2F%2Fexample.com'])(
    '%s: accepted',
    (value) => expect(isSafeRedirectPath(value)).toBe(true),
  );
  it.each([
    '',
    'timetable',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /timetable',
    `/${'a'.repeat(2048)}`,
  ])('%j: refused', (value) => expect(isSafeRedirectPath(value)).toBe(false));
});
