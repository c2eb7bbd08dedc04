import { eachRow, type CsvRow, type Problems } from './csv';
import type { FileSet } from './files';
import { readPaymentRow, type PaymentRow } from './plain-payments-read';
import { isRealDate, list } from './roster-read';

/*
 * The plain CSVs of docs/import for what OneRoster does not carry. Each file is the whole list
 * of its kind: a row is kept by its own id (a second import updates it), and an id an earlier
 * import had that the file leaves out is removed.
 */

export const PLAIN_FILES = [
  'events.csv',
  'timetable.csv',
  'notices.csv',
  'fee-installments.csv',
  'fee-payments.csv',
] as const;
export type PlainFile = (typeof PLAIN_FILES)[number];

export const PLAIN_COLUMNS: Record<PlainFile, string[]> = {
  'events.csv': ['id', 'type', 'title', 'start_date', 'end_date'],
  'timetable.csv': ['id', 'section', 'weekday', 'start', 'end', 'subject', 'valid_from', 'valid_to'],
  'notices.csv': ['id', 'title', 'date', 'posted_by'],
  'fee-installments.csv': ['id', 'student', 'install_no', 'due_date', 'amount'],
  'fee-payments.csv': ['receipt_no', 'student', 'paid_on', 'amount', 'mode', 'installments'],
};

