import type { CsvRow, Problems } from './csv';
import type { FileSet } from './files';
import {
  base,
  DATE_TIME,
  isRealDate,
  readRosterFile,
  type Mode,
  type Roster,
  type RosterFile,
  type ScoreStatus,
} from './roster-read';

const SCORE_STATUSES: ScoreStatus[] = [
  'fully graded',
  'partially graded',
  'submitted',
  'not submitted',
  'exempt',
];
const MARKS = /^\d{1,5}(\.\d{1,2})?$/;

/** Hours of a OneRoster dateTime, or null when it names none. */
const hoursOf = (value: string) => /T(\d{2}:\d{2})/.exec(value)?.[1] ?? null;

/** Streams the gradebook files (categories, lineItems, results) into the roster, each row checked on its own. */
export async function readGradebook(files: FileSet, roster: Roster, problems: Problems): Promise<void> {
  const read = (name: RosterFile, onRow: (row: CsvRow, mode: Mode, seen: Map<string, number>) => void) =>
    readRosterFile(files, roster, name, problems, onRow);
  await read('categories', (row, mode, seen) => {
    const b = base('categories.csv', mode, row, seen, problems);
    if (b && b.status === 'active') roster.categories.set(b.sourcedId, row.get('title'));
  });
  await read('lineItems', (row, mode, seen) => {
    const file = 'lineItems.csv';
    const b = base(file, mode, row, seen, problems);
    if (!b) return;
    const title = row.get('title');
    if (b.status === 'active' && title === '')
      problems.add(file, row.line, 'title', 'the title (the subject) is empty.');
    const due = row.get('dueDate');
    const day = due.slice(0, 10);
    if (!isRealDate(day) || !DATE_TIME.test(due)) {
      problems.add(
        file,
        row.line,
        'dueDate',
        `"${due}" is not a date (the exam's day) like 2026-11-20 or 2026-11-20T09:00:00Z.`,
      );
    }
    const assign = row.get('assignDate');
    if (assign !== '' && !DATE_TIME.test(assign)) {
      problems.add(
        file,
        row.line,
        'assignDate',
        `"${assign}" is not a date like 2026-11-20 or 2026-11-20T09:00:00Z.`,
      );
    }
    const max = row.get('resultValueMax');
    if (!MARKS.test(max) || Number(max) <= 0) {
      problems.add(
        file,
        row.line,
        'resultValueMax',
        `"${max}" is not the maximum marks (a number above 0, up to two decimals).`,
      );
    }
    const sameDay = assign.slice(0, 10) === day;
    roster.lineItems.set(b.sourcedId, {
      ...b,
      title,
      description: row.get('description'),
      classId: row.get('classSourcedId'),
      category: row.get('categorySourcedId'),
      date: day,
      start: (sameDay && hoursOf(assign)) || '09:00',
      end: hoursOf(due) ?? '12:00',
      max: Number(max),
    });
  });
  await read('results', (row, mode, seen) => {
    const file = 'results.csv';
    const b = base(file, mode, row, seen, problems);
    if (!b) return;
    const scoreStatus = row.get('scoreStatus') as ScoreStatus;
    if (!SCORE_STATUSES.includes(scoreStatus)) {
      problems.add(
        file,
        row.line,
        'scoreStatus',
        `"${scoreStatus}" is not a score status: use fully graded, partially graded, submitted, not submitted or exempt.`,
      );
      return;
    }
    const raw = row.get('score');
    let score: number | null = null;
    if (scoreStatus === 'fully graded' || raw !== '') {
      if (!MARKS.test(raw)) {
        problems.add(file, row.line, 'score', `"${raw}" is not a mark (a number, up to two decimals).`);
        return;
      }
      score = Number(raw);
    }
    roster.results.set(b.sourcedId, {
      ...b,
      lineItem: row.get('lineItemSourcedId'),
      student: row.get('studentSourcedId'),
      scoreStatus,
      score,
    });
  });
}
