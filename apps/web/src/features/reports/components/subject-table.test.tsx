// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { cut } from '@portal/shared/exams/rules';
import { REPORT_CUT } from '@portal/shared/reports/rules';
import type { SubjectDistribution } from '@portal/shared/reports/schema';
import { setLanguage } from '@/lib/i18n';
import { ReportSubjects } from './report-subjects';
import { ScoreCardSubjects } from './score-card/score-card-subjects';

/*
 * The one subject table (subject-table.tsx) as the report's Summary tab and the score card draw it:
 * their own columns, the report's abbreviations explained, the score card's totals.
 */

const subject = (name: string, figures: Partial<SubjectDistribution> = {}): SubjectDistribution => ({
  subject_name: name,
  total_score: 12,
  total_attempted_time: 3725,
  right_ques_count: 4,
  wrong_ques_count: 2,
  left_ques_count: 1,
  right_ques_marks: 16,
  wrong_ques_marks: -4,
  total_marks: 28,
  ...figures,
});

const LONG = 'Environmental science and sustainable development';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeAll(() => setLanguage('en', ['reports', 'score-card']));
afterEach(cleanup);

describe("the report's subject table", () => {
  it('names each column in full for screen readers, shows the abbreviation, and explains it on hover', () => {
    render(<ReportSubjects subjects={[subject('Physics'), subject('Chemistry')]} />);
    const table = screen.getByRole('table', { name: 'Subject-wise report' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Subject',
      'T.STotal score',
      'A.TAttempted time',
      'R.QRight questions',
      'W.QWrong questions',
      'L.QLeft questions',
      'R.MRight marks',
      'W.MWrong marks',
    ]);
    const total = within(table).getByRole('columnheader', { name: 'Total score' });
    expect(total.querySelector('abbr')?.title).toBe('Total score');
    expect(total).toHaveProperty('className', 'rp-num');
  });

  it('draws one row a subject with its figures, and no totals row', () => {
    render(<ReportSubjects subjects={[subject('Physics'), subject('Chemistry', { total_score: 7.5 })]} />);
    const table = screen.getByRole('table');
    const physics = within(table).getByRole('row', { name: /^Physics/ });
    expect(cells(physics)).toEqual(['12', '1 h 2 m 5 s', '4', '2', '1', '16', '-4']);
    expect(cells(within(table).getByRole('row', { name: /^Chemistry/ }))[0]).toBe('7.5');
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('cuts a long subject name, whole for screen readers and on hover', () => {
    render(<ReportSubjects subjects={[subject(LONG)]} />);
    const name = screen.getByRole('rowheader', { name: LONG });
    expect(name.querySelector('[title]')?.getAttribute('title')).toBe(LONG);
    expect(name.querySelector('[aria-hidden="true"]')?.textContent).toBe(cut(LONG, REPORT_CUT.tableSubject));
    expect(cut(LONG, REPORT_CUT.tableSubject)).not.toBe(LONG);
  });

  it('says there is no subject report instead of an empty table', () => {
    render(<ReportSubjects subjects={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No subject report available')).toBeTruthy();
  });
});

describe("the score card's subject table", () => {
  it('is named by its heading and shows marks, correct, incorrect, left and time', () => {
    render(<ScoreCardSubjects subjects={[subject('Physics')]} />);
    const table = screen.getByRole('table', { name: 'Subject-wise result' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Subject', 'Marks', 'Correct', 'Incorrect', 'Left', 'Time taken']);
    expect(cells(within(table).getByRole('row', { name: /^Physics/ }))).toEqual([
      '12 / 28',
      '4',
      '2',
      '1',
      '1 h 2 min 5 s',
    ]);
  });

  it('adds the totals row for more than one subject only', () => {
    render(<ScoreCardSubjects subjects={[subject('Physics')]} />);
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
    cleanup();

    render(
      <ScoreCardSubjects
        subjects={[subject('Physics'), subject('Chemistry', { total_score: 3, total_attempted_time: 75 })]}
      />,
    );
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(total.parentElement?.tagName).toBe('TFOOT');
    expect(cells(total)).toEqual(['15 / 56', '8', '4', '2', '1 h 3 min 20 s']);
  });
});
