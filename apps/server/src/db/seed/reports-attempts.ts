import { inArray } from 'drizzle-orm';
import { scoreAttempt, type AnswerValue } from '@portal/shared/test-panel/rules';
import type { Db } from '../client';
import { attemptAnswers, attempts, tests } from '../schema';
import {
  APEX_CLASSMATES,
  CLASS_5B_CLASSMATES,
  CLASS_8A_CLASSMATES,
  LERNWERK_CLASSMATES,
  LUMIERE_CLASSMATES,
  VIDYA_CLASSMATES,
  type Classmate,
} from './classmates';
import type { PaperItem, SeededPapers } from './exams';
import { toScored } from './exams-attempts';

/*
 * The class's attempts behind the reports (issue 10), scored by the shared test panel rules
 * like a real submit: Aarav and forty classmates on the Term 1 mock (9018; three absent, a tie
 * at the top of the middle and one with Aarav), the classmates on the published unit test
 * (9012, Aarav's own attempt is in exams-attempts.ts), and each other demo student's published
 * test beside a few classmates. Who answers what is decided by a small seeded generator, so the
 * data is the same on every seed.
 */

const MINUTE = 60_000;

/** R right, W wrong, L left, one letter per question of the paper. */
type Outcomes = string;

interface Sitter {
  userId: number;
  /** null for an open user (no student record). */
  studentId: number | null;
}

interface Sitting {
  who: Sitter;
  /** Explicit outcomes; otherwise drawn from `skill`. */
  outcomes?: Outcomes;
  /** Chance of a right answer to a question tried (0..1). */
  skill?: number;
}

const AARAV: Sitter = { userId: 101, studentId: 1001 };
const DIYA: Sitter = { userId: 102, studentId: 1002 };
const RIYA: Sitter = { userId: 201, studentId: 2001 };
const LEA: Sitter = { userId: 301, studentId: 3001 };
const ANANYA: Sitter = { userId: 401, studentId: 4001 };
const JONAS: Sitter = { userId: 501, studentId: 5001 };
/** Sam, Apex's open user: product tests only. */
const SAM: Sitter = { userId: 202, studentId: null };

/** mulberry32: a tiny deterministic generator, one stream per seed (the same marks on every seed run). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sitter = (c: Classmate): Sitter => ({ userId: c.userId, studentId: c.studentId });

/** Aarav on the Term 1 mock: 12 right, 2 wrong, 1 left (23 of 30 marks). */
const AARAV_9018: Outcomes = 'RRRWRRRRLRRRRWR';
/** Two classmates who score the same as each other on the mock (a shared rank). */
const TWINS_9018: Outcomes = 'RRWRRLRRRWRRLRR';
/** Absent from the Term 1 mock (no attempt): classmates by index. */
const ABSENT_9018 = new Set([7, 22, 35]);
/** Absent from the unit test 9012. */
const ABSENT_9012 = new Set([4, 17, 29, 38]);

function mockSittings(): Sitting[] {
  const list: Sitting[] = [{ who: AARAV, outcomes: AARAV_9018 }];
  CLASS_8A_CLASSMATES.forEach((c, i) => {
    if (ABSENT_9018.has(i)) return;
    if (i === 0) list.push({ who: sitter(c), outcomes: 'R'.repeat(15) });
    else if (i === 1) list.push({ who: sitter(c), outcomes: AARAV_9018 });
    else if (i === 10 || i === 11) list.push({ who: sitter(c), outcomes: TWINS_9018 });
    else list.push({ who: sitter(c), skill: 0.3 + ((i * 37) % 60) / 100 });
  });
  return list;
}

const classSittings = (lead: Sitting | null, mates: Classmate[], absent = new Set<number>()): Sitting[] => [
  ...(lead ? [lead] : []),
  ...mates
    .filter((_, i) => !absent.has(i))
    .map((c, i) => ({ who: sitter(c), skill: 0.35 + ((i * 29) % 55) / 100 })),
];

/** Test id to who sat it. */
const PLAN: Array<[testId: number, sittings: Sitting[]]> = [
  [9018, mockSittings()],
  [9012, classSittings(null, CLASS_8A_CLASSMATES, ABSENT_9012)],
  [9019, classSittings({ who: DIYA, outcomes: 'RRWRR' }, CLASS_5B_CLASSMATES)],
  [9104, classSittings({ who: RIYA, outcomes: 'RRWRRRLRRWRR' }, APEX_CLASSMATES)],
  [9402, classSittings({ who: LEA, outcomes: 'RRRWR' }, LUMIERE_CLASSMATES)],
  [9502, classSittings({ who: ANANYA, outcomes: 'RWRRR' }, VIDYA_CLASSMATES)],
  [9303, classSittings({ who: JONAS, outcomes: 'RRLRW' }, LERNWERK_CLASSMATES)],
  [9204, [{ who: SAM, outcomes: 'RRWRLR' }]],
  [9205, [{ who: SAM, outcomes: 'RWRR' }]],
];

