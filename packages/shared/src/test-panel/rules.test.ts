import { describe, expect, it } from 'vitest';
import { attemptDeadline } from '../exams/rules';
import {
  answerFits,
  isAnswered,
  scoreAnswer,
  scoreAttempt,
  type AnswerValue,
  type ScoredQuestion,
} from './rules';

const q = (over: Partial<ScoredQuestion>): ScoredQuestion => ({
  ques_id: 1,
  ques_type: 1,
  subject: 'Physics',
  option_count: 4,
  choice_count: 0,
  correct_options: [1],
  correct_pairs: [],
  marks: 4,
  negative_marks: 1,
  ...over,
});

const single = q({ ques_type: 1, correct_options: [2] });
const trueFalse = q({ ques_type: 5, option_count: 2, correct_options: [0], marks: 1, negative_marks: 0 });
const multiple = q({ ques_type: 3, correct_options: [0, 2], marks: 2, negative_marks: 0.5 });
const subjective = q({ ques_type: 2, option_count: 0, correct_options: [], marks: 5, negative_marks: 0 });
const match = q({
  ques_type: 6,
  option_count: 3,
  choice_count: 3,
  correct_options: [],
  correct_pairs: [
    [0, 2],
    [1, 0],
    [2, 1],
  ],
});
const matrix = q({
  ques_type: 7,
  option_count: 2,
  choice_count: 3,
  correct_options: [],
  correct_pairs: [
    [0, 0],
    [0, 2],
    [1, 1],
  ],
});

describe('scoreAnswer', () => {
  it.each([
    ['single right', single, { option: 2 }, 'right', 4],
    ['single wrong: minus negative marks', single, { option: 0 }, 'wrong', -1],
    ['true/false right', trueFalse, { option: 0 }, 'right', 1],
    ['true/false wrong without negative marks', trueFalse, { option: 1 }, 'wrong', 0],
    ['multiple: the exact set, any order', multiple, { options: [2, 0] }, 'right', 2],
    ['multiple: a subset is wrong', multiple, { options: [0] }, 'wrong', -0.5],
    ['multiple: a superset is wrong', multiple, { options: [0, 1, 2] }, 'wrong', -0.5],
    [
      'match: every pair',
      match,
      {
        pairs: [
          [2, 1],
          [0, 2],
          [1, 0],
        ],
      },
      'right',
      4,
    ],
    [
      'match: one pair off',
      match,
      {
        pairs: [
          [0, 2],
          [1, 1],
          [2, 1],
        ],
      },
      'wrong',
      -1,
    ],
    [
      'match: two choices on one row does not fit type 6',
      match,
      {
        pairs: [
          [0, 2],
          [0, 0],
          [1, 0],
          [2, 1],
        ],
      },
      'wrong',
      -1,
    ],
    [
      'matrix: the exact set of pairs',
      matrix,
      {
        pairs: [
          [0, 2],
          [1, 1],
          [0, 0],
        ],
      },
      'right',
      4,
    ],
    [
      'matrix: a pair missing',
      matrix,
      {
        pairs: [
          [0, 0],
          [1, 1],
        ],
      },
      'wrong',
      -1,
    ],
    ['unanswered single', single, null, 'unanswered', 0],
    ['empty multiple selection is unanswered', multiple, { options: [] }, 'unanswered', 0],
    ['empty pairs are unanswered', matrix, { pairs: [] }, 'unanswered', 0],
    ['subjective waits for evaluation', subjective, { text: 'Because.' }, 'pending', null],
    ['blank subjective text is unanswered', subjective, { text: '   ' }, 'unanswered', 0],
    ['an answer of the wrong shape is wrong', single, { options: [2] }, 'wrong', -1],
  ] as const)('%s', (_name, question, answer, outcome, score) => {
    expect(scoreAnswer(question, answer as AnswerValue | null)).toEqual({ outcome, score });
  });
});

describe('answerFits', () => {
  it.each([
    [single, { option: 3 }, true],
    [single, { option: 4 }, false],
    [single, { text: 'x' }, false],
    [trueFalse, { option: 2 }, false],
    [multiple, { options: [0, 3] }, true],
    [multiple, { options: [1, 1] }, false],
    [multiple, { options: [4] }, false],
    [subjective, { text: '' }, true],
    [subjective, { option: 0 }, false],
    [
      match,
      {
        pairs: [
          [0, 1],
          [1, 1],
        ],
      },
      true,
    ],
    [
      match,
      {
        pairs: [
          [0, 1],
          [0, 2],
        ],
      },
      false,
    ],
    [match, { pairs: [[3, 0]] }, false],
    [
      matrix,
      {
        pairs: [
          [0, 1],
          [0, 2],
        ],
      },
      true,
    ],
    [
      matrix,
      {
        pairs: [
          [0, 1],
          [0, 1],
        ],
      },
      false,
    ],
    [matrix, { pairs: [[1, 3]] }, false],
    [q({ ques_type: 4 }), { option: 0 }, false],
    [single, null, true],
  ] as const)('type %#', (question, answer, fits) => {
    expect(answerFits(question, answer as AnswerValue | null)).toBe(fits);
  });

  it('knows an answer from none', () => {
    expect(isAnswered({ option: 0 })).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ text: ' a ' })).toBe(true);
  });
});

describe('scoreAttempt', () => {
  it('sums per subject and in total, counting right, wrong, left and pending', () => {
    const paper = [
      { ...single, ques_id: 1, subject: 'Physics' },
      { ...multiple, ques_id: 2, subject: 'Physics' },
      { ...match, ques_id: 3, subject: 'Chemistry' },
      { ...subjective, ques_id: 4, subject: 'Chemistry' },
      { ...trueFalse, ques_id: 5, subject: 'Mathematics' },
      { ...matrix, ques_id: 6, subject: 'Mathematics' },
    ];
    const answers = new Map<number, AnswerValue | null>([
      [1, { option: 2 }], // +4
      [2, { options: [0] }], // -0.5
      [
        3,
        {
          pairs: [
            [0, 2],
            [1, 0],
            [2, 1],
          ],
        },
      ], // +4
      [4, { text: 'An essay.' }], // pending
      [6, { pairs: [[0, 0]] }], // -1
    ]);
    const score = scoreAttempt(paper, answers);
    expect(score.total).toBe(6.5);
    expect(score.bySubject).toEqual({ Physics: 3.5, Chemistry: 4, Mathematics: -1 });
    expect([score.right, score.wrong, score.left, score.pending]).toEqual([2, 2, 1, 1]);
    expect(score.answers.map((a) => a.ques_id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps two decimals (0.1 + 0.2 marks make 0.3)', () => {
    const paper = [
      { ...single, ques_id: 1, marks: 0.1 },
      { ...single, ques_id: 2, marks: 0.2 },
    ];
    const answers = new Map<number, AnswerValue>([
      [1, { option: 2 }],
      [2, { option: 2 }],
    ]);
    expect(scoreAttempt(paper, answers).total).toBe(0.3);
  });
});

describe('attempt deadline', () => {
  const start = Date.UTC(2026, 10, 23, 10, 0);
  it('is start + duration when the test ends later', () => {
    expect(attemptDeadline(start, 90, start + 120 * 60_000)).toBe(start + 90 * 60_000);
  });
  it('never passes the test end', () => {
    expect(attemptDeadline(start, 90, start + 30 * 60_000)).toBe(start + 30 * 60_000);
  });
  it('is exactly the end when both fall together', () => {
    expect(attemptDeadline(start, 60, start + 60 * 60_000)).toBe(start + 60 * 60_000);
  });
});
