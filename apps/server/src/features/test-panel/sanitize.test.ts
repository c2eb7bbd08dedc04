import { describe, expect, it } from 'vitest';
import { sanitizePaperHtml as clean } from './sanitize';

describe('sanitizePaperHtml', () => {
  it('keeps formatting, tables and pictures from this server or https', () => {
    expect(clean('<p>Find <b>x</b><sub>2</sub></p>')).toBe('<p>Find <b>x</b><sub>2</sub></p>');
    expect(clean('<table><tr><td colspan="2">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
    expect(clean('<img src="/files/q/1.png" alt="A circuit" width="200">')).toBe(
      '<img src="/files/q/1.png" alt="A circuit" width="200">',
    );
    expect(clean('<img src="https://cdn.example.org/a.png">')).toBe(
      '<img src="https://cdn.example.org/a.png">',
    );
  });

  it('drops scripts, handlers, styles, frames and dangerous sources', () => {
    expect(clean('<p onclick="steal()" style="color:red">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('a<script>alert(1)</script>b')).toBe('ab');
    expect(clean('<iframe src="https://evil"></iframe>ok')).toBe('ok');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="jav&#x61;script:alert(1)">')).toBe('');
    expect(clean('<img src="//evil.example/x.png">')).toBe('');
    expect(clean('<img src="/\\evil.example/x.png">')).toBe('');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<a href="javascript:x()">link</a>')).toBe('link');
    expect(clean('<svg><script>x</script></svg>t')).toBe('t');
    expect(clean('<p title="a" onmouseover=\'x()\'>y</p>')).toBe('<p>y</p>');
  });

  it('keeps TeX and text with a stray < as text', () => {
    expect(clean('\\(a < b\\) and \\(c > d\\)')).toBe('\\(a &lt; b\\) and \\(c &gt; d\\)');
    expect(clean('x <3 y')).toBe('x &lt;3 y');
    expect(clean('<!-- note -->z')).toBe('z');
  });

  it('cannot be tricked by quotes holding a > inside a tag', () => {
    expect(clean('<img src="/a.png" alt="1 > 0" onerror="x()">')).toBe('<img src="/a.png" alt="1 &gt; 0">');
  });
});
