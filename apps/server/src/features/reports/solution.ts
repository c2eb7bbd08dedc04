import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { compile } from 'html-to-text';
import { REPORT_MESSAGES, type QuestionOutcome } from '@portal/shared/reports/schema';
import type { AnswerValue } from '@portal/shared/test-panel/rules';
import { twelveHour } from '@portal/shared/time/clock';
import { wallClock } from '@portal/shared/time/zone';
import type { Db } from '../../db/client';
import {
  attemptAnswers,
  attempts,
  institutes,
  passages,
  questions,
  students,
  testQuestions,
} from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { reportAccess, reportOf } from './test-report';

/** What the solution report prints: plain text throughout (TeX stays as its source). */
export interface SolutionQuestion {
  number: number;
  subject: string;
  type: number;
  marks: number;
  /** Marks given; null while a written answer waits for evaluation. */
  given: number | null;
  outcome: QuestionOutcome;
  /** The passage, on the first question that uses it only. */
  passage: string | null;
  text: string;
  /** Choices (types 1, 3, 5) or the left-hand items (types 6, 7), lettered 'a) …', 'b) …' */
  options: string[];
  /** Types 6 and 7: the right-hand items, lettered 'p) …', 'q) …' */
  choices: string[];
  yourAnswer: string[];
  correctAnswer: string[];
  feedback: string;
  solution: string;
}

export interface SolutionReport {
  language: 'en' | 'fr' | 'hi' | 'de';
  instituteName: string;
  testId: number;
  testName: string;
  studentName: string;
  displayId: string;
  /** 'DD-MM-YYYY hh:mm A' in the institute's time zone; null without an attempt. */
  attemptedAt: string | null;
  score: number | null;
  totalMarks: number;
  rank: number | null;
  questions: SolutionQuestion[];
}

const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/** HTML as plain text: paragraphs on their own lines, no blank runs, TeX delimiters kept. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return toText(html)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** a, b, c… then aa, ab… (never runs out). */
function letter(index: number, first = 'a'): string {
  const base = first.charCodeAt(0);
  const span = 'z'.charCodeAt(0) - base + 1;
  let label = '';
  let i = index;
  do {
    label = String.fromCharCode(base + (i % span)) + label;
    i = Math.floor(i / span) - 1;
  } while (i >= 0);
  return label;
}

/** Right-hand items of a match are p, q, r…, then continue as a second letter run. */
const choiceLetter = (index: number) => (index < 11 ? letter(index, 'p') : letter(index - 11 + 26));

interface PaperRow {
  type: number;
  options: Array<{ text: string; isCorrect: boolean }>;
  choices: string[] | null;
  pairs: Array<[number, number]> | null;
  modelAnswer: string | null;
}

const optionLine = (row: PaperRow, index: number) =>
  `${letter(index)}) ${plainText(row.options[index]?.text) || '?'}`;

function pairLines(row: PaperRow, pairs: Array<[number, number]>): string[] {
  return [...pairs]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(
      ([left, right]) =>
        `${optionLine(row, left)} – ${choiceLetter(right)}) ${plainText(row.choices?.[right]) || '?'}`,
    );
}

/** The answer given, as lines of text ([] when left). */
export function answerLines(row: PaperRow, answer: AnswerValue | null | undefined): string[] {
  if (!answer) return [];
  if ('option' in answer) return [optionLine(row, answer.option)];
  if ('options' in answer) return [...answer.options].sort((a, b) => a - b).map((i) => optionLine(row, i));
  if ('text' in answer) return answer.text.trim() === '' ? [] : [answer.text.trim()];
  if ('pairs' in answer) return pairLines(row, answer.pairs);
  return [];
}

/** The right answer as lines of text: the right options, pairs or model answer. */
export function correctLines(row: PaperRow): string[] {
  if (row.type === 2) return row.modelAnswer ? [plainText(row.modelAnswer)] : [];
  if (row.type === 6 || row.type === 7) return pairLines(row, row.pairs ?? []);
  return row.options.flatMap((option, i) => (option.isCorrect ? [optionLine(row, i)] : []));
}

/**
 * The solution report of the caller's (or a parent's child's) test: the owner's ids are
 * checked (403), then the result must be published and the solution downloadable (403
 * both, even when called directly). Reads the paper, the latest finished attempt's
 * answers and the report's numbers.
 */
