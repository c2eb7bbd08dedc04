/**
 * Test panel rules (issue 9): whether an answer fits its question, and how an attempt is
 * scored. Pure, so the server scores and the panel checks shapes by the same rules.
 *
 * Answers (see schema.ts answerSchema): { option } for 1 and 5, { options } for 3,
 * { text } for 2, { pairs } of [row, choice] for 6 and 7 (0-based).
 */

/** What scoring needs of a question of the paper. */
export interface ScoredQuestion {
  ques_id: number;
  ques_type: number;
  subject: string;
  /** Options (types 1, 3, 5) or left-hand rows (types 6, 7). */
  option_count: number;
  /** Types 6 and 7: the right-hand column's length; 0 otherwise. */
  choice_count: number;
  /** Types 1, 3, 5: indexes of the correct option(s). */
  correct_options: readonly number[];
  /** Types 6 and 7: the correct [row, choice] pairs. */
  correct_pairs: ReadonlyArray<readonly [number, number]>;
  marks: number;
  negative_marks: number;
}

/** The answer shapes (mirrors answerSchema; kept structural so this file needs no zod). */
export type AnswerValue =
  { option: number } | { options: number[] } | { text: string } | { pairs: Array<[number, number]> };

const inRange = (value: number, count: number) => Number.isInteger(value) && value >= 0 && value < count;

/**
 * Whether an answer fits the question: the shape of its type and every index in range.
 * null (a cleared answer) always fits. Type 6 takes one choice per row; no index twice.
 */
export function answerFits(
  question: Pick<ScoredQuestion, 'ques_type' | 'option_count' | 'choice_count'>,
  answer: AnswerValue | null,
): boolean {
  if (answer === null) return true;
  switch (question.ques_type) {
    case 1:
    case 5:
      return 'option' in answer && inRange(answer.option, question.option_count);
    case 3:
      return (
        'options' in answer &&
        answer.options.every((i) => inRange(i, question.option_count)) &&
        new Set(answer.options).size === answer.options.length
      );
    case 2:
      return 'text' in answer && typeof answer.text === 'string';
    case 6:
    case 7: {
      if (!('pairs' in answer)) return false;
      const { pairs } = answer;
      if (
        !pairs.every(
          ([row, choice]) => inRange(row, question.option_count) && inRange(choice, question.choice_count),
        )
      )
        return false;
      if (new Set(pairs.map(([r, c]) => `${r}:${c}`)).size !== pairs.length) return false;
      return question.ques_type === 7 || new Set(pairs.map(([row]) => row)).size === pairs.length;
    }
    default:
      return false;
  }
}

/** Whether the student gave an answer at all (an empty selection or blank text is none). */
export function isAnswered(answer: AnswerValue | null | undefined): boolean {
  if (!answer) return false;
  if ('option' in answer) return true;
  if ('options' in answer) return answer.options.length > 0;
  if ('text' in answer) return answer.text.trim() !== '';
  return answer.pairs.length > 0;
}

export type Outcome = 'right' | 'wrong' | 'unanswered' | 'pending';

export interface ScoredAnswer {
  outcome: Outcome;
  /** Marks given: +marks right, -negative_marks wrong, 0 unanswered, null while a subjective answer waits. */
  score: number | null;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** One answer scored against its question. An answer that does not fit its type is wrong. */
export function scoreAnswer(question: ScoredQuestion, answer: AnswerValue | null | undefined): ScoredAnswer {
  if (!isAnswered(answer)) return { outcome: 'unanswered', score: 0 };
  const given = answer as AnswerValue;
  if (question.ques_type === 2) return { outcome: 'pending', score: null };
  let right = false;
  if (answerFits(question, given)) {
    switch (question.ques_type) {
      case 1:
      case 5:
        right = 'option' in given && question.correct_options.includes(given.option);
        break;
      case 3:
        right =
          'options' in given && sameSet(given.options.map(String), question.correct_options.map(String));
        break;
      case 6:
      case 7:
        right =
          'pairs' in given &&
          sameSet(
            given.pairs.map(([r, c]) => `${r}:${c}`),
            question.correct_pairs.map(([r, c]) => `${r}:${c}`),
          );
        break;
    }
  }
  return right
    ? { outcome: 'right', score: question.marks }
    : { outcome: 'wrong', score: question.negative_marks === 0 ? 0 : -question.negative_marks };
}

/** Two decimals, as the marks columns keep them (sums of 0.1 and 0.2 stay 0.3). */
export const roundMarks = (value: number): number => Math.round(value * 100) / 100;

export interface AttemptScore {
  /** Sum of the objectively scored marks (subjective answers add nothing until evaluated). */
  total: number;
  /** The same per subject, every subject of the paper present. */
  bySubject: Record<string, number>;
  right: number;
  wrong: number;
  /** Unanswered questions. */
  left: number;
  /** Answered subjective questions waiting for a teacher. */
  pending: number;
  /** Every question of the paper, in the paper's order. */
  answers: Array<{ ques_id: number } & ScoredAnswer>;
}

/** Scores a whole attempt: every question of the paper, answered or not. */
export function scoreAttempt(
  paper: readonly ScoredQuestion[],
  answers: ReadonlyMap<number, AnswerValue | null>,
): AttemptScore {
  const result: AttemptScore = {
    total: 0,
    bySubject: {},
    right: 0,
    wrong: 0,
    left: 0,
    pending: 0,
    answers: [],
  };
  for (const question of paper) {
    const scored = scoreAnswer(question, answers.get(question.ques_id));
    result.answers.push({ ques_id: question.ques_id, ...scored });
    result.bySubject[question.subject] = roundMarks(
      (result.bySubject[question.subject] ?? 0) + (scored.score ?? 0),
    );
    result.total = roundMarks(result.total + (scored.score ?? 0));
    if (scored.outcome === 'right') result.right++;
    else if (scored.outcome === 'wrong') result.wrong++;
    else if (scored.outcome === 'unanswered') result.left++;
    else result.pending++;
  }
  return result;
}