/** A right or a wrong answer to a choice or matching question (the papers hold no written ones). */
function answerFor(item: PaperItem, right: boolean): AnswerValue {
  const q = item.seed;
  switch (q.type) {
    case 1:
    case 5:
      return { option: right ? q.correct[0]! : (q.correct[0]! + 1) % q.options.length };
    case 3: {
      if (right) return { options: [...q.correct] };
      const other = q.options.findIndex((_, i) => !q.correct.includes(i));
      return { options: [other] };
    }
    case 6:
    case 7: {
      const pairs = (q.pairs ?? []).map(([row, choice]) => [row, choice] as [number, number]);
      if (right) return { pairs };
      // Every row shifted to the next row's choice: distinct choices, all wrong.
      return { pairs: pairs.map(([row], i) => [row, pairs[(i + 1) % pairs.length]![1]] as [number, number]) };
    }
    default:
      throw new Error(`seed: no generated answer for question type ${q.type}`);
  }
}

function outcomesOf(sitting: Sitting, length: number, random: () => number): Outcomes {
  if (sitting.outcomes !== undefined) {
    if (sitting.outcomes.length !== length)
      throw new Error(`seed: ${sitting.outcomes} does not fit a paper of ${length}`);
    return sitting.outcomes;
  }
  const skill = sitting.skill ?? 0.6;
  let out = '';
  for (let i = 0; i < length; i++) out += random() < 0.08 ? 'L' : random() < skill ? 'R' : 'W';
  return out;
}

/** Seconds per answered question: the sitting's time spread by random weights, summing to ~90% of it. */
function timeShares(count: number, totalSeconds: number, random: () => number): number[] {
  const weights = Array.from({ length: count }, () => 0.5 + random());
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(5, Math.round((w / sum) * totalSeconds * 0.9)));
}

/** The tests this file seeds attempts on. */
export const REPORT_ATTEMPT_TESTS = PLAN.map(([testId]) => testId);

export async function seedReportAttempts(db: Db, now: Date, papers: SeededPapers): Promise<void> {
  const windows = new Map(
    (
      await db
        .select({
          id: tests.id,
          instituteId: tests.instituteId,
          startAt: tests.startAt,
          endAt: tests.endAt,
          minutes: tests.durationMinutes,
        })
        .from(tests)
        .where(inArray(tests.id, REPORT_ATTEMPT_TESTS))
    ).map((t) => [t.id, t]),
  );
  for (const [testId, sittings] of PLAN) {
    const paper = papers.get(testId);
    const window = windows.get(testId);
    if (!paper || !window) throw new Error(`seed: no paper or window for test ${testId}`);
    const scoredPaper = paper.map(toScored);
    const plans = sittings.map((sitting) => {
      const random = generator(testId * 10_000 + (sitting.who.studentId ?? sitting.who.userId));
      const outcomes = outcomesOf(sitting, paper.length, random);
      const answers = new Map<number, AnswerValue>();
      paper.forEach((item, i) => {
        if (outcomes[i] !== 'L') answers.set(item.questionId, answerFor(item, outcomes[i] === 'R'));
      });
      const scored = scoreAttempt(scoredPaper, answers);
      // Start somewhere in the first half of the window; take 45-95% of the time allowed.
      const span = window.endAt.getTime() - window.startAt.getTime() - window.minutes * MINUTE;
      const startedAt = new Date(
        Math.floor((window.startAt.getTime() + random() * Math.max(0, span) * 0.5) / MINUTE) * MINUTE,
      );
      const deadlineAt = new Date(
        Math.min(startedAt.getTime() + window.minutes * MINUTE, window.endAt.getTime()),
      );
      const tookSeconds = Math.round(window.minutes * 60 * (0.45 + 0.5 * random()));
      const finishedAt = new Date(Math.min(startedAt.getTime() + tookSeconds * 1000, deadlineAt.getTime()));
      if (finishedAt.getTime() > now.getTime()) throw new Error(`seed: test ${testId} has not ended`);
      return { sitting, answers, scored, startedAt, deadlineAt, finishedAt, random };
    });
    const rows = await db
      .insert(attempts)
      .values(
        plans.map((p) => ({
          testId,
          instituteId: window.instituteId,
          userId: p.sitting.who.userId,
          studentId: p.sitting.who.studentId,
          status: 'submitted' as const,
          startedAt: p.startedAt,
          deadlineAt: p.deadlineAt,
          finishedAt: p.finishedAt,
          currentPosition: paper.length,
          score: p.scored.total,
          rightCount: p.scored.right,
          wrongCount: p.scored.wrong,
          leftCount: p.scored.left,
          timeTakenSeconds: Math.round((p.finishedAt.getTime() - p.startedAt.getTime()) / 1000),
          evaluationPending: p.scored.pending > 0,
        })),
      )
      .returning({ id: attempts.id });
    const answerRows = plans.flatMap((p, n) => {
      const answered = paper.filter((item) => p.answers.has(item.questionId));
      const seconds = (p.finishedAt.getTime() - p.startedAt.getTime()) / 1000;
      const shares = timeShares(answered.length, seconds, p.random);
      let clock = p.startedAt.getTime();
      return answered.map((item, i) => {
        clock += shares[i]! * 1000;
        const scored = p.scored.answers.find((a) => a.ques_id === item.questionId)!;
        return {
          attemptId: rows[n]!.id,
          instituteId: window.instituteId,
          questionId: item.questionId,
          answer: p.answers.get(item.questionId)!,
          seq: 1,
          updatedAt: new Date(Math.min(clock, p.finishedAt.getTime())),
          score: scored.score,
          isCorrect: scored.outcome === 'pending' ? null : scored.outcome === 'right',
          timeSpentSeconds: shares[i]!,
        };
      });
    });
    for (let i = 0; i < answerRows.length; i += 500)
      await db.insert(attemptAnswers).values(answerRows.slice(i, i + 500));
  }
}
