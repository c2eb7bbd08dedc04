import { scoreAttempt, type AnswerValue, type ScoredQuestion } from '@portal/shared/test-panel/rules';
import type { Db } from '../client';
import { attemptAnswers, attempts, bookmarks } from '../schema';
import type { PaperItem, SeededPapers } from './exams';
import { GREENFIELD } from './institutes';

/* Aarav's attempts (scored by the shared rules, like a real submit) and his eight bookmarks. */

const AARAV_USER = 101;
const AARAV = 1001;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Answers by 1-based position in the paper; a missing position is left unanswered. */
type Sheet = Record<number, AnswerValue>;

interface SeedAttempt {
  testId: number;
  /** Start, relative to now. */
  startedAgo: number;
  /** Finished this long after the start; undefined: still in progress. */
  tookMinutes?: number;
  sheet: Sheet;
  currentPosition: number;
  markedForReview?: number[];
}

const ATTEMPTS: SeedAttempt[] = [
  {
    // Mathematics Unit Test 2: 7 right, 2 wrong, 1 left; result published.
    testId: 9012,
    startedAgo: 15 * DAY + 3 * 60 * MINUTE,
    tookMinutes: 38,
    currentPosition: 10,
    sheet: {
      1: { option: 1 },
      2: { option: 2 },
      3: { option: 0 },
      4: { option: 2 },
      5: { options: [0, 2] },
      6: { option: 1 },
      7: { option: 0 },
      8: {
        pairs: [
          [0, 3],
          [1, 0],
          [2, 1],
          [3, 2],
        ],
      },
      9: { option: 1 },
    },
  },
  {
    // Science Unit Test 2: two written answers wait for the teacher.
    testId: 9013,
    startedAgo: 8 * DAY + 2 * 60 * MINUTE,
    tookMinutes: 41,
    currentPosition: 8,
    sheet: {
      1: { option: 1 },
      2: { option: 1 },
      3: { option: 1 },
      4: { options: [0, 1] },
      5: { option: 2 },
      6: {
        pairs: [
          [0, 2],
          [1, 0],
          [2, 1],
        ],
      },
      7: {
        text: 'Yeast is used to make bread rise and to make alcohol. Lactobacillus bacteria turn milk into curd. Some microorganisms also give us medicines like penicillin.',
      },
      8: {
        text: 'The water takes away the heat, so the cup does not get hot enough to burn until the water boils off.',
      },
    },
  },
  {
    // Algebra Practice Set, first of three allowed.
    testId: 9014,
    startedAgo: 6 * DAY + 5 * 60 * MINUTE,
    tookMinutes: 14,
    currentPosition: 6,
    sheet: { 1: { option: 1 }, 2: { option: 1 }, 3: { option: 0 }, 4: { option: 1 }, 5: { option: 2 } },
  },
  {
    // Geometry Practice Set, first of two allowed.
    testId: 9015,
    startedAgo: 20 * DAY + 4 * 60 * MINUTE,
    tookMinutes: 18,
    currentPosition: 6,
    sheet: { 1: { option: 2 }, 2: { option: 0 }, 3: { option: 1 }, 4: { option: 2 }, 5: { options: [1] } },
  },
  {
    // Geometry Practice Set, second and last allowed: all right.
    testId: 9015,
    startedAgo: 9 * DAY + 6 * 60 * MINUTE,
    tookMinutes: 12,
    currentPosition: 6,
    sheet: {
      1: { option: 2 },
      2: { option: 1 },
      3: { option: 1 },
      4: { option: 2 },
      5: { options: [1, 3] },
      6: {
        pairs: [
          [0, 1],
          [1, 0],
          [2, 0],
        ],
      },
    },
  },
  {
    // English Grammar Mock, open: three answers saved, on question 4 (Resume).
    testId: 9016,
    startedAgo: 5 * MINUTE,
    currentPosition: 4,
    markedForReview: [2],
    sheet: { 1: { option: 1 }, 2: { option: 3 }, 3: { option: 0 } },
  },
];

/** Aarav's bookmarks: test, 1-based position in its paper, bookmarked this long ago. */
const BOOKMARKS: Array<[testId: number, position: number, ago: number]> = [
  [9012, 4, 15 * DAY + 3 * 60 * MINUTE - 9 * MINUTE], // the question with a video and a PDF
  [9012, 9, 15 * DAY + 3 * 60 * MINUTE - 30 * MINUTE],
  [9014, 5, 6 * DAY + 5 * 60 * MINUTE - 11 * MINUTE],
  [9010, 2, 40 * 60 * MINUTE],
  [9010, 3, 39 * 60 * MINUTE], // on the passage about sound (over 550 characters)
  [9010, 6, 26 * 60 * MINUTE],
  [9010, 24, 5 * 60 * MINUTE], // the triangle picture
  [9010, 29, 45 * MINUTE],
];

