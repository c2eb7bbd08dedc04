import { describe, expect, it } from 'vitest';
import { answerText, correctAnswer } from './bookmarks';
import { hasMath, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Find <b>x</b></p>', '<p>Find <b>x</b></p>'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<STYLE>p{}</STYLE><p>a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', '<img>'],
    ['<img src="/files/q1.png" alt="graph" onload="x()">', '<img src="/files/q1.png" alt="graph">'],
    ['<img src="javascript:alert(1)">', '<img>'],
    ['<img src="//evil.test/a.png">', '<img>'],
    ['<a href="javascript:x">link</a>', 'link'],
    ['<p onclick="x()" style="color:red">t</p>', '<p>t</p>'],
    ['a < b and c > d', 'a &lt; b and c &gt; d'],
    ['<p>open <b>bold', '<p>open <b>bold</b></p>'],
    ['</b>stray', 'stray'],
    ['<!-- note --><p>x</p>', '<p>x</p>'],
    ['<iframe src="x"></iframe>after', 'after'],
    ['\\(x^2 + y^2\\) &amp; \\[a\\]', '\\(x^2 + y^2\\) &amp; \\[a\\]'],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    ['<img alt="a&quot;><script>">', '<img alt="a&quot;&gt;&lt;script&gt;">'],
  ])('%s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('empty and null give empty text', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('hasMath finds inline and display TeX only', () => {
    expect(hasMath('plain', '\\(x\\)')).toBe(true);
    expect(hasMath('\\[x\\]')).toBe(true);
    expect(hasMath('(x)', null)).toBe(false);
  });
});

describe('answers in letters', () => {
  const option = (isCorrect: boolean) => ({ text: 'o', isCorrect });
  it.each([
    [{ quesType: 1, options: [option(false), option(true)], correctPairs: null }, 'b'],
    [{ quesType: 3, options: [option(true), option(false), option(true)], correctPairs: null }, 'a,c'],
    [{ quesType: 5, options: [option(true), option(false)], correctPairs: null }, 'a'],
    [{ quesType: 2, options: [], correctPairs: null }, ''],
    [
      {
        quesType: 6,
        options: [option(false), option(false)],
        correctPairs: [
          [1, 0],
          [0, 1],
        ] as Array<[number, number]>,
      },
      'a-q, b-p',
    ],
    [
      {
        quesType: 7,
        options: [],
        correctPairs: [
          [0, 0],
          [0, 2],
        ] as Array<[number, number]>,
      },
      'a-p, a-r',
    ],
  ])('correct answer of %o is %s', (question, letters) => {
    expect(correctAnswer(question)).toBe(letters);
  });

  it.each([
    [{ option: 2 }, 'c'],
    [{ options: [2, 0] }, 'a,c'],
    [{ text: 'Because' }, 'Because'],
    [
      {
        pairs: [
          [1, 1],
          [0, 0],
        ],
      },
      'a-p, b-q',
    ],
    [null, ''],
    ['junk', ''],
  ])('saved %o reads %s', (answer, text) => {
    expect(answerText(answer)).toBe(text);
  });
});
