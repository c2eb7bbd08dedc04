import { describe, expect, it } from 'vitest';
import { answerText, correctAnswer } from './bookmarks';

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
