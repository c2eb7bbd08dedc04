import { describe, expect, it } from 'vitest';
import { isDisplayLink, isDisplayPicture } from './display-html';

describe('the display allow-list', () => {
  it.each([
    ['/files/a.png', true],
    ['https://x.org/a.png', true],
    ['//x.org/a.png', false],
    ['/\\x.org/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    [null, false],
  ])('a picture from %s is shown: %s', (src, shown) => {
    expect(isDisplayPicture(src)).toBe(shown);
  });

  it.each([
    ['https://x.org/', true],
    ['mailto:office@school.test', true],
    [' javascript:alert(1)', false],
    ['/relative', false],
  ])('a link to %s is kept: %s', (href, kept) => {
    expect(isDisplayLink(href)).toBe(kept);
  });
});
