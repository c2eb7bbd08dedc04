import { describe, expect, it } from 'vitest';
import { hasMath, isSafeSource, safeHtml } from './html';

describe('safeHtml (sanitize-html with the portal allow-list)', () => {
  it.each([
    ['<p>Find <b>x</b><sub>2</sub></p>', '<p>Find <b>x</b><sub>2</sub></p>'],
    ['<table><tr><td colspan="2">a</td></tr></table>', '<table><tr><td colspan="2">a</td></tr></table>'],
    [
      '<img src="/files/q/1.png" alt="A circuit" width="200">',
      '<img src="/files/q/1.png" alt="A circuit" width="200" />',
    ],
    ['<img src="https://cdn.example.org/a.png">', '<img src="https://cdn.example.org/a.png" />'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<STYLE>p{}</STYLE><p>a</p>', '<p>a</p>'],
    ['<p onclick="steal()" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="jav&#x61;script:alert(1)">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="/\\evil.example/x.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="javascript:x()">link</a>', 'link'],
    ['<svg><script>x</script></svg>t', 't'],
    ['<iframe src="https://evil"></iframe>after', 'after'],
    ['<p title="a" onmouseover=\'x()\'>y</p>', '<p title="a">y</p>'],
    // Only what the portal's DOMPurify keeps (the shared allow-list), less links.
    ['<h3>Part A</h3><ol start="2" type="a"><li>x</li></ol>', 'Part A<ol><li>x</li></ol>'],
    [
      '<figure><img src="/a.png" alt="" /><figcaption>Fig. 1</figcaption></figure>',
      '<img src="/a.png" alt="" />Fig. 1',
    ],
    ['<a href="https://x.org/">link</a>', 'link'],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    [
      '<table><tr><td colspan="2" rowspan="x">c</td></tr></table>',
      '<table><tr><td colspan="2">c</td></tr></table>',
    ],
    ['<p>open <b>bold', '<p>open <b>bold</b></p>'],
    ['</b>stray', 'stray'],
    ['<!-- note --><p>x</p>', '<p>x</p>'],
    ['\\(a < b\\) and \\(c > d\\)', '\\(a &lt; b\\) and \\(c &gt; d\\)'],
    ['\\(x^2 + y^2\\) &amp; \\[a\\]', '\\(x^2 + y^2\\) &amp; \\[a\\]'],
    ['<img src="/a.png" alt="1 > 0" onerror="x()">', '<img src="/a.png" alt="1 &gt; 0" />'],
    ['<img src="/a.png" alt="a&quot;><script>">', '<img src="/a.png" alt="a&quot;&gt;&lt;script&gt;" />'],
  ])('%s', (input, output) => {
    expect(safeHtml(input)).toBe(output);
  });

  it('empty and null give empty text', () => {
    expect(safeHtml(null)).toBe('');
    expect(safeHtml('')).toBe('');
  });

  it.each([
    ['/files/a.png', true],
    ['https://x.org/a.png', true],
    ['//x.org/a.png', false],
    ['/\\x.org/a.png', false],
    ['javascript:alert(1)', false],
    ['a.png', false],
  ])('isSafeSource(%s) is %s', (source, safe) => {
    expect(isSafeSource(source)).toBe(safe);
  });

  it('hasMath finds inline and display TeX only', () => {
    expect(hasMath('plain', '\\(x\\)')).toBe(true);
    expect(hasMath('\\[x\\]')).toBe(true);
    expect(hasMath('(x)', null)).toBe(false);
  });
});