/** Rupees with up to two decimals ("12500", "12,500.50") as whole paise, without floating point; null: not an amount. */
export function rupeesToPaise(value: string): number | null {
  const plain = value.replaceAll(',', '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const CATEGORIES = { academic: 1, sports: 2, cultural: 3, miscellaneous: 4 } as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface EventRow {
  id: string;
  line: number;
  type: 'holiday' | 'event';
  title: string;
  startDate: string;
  endDate: string;
  category: number | null;
  /** Course (standard) sourcedIds it is for; none: everyone. */
  standards: string[];
  description: string | null;
}

export interface PeriodRow {
  id: string;
  line: number;
  /** The class (section) sourcedId of the roster. */
  section: string;
  /** ISO: 1 Monday ... 7 Sunday. */
  weekday: number;
  start: string;
  end: string;
  subject: string;
  /** A teacher's sourcedId of users.csv, or a name. */
  teacher: string | null;
  validFrom: string;
  validTo: string;
}

export interface NoticeRow {
  id: string;
  line: number;
  title: string;
  date: string;
  postedBy: string;
  /** Class (section) sourcedIds; none: the whole institute. */
  sections: string[];
  description: string;
}

export interface InstallmentRow {
  id: string;
  line: number;
  /** The student's sourcedId. */
  student: string;
  installNo: number;
  dueDate: string;
  amountPaise: number;
  taxPaise: number;
  discountPaise: number;
}

export interface PlainRows {
  present: Set<PlainFile>;
  events: Map<string, EventRow>;
  periods: Map<string, PeriodRow>;
  notices: Map<string, NoticeRow>;
  installments: Map<string, InstallmentRow>;
  /** By receipt number. */
  payments: Map<string, PaymentRow>;
}

function idOf(file: string, row: CsvRow, seen: Map<string, number>, problems: Problems): string | null {
  const id = row.get('id');
  if (id === '') {
    problems.add(
      file,
      row.line,
      'id',
      'the id is empty: every row needs its own id (a second import finds the row by it).',
    );
    return null;
  }
  const earlier = seen.get(id);
  if (earlier !== undefined) {
    problems.add(file, row.line, 'id', `"${id}" appears twice (also on line ${earlier}).`);
    return null;
  }
  seen.set(id, row.line);
  return id;
}

function dateIn(file: string, row: CsvRow, column: string, problems: Problems): string | null {
  const value = row.get(column);
  if (isRealDate(value)) return value;
  problems.add(
    file,
    row.line,
    column,
    `"${value}" is not a date in the form YYYY-MM-DD (for example 2026-12-25).`,
  );
  return null;
}

export async function readPlain(files: FileSet, problems: Problems): Promise<PlainRows> {
  const rows: PlainRows = {
    present: new Set(),
    events: new Map(),
    periods: new Map(),
    notices: new Map(),
    installments: new Map(),
    payments: new Map(),
  };
  const read = async (file: PlainFile, onRow: (row: CsvRow, seen: Map<string, number>) => void) => {
    if (!files.names.has(file)) return;
    rows.present.add(file);
    const seen = new Map<string, number>();
    await eachRow(file, await files.open(file), PLAIN_COLUMNS[file], problems, (row) => onRow(row, seen));
  };

  await read('events.csv', (row, seen) => {
    const file = 'events.csv';
    const id = idOf(file, row, seen, problems);
    if (!id) return;
    const type = row.get('type').toLowerCase();
    if (type !== 'holiday' && type !== 'event') {
      problems.add(file, row.line, 'type', `"${row.get('type')}" must be holiday or event.`);
    }
    const title = row.get('title');
    if (title === '') problems.add(file, row.line, 'title', 'the title is empty.');
    const startDate = dateIn(file, row, 'start_date', problems);
    const endDate = dateIn(file, row, 'end_date', problems);
    if (startDate && endDate && endDate < startDate) {
      problems.add(
        file,
        row.line,
        'end_date',
        `the ${type} ends (${endDate}) before it starts (${startDate}).`,
      );
    }
    const category = row.get('category').toLowerCase();
    if (category !== '' && !(category in CATEGORIES)) {
      problems.add(
        file,
        row.line,
        'category',
        `"${row.get('category')}" must be academic, sports, cultural or miscellaneous.`,
      );
    }
    rows.events.set(id, {
      id,
      line: row.line,
      type: type as EventRow['type'],
      title,
      startDate: startDate ?? '',
      endDate: endDate ?? '',
      category:
        type === 'event'
          ? (CATEGORIES[category as keyof typeof CATEGORIES] ?? CATEGORIES.miscellaneous)
          : null,
      standards: list(row.get('standards').replaceAll(';', ',')),
      description: row.get('description') || null,
    });
  });

  await read('timetable.csv', (row, seen) => {
    const file = 'timetable.csv';
    const id = idOf(file, row, seen, problems);
    if (!id) return;
    const dayText = row.get('weekday').toLowerCase();
    const weekday = /^[1-7]$/.test(dayText) ? Number(dayText) : WEEKDAYS.indexOf(dayText) + 1;
    if (weekday === 0)
      problems.add(
        file,
        row.line,
        'weekday',
        `"${row.get('weekday')}" is not a day of the week (Monday ... Sunday, or 1 ... 7).`,
      );
    const start = row.get('start');
    const end = row.get('end');
    for (const [column, value] of [
      ['start', start],
      ['end', end],
    ] as const) {
      if (!TIME.test(value))
        problems.add(file, row.line, column, `"${value}" is not a time like 09:30 (24-hour clock).`);
    }
    if (TIME.test(start) && TIME.test(end) && end <= start) {
      problems.add(file, row.line, 'end', `the period ends (${end}) before it starts (${start}).`);
    }
    const subject = row.get('subject');
    if (subject === '') problems.add(file, row.line, 'subject', 'the subject is empty.');
    const validFrom = dateIn(file, row, 'valid_from', problems);
    const validTo = dateIn(file, row, 'valid_to', problems);
    if (validFrom && validTo && validTo < validFrom) {
      problems.add(
        file,
        row.line,
        'valid_to',
        `the period is valid until ${validTo}, before it starts (${validFrom}).`,
      );
    }
    rows.periods.set(id, {
      id,
      line: row.line,
      section: row.get('section'),
      weekday,
      start,
      end,
      subject,
      teacher: row.get('teacher') || null,
      validFrom: validFrom ?? '',
      validTo: validTo ?? '',
    });
  });
  await read('notices.csv', (row, seen) => {
    const file = 'notices.csv';
    const id = idOf(file, row, seen, problems);
    if (!id) return;
    const title = row.get('title');
    if (title === '') problems.add(file, row.line, 'title', 'the title is empty.');
    const date = dateIn(file, row, 'date', problems);
    const postedBy = row.get('posted_by');
    if (postedBy === '')
      problems.add(file, row.line, 'posted_by', 'posted_by is empty: the notice board names who posted it.');
    rows.notices.set(id, {
      id,
      line: row.line,
      title,
      date: date ?? '',
      postedBy,
      sections: list(row.get('sections').replaceAll(';', ',')),
      description: row.get('description'),
    });
  });

  await read('fee-installments.csv', (row, seen) => {
    const file = 'fee-installments.csv';
    const id = idOf(file, row, seen, problems);
    if (!id) return;
    const installNo = row.get('install_no');
    if (!/^[1-9]\d{0,2}$/.test(installNo))
      problems.add(
        file,
        row.line,
        'install_no',
        `"${installNo}" is not an installment number (1, 2, 3, ...).`,
      );
    const dueDate = dateIn(file, row, 'due_date', problems);
    const money = (column: string, optional: boolean) => {
      const value = row.get(column);
      if (optional && value === '') return 0;
      const paise = rupeesToPaise(value);
      if (paise === null)
        problems.add(
          file,
          row.line,
          column,
          `"${value}" is not an amount in rupees (for example 12500 or 12500.50).`,
        );
      return paise ?? 0;
    };
    const amountPaise = money('amount', false);
    const taxPaise = money('tax', true);
    const discountPaise = money('discount', true);
    if (discountPaise > amountPaise + taxPaise) {
      problems.add(file, row.line, 'discount', 'the discount is more than the amount and its tax.');
    }
    rows.installments.set(id, {
      id,
      line: row.line,
      student: row.get('student'),
      installNo: Number(installNo),
      dueDate: dueDate ?? '',
      amountPaise,
      taxPaise,
      discountPaise,
    });
  });

  await read('fee-payments.csv', (row, seen) => readPaymentRow(row, seen, rows.payments, problems));
  return rows;
}