export async function solutionReport(
  db: Db,
  identity: Identity,
  ask: { userId: number; testId: number },
  now: Date,
): Promise<SolutionReport> {
  const owner = await reportAccess(db, identity, ask);
  if (!owner.test.resultPublished) throw new HttpError(403, REPORT_MESSAGES.notPublished);
  if (!owner.test.downloadSolution) throw new HttpError(403, REPORT_MESSAGES.solutionNotAllowed);

  const [[place], paper, [attempt], report] = await Promise.all([
    db
      .select({
        name: institutes.name,
        language: institutes.language,
        timeZone: institutes.timeZone,
        displayId: students.displayId,
      })
      .from(institutes)
      .leftJoin(students, and(eq(students.userId, owner.userId), eq(students.instituteId, institutes.id)))
      .where(eq(institutes.id, owner.instituteId))
      .limit(1),
    db
      .select({
        id: questions.id,
        type: questions.quesType,
        question: questions.question,
        options: questions.options,
        choices: questions.matchChoices,
        pairs: questions.correctPairs,
        modelAnswer: questions.modelAnswer,
        feedback: questions.feedback,
        solution: questions.solution,
        passageId: questions.passageId,
        passage: passages.description,
        position: testQuestions.position,
        subject: testQuestions.subject,
        marks: testQuestions.marks,
      })
      .from(testQuestions)
      .innerJoin(questions, eq(questions.id, testQuestions.questionId))
      .leftJoin(passages, eq(passages.id, questions.passageId))
      .where(eq(testQuestions.testId, owner.test.id))
      .orderBy(asc(testQuestions.position)),
    db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          eq(attempts.testId, owner.test.id),
          eq(attempts.userId, owner.userId),
          ne(attempts.status, 'in_progress'),
        ),
      )
      .orderBy(desc(sql`coalesce(${attempts.finishedAt}, ${attempts.startedAt})`), desc(attempts.id))
      .limit(1),
    reportOf(db, owner, now),
  ]);
  if (!place) throw new HttpError(403, MESSAGES.notYours);

  const stored = attempt
    ? await db
        .select({ questionId: attemptAnswers.questionId, answer: attemptAnswers.answer })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attempt.id))
    : [];
  const answers = new Map(stored.map((row) => [row.questionId, row.answer as AnswerValue | null]));
  const scored = new Map(report.question_wise_distribution.map((q) => [q.question_id, q]));
  const passagesShown = new Set<number>();

  let attemptedAt: string | null = null;
  if (report.attempted_at) {
    const clock = wallClock(place.timeZone, new Date(report.attempted_at));
    attemptedAt = `${clock.date.split('-').reverse().join('-')} ${twelveHour(clock.time)}`;
  }
  const totalMarks = paper.reduce((sum, row) => sum + Number(row.marks), 0);

  return {
    language: place.language,
    instituteName: place.name,
    testId: owner.test.id,
    testName: owner.test.name,
    studentName: owner.name,
    displayId: place.displayId ?? '',
    attemptedAt,
    score: report.test_report?.total_score ?? null,
    totalMarks: report.test_report?.total_marks ?? totalMarks,
    rank: report.test_report?.rank ?? null,
    questions: paper.map((row) => {
      const firstOfPassage = row.passageId !== null && !passagesShown.has(row.passageId);
      if (row.passageId !== null) passagesShown.add(row.passageId);
      const result = scored.get(row.id);
      const outcome = result?.outcome ?? 'left';
      return {
        number: row.position,
        subject: row.subject,
        type: row.type,
        marks: Number(row.marks),
        given: outcome === 'pending' ? null : (result?.total_score ?? 0),
        outcome,
        passage: firstOfPassage ? plainText(row.passage) : null,
        text: plainText(row.question),
        options: row.options.map((_, i) => optionLine(row, i)),
        choices: (row.choices ?? []).map((choice, i) => `${choiceLetter(i)}) ${plainText(choice)}`),
        yourAnswer: answerLines(row, answers.get(row.id)),
        correctAnswer: correctLines(row),
        feedback: plainText(row.feedback),
        solution: plainText(row.solution),
      };
    }),
  };
}
