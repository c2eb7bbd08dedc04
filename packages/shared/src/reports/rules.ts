/**
 * Report rules (spec schedule-exams-fees sections 2.2, 4, 5, 6), shared by the server
 * (which decides what a report answers) and the web (which draws it).
 */
import type { AverageReport, ReportStatus, TestReportBlock, TopperReport } from './schema';

/** What the report status needs to know of a test (timestamps in seconds, as on the wire). */
export interface ReportStatusInput {
  test_type_id: number;
  end_timestamp: number;
  /** Finished attempts of the student. */
  total_attempts: number;
  is_result_published: number;
}

/**
 * spec section 4, test report status: expired when the end passed with zero attempts
 * (mock and online types); under evaluation when attempts exist (or practice) and the
 * result is not published; published otherwise. Before that there is nothing to report:
 * a test still open and not finished, or a practice test never tried (section 5: type 2
 * requires at least one attempt).
 */
export function reportStatus(test: ReportStatusInput, nowMs: number): ReportStatus {
  const ended = nowMs >= test.end_timestamp * 1000;
  const practice = test.test_type_id === 2;
  if (test.total_attempts === 0) {
    if (practice || !ended) return 'not_attempted';
    return 'expired';
  }
  return test.is_result_published ? 'attempted_n_result_published' : 'attempted_n_under_evaluation';
}

/** Only a published result has a View button; expired and under evaluation show 'no report available'. */
export const hasReport = (status: ReportStatus): boolean => status === 'attempted_n_result_published';

/** Tests the Online tab of /report lists: every one with a status to show. */
export const listedInReports = (status: ReportStatus): boolean => status !== 'not_attempted';

/** Two decimals, as a number (1.005 → 1.01 is not promised; 2/3 → 66.67). */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/**
 * spec section 5: (students − rank) / students × 100, two decimals; 99 when one or no
 * student appeared.
 */
export function percentile(students: number, rank: number): number {
  if (students <= 1) return 99;
  return twoDecimals(((students - rank) / students) * 100);
}

/** spec section 5: correct over attempted, as a percentage with two decimals (0 when nothing attempted). */
export function accuracy(correct: number, attempted: number): number {
  if (attempted <= 0) return 0;
  return twoDecimals((correct / attempted) * 100);
}

/** The comparison tab is hidden for practice tests (type 2). */
export const showsComparison = (testTypeId: number): boolean => testTypeId !== 2;

/** Preview and download of the solution report: only when published and allowed. */
export const solutionAvailable = (test: {
  is_result_published: number;
  is_download_solution: number;
}): boolean => test.is_result_published === 1 && test.is_download_solution === 1;

export interface ComparisonRow {
  who: 'you' | 'topper' | 'average';
  score: number;
  /** Percent, two decimals. */
  accuracy: number;
  correct: number;
  wrong: number;
  /** Seconds. */
  time: number;
}

/** spec section 2.2: rows You, Topper, Average; columns score, accuracy, correct, wrong, time. */
export function comparisonRows(
  you: TestReportBlock,
  topper: TopperReport,
  average: AverageReport,
): ComparisonRow[] {
  const youAttempted = you.right_ques_count + you.wrong_ques_count;
  return [
    {
      who: 'you',
      score: you.total_score,
      accuracy: accuracy(you.right_ques_count, youAttempted),
      correct: you.right_ques_count,
      wrong: you.wrong_ques_count,
      time: you.total_attempted_time,
    },
    {
      who: 'topper',
      score: topper.marks_obtained,
      accuracy: accuracy(topper.total_correct_que, topper.total_attempted),
      correct: topper.total_correct_que,
      wrong: topper.total_incorrect_que,
      time: topper.total_time_taken,
    },
    {
      who: 'average',
      score: average.marks,
      accuracy: accuracy(average.correct, average.attempted),
      correct: average.correct,
      wrong: average.incorrect,
      time: average.time_taken,
    },
  ];
}

/** Display cut-offs (spec section 5): offline fields 24, graph labels 20, subject in tables 30. */
export const REPORT_CUT = { offlineField: 24, graphLabel: 20, tableSubject: 30 } as const;

/** The subject table's column abbreviations, in order (spec section 2.2). */
export const SUBJECT_COLUMNS = ['ts', 'at', 'rq', 'wq', 'lq', 'rm', 'wm'] as const;
export type SubjectColumn = (typeof SUBJECT_COLUMNS)[number];