/** A seeded paper item as the shared scoring reads it. */
export const toScored = (item: PaperItem): ScoredQuestion => ({
  ques_id: item.questionId,
  ques_type: item.seed.type,
  subject: '',
  option_count: item.seed.options.length,
  choice_count: item.seed.choices?.length ?? 0,
  correct_options: item.seed.correct,
  correct_pairs: item.seed.pairs ?? [],
  marks: item.marks,
  negative_marks: item.negative,
});

function paperOf(papers: SeededPapers, testId: number): PaperItem[] {
  const paper = papers.get(testId);
  if (!paper) throw new Error(`seed: no paper for test ${testId}`);
  return paper;
}

/**
 * Plausible seconds per answered question for a sitting of `totalSeconds`: about nine
 * tenths of it (the rest goes on reading and review), shared unevenly but repeatably.
 */
export function timeSpentFor(totalSeconds: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, n) => 2 + ((n * 7 + 3) % 5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((totalSeconds * 0.9 * w) / sum));
}

/** The duration and end of a seeded test: a deadline is min(start + duration, end). */
export type TestTiming = (testId: number) => { durationMinutes: number; endAt: Date };

export async function seedExamAttempts(
  db: Db,
  now: Date,
  papers: SeededPapers,
  timing: TestTiming,
): Promise<void> {
  const at = (ago: number) => new Date(now.getTime() - ago);
  const rows = ATTEMPTS.map((a) => {
    const paper = paperOf(papers, a.testId);
    const startedAt = at(a.startedAgo);
    const { durationMinutes, endAt } = timing(a.testId);
    const deadlineAt = new Date(Math.min(startedAt.getTime() + durationMinutes * MINUTE, endAt.getTime()));
    const base = {
      testId: a.testId,
      instituteId: GREENFIELD,
      userId: AARAV_USER,
      studentId: AARAV,
      startedAt,
      deadlineAt,
      currentPosition: a.currentPosition,
    };
    if (a.tookMinutes === undefined) return { ...base, status: 'in_progress' as const };
    const answers = new Map(
      Object.entries(a.sheet).map(([p, answer]) => [paper[Number(p) - 1]!.questionId, answer]),
    );
    const scored = scoreAttempt(paper.map(toScored), answers);
    return {
      ...base,
      status: 'submitted' as const,
      finishedAt: new Date(startedAt.getTime() + a.tookMinutes * MINUTE),
      score: scored.total,
      rightCount: scored.right,
      wrongCount: scored.wrong,
      leftCount: scored.left,
      timeTakenSeconds: a.tookMinutes * 60,
      evaluationPending: scored.pending > 0,
    };
  });
  const ids = await db.insert(attempts).values(rows).returning({ id: attempts.id });

  const answerRows = ATTEMPTS.flatMap((a, i) => {
    const paper = paperOf(papers, a.testId);
    const row = rows[i]!;
    const finished = 'finishedAt' in row ? row.finishedAt : undefined;
    const positions = Object.keys(a.sheet).map(Number);
    const span = (finished ?? now).getTime() - row.startedAt.getTime();
    const seconds = timeSpentFor(Math.round(span / 1000), positions.length);
    return positions.map((position, n) => {
      const item = paper[position - 1]!;
      const answer = a.sheet[position]!;
      const scored = finished
        ? scoreAttempt([toScored(item)], new Map([[item.questionId, answer]])).answers[0]!
        : null;
      return {
        attemptId: ids[i]!.id,
        instituteId: GREENFIELD,
        questionId: item.questionId,
        answer,
        markedForReview: a.markedForReview?.includes(position) ?? false,
        seq: 1,
        // Saved one after the other through the sitting.
        updatedAt: new Date(row.startedAt.getTime() + Math.round((span * (n + 1)) / (positions.length + 1))),
        score: scored?.score ?? null,
        isCorrect: scored === null || scored.outcome === 'pending' ? null : scored.outcome === 'right',
        timeSpentSeconds: seconds[n]!,
      };
    });
  });
  await db.insert(attemptAnswers).values(answerRows);

  await db.insert(bookmarks).values(
    BOOKMARKS.map(([testId, position, ago]) => ({
      userId: AARAV_USER,
      questionId: paperOf(papers, testId)[position - 1]!.questionId,
      testId,
      createdAt: at(ago),
    })),
  );
}
