import { describe, expect, it } from 'vitest';
import {
  accuracy,
  comparisonRows,
  hasReport,
  listedInReports,
  percentile,
  reportStatus,
  showsComparison,
  solutionAvailable,
  type ReportStatusInput,
} from './rules';
import type { ReportStatus } from './schema';

const END = 1_800_000_000; // seconds
const beforeEnd = END * 1000 - 1;
const atEnd = END * 1000;
const afterEnd = END * 1000 + 60_000;

describe('percentile', () => {
  it('is (students − rank) / students × 100 with two decimals', () => {
    expect(percentile(40, 1)).toBe(97.5);
    expect(percentile(40, 40)).toBe(0);
    expect(percentile(3, 1)).toBe(66.67);
    expect(percentile(6, 5)).toBe(16.67);
  });

  it('is 99 for one student or none', () => {
    expect(percentile(1, 1)).toBe(99);
    expect(percentile(0, 1)).toBe(99);
  });

  it('gives tied students (same rank) the same percentile', () => {
    // Scores 10, 10, 2, 2, −1: ranks 1, 1, 3, 3, 5.
    const ranks = [1, 1, 3, 3, 5];
    expect(ranks.map((rank) => percentile(5, rank))).toEqual([80, 80, 40, 40, 0]);
  });
});

describe('accuracy', () => {
  it('is correct over attempted as a percentage with two decimals', () => {
    expect(accuracy(7, 9)).toBe(77.78);
    expect(accuracy(2, 3)).toBe(66.67);
    expect(accuracy(5, 5)).toBe(100);
    expect(accuracy(0, 4)).toBe(0);
  });

  it('is 0 when nothing was attempted', () => {
    expect(accuracy(0, 0)).toBe(0);
  });
});

describe('reportStatus', () => {
  const input = (over: Partial<ReportStatusInput>): ReportStatusInput => ({
    test_type_id: 1,
    end_timestamp: END,
    total_attempts: 0,
    is_result_published: 0,
    ...over,
  });
  const table: Array<[string, Partial<ReportStatusInput>, number, ReportStatus]> = [
    ['mock, ended, never attempted', { test_type_id: 1 }, afterEnd, 'expired'],
    ['online, ended exactly now, never attempted', { test_type_id: 4 }, atEnd, 'expired'],
    ['published but never attempted and ended', { is_result_published: 1 }, afterEnd, 'expired'],
    ['mock, still open, never attempted', { test_type_id: 1 }, beforeEnd, 'not_attempted'],
    ['practice, never attempted, ended', { test_type_id: 2 }, afterEnd, 'not_attempted'],
    ['practice, never attempted, open', { test_type_id: 2 }, beforeEnd, 'not_attempted'],
    ['mock attempted, not published', { total_attempts: 1 }, afterEnd, 'attempted_n_under_evaluation'],
    ['online attempted, still open, not published', { test_type_id: 4, total_attempts: 1 }, beforeEnd, 'attempted_n_under_evaluation'],
    ['practice attempted, not published', { test_type_id: 2, total_attempts: 2 }, beforeEnd, 'attempted_n_under_evaluation'],
    ['mock attempted, published', { total_attempts: 1, is_result_published: 1 }, afterEnd, 'attempted_n_result_published'],
    ['online attempted, published while open', { test_type_id: 4, total_attempts: 1, is_result_published: 1 }, beforeEnd, 'attempted_n_result_published'],
    ['practice attempted, published', { test_type_id: 2, total_attempts: 3, is_result_published: 1 }, afterEnd, 'attempted_n_result_published'],
  ]; // prettier-ignore
  it.each(table)('%s → %s', (_name, over, now, expected) => {
    expect(reportStatus(input(over), now)).toBe(expected);
  });

  it('only a published result has a report; every status but not_attempted is listed', () => {
    expect(hasReport('attempted_n_result_published')).toBe(true);
    expect(hasReport('attempted_n_under_evaluation')).toBe(false);
    expect(hasReport('expired')).toBe(false);
    expect(hasReport('not_attempted')).toBe(false);
    expect(listedInReports('expired')).toBe(true);
    expect(listedInReports('attempted_n_under_evaluation')).toBe(true);
    expect(listedInReports('attempted_n_result_published')).toBe(true);
    expect(listedInReports('not_attempted')).toBe(false);
  });
});

describe('comparison and solution', () => {
  it('hides the comparison for practice tests only', () => {
    expect(showsComparison(1)).toBe(true);
    expect(showsComparison(4)).toBe(true);
    expect(showsComparison(2)).toBe(false);
  });

  it('offers the solution only when published and download allowed', () => {
    expect(solutionAvailable({ is_result_published: 1, is_download_solution: 1 })).toBe(true);
    expect(solutionAvailable({ is_result_published: 0, is_download_solution: 1 })).toBe(false);
    expect(solutionAvailable({ is_result_published: 1, is_download_solution: 0 })).toBe(false);
    expect(solutionAvailable({ is_result_published: 0, is_download_solution: 0 })).toBe(false);
  });

  it('builds the rows You, Topper, Average with accuracy over right and wrong', () => {
    const rows = comparisonRows(
      {
        rank: 3,
        total_score: 2,
        total_marks: 16,
        total_students: 6,
        right_ques_count: 1,
        wrong_ques_count: 2,
        left_ques_count: 1,
        total_attempted_time: 600,
      },
      {
        marks_obtained: 10,
        maximum_marks: 16,
        total_correct_que: 3,
        total_incorrect_que: 0,
        total_attempted: 3,
        total_time_taken: 700,
      },
      { marks: 3.83, correct: 1.17, incorrect: 0.5, attempted: 1.67, time_taken: 483.5 },
    );
    expect(rows).toEqual([
      { who: 'you', score: 2, accuracy: 33.33, correct: 1, wrong: 2, time: 600 },
      { who: 'topper', score: 10, accuracy: 100, correct: 3, wrong: 0, time: 700 },
      { who: 'average', score: 3.83, accuracy: 70.06, correct: 1.17, wrong: 0.5, time: 483.5 },
    ]);
  });

  it('gives 0 accuracy to a row that attempted nothing', () => {
    const none = comparisonRows(
      {
        rank: 1,
        total_score: 0,
        total_marks: 10,
        total_students: 1,
        right_ques_count: 0,
        wrong_ques_count: 0,
        left_ques_count: 5,
        total_attempted_time: 10,
      },
      { marks_obtained: 0, maximum_marks: 10, total_correct_que: 0, total_incorrect_que: 0, total_attempted: 0, total_time_taken: 10 },
      { marks: 0, correct: 0, incorrect: 0, attempted: 0, time_taken: 10 },
    ); // prettier-ignore
    expect(none.map((row) => row.accuracy)).toEqual([0, 0, 0]);
  });
});
