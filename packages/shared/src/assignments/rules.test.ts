import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES as M,
  allowedByName,
  canEdit,
  dueBadge,
  filterAssignments,
  linkError,
  linkFormHidden,
  shownStatus,
  STATUS_OPTIONS,
  studentStatus,
  submissionError,
  type SubmissionDraft,
} from './rules';
import type { AssignmentListItem } from './schema';

describe('studentStatus and shownStatus', () => {
  it.each([
    [null, false, false, 'Pending'],
    ['Draft', false, false, 'Draft'],
    ['Submitted', false, false, 'Submitted'],
    ['Submitted', true, false, 'Submitted'],
    [null, true, true, 'Not Submitted'],
    ['Draft', true, true, 'Not Submitted'],
    [null, true, false, 'Expired'],
    ['Draft', true, false, 'Expired'],
  ] as const)('saved %s, past %s, late %s → %s', (saved, past, allowLate, expected) => {
    expect(studentStatus({ saved, past, allowLate })).toBe(expected);
  });

  it.each([
    ['Submitted', 'Evaluated', 'Evaluated'],
    ['Submitted', null, 'Submitted'],
    ['Draft', null, 'Draft'],
    ['Expired', null, 'Expired'],
  ] as const)('%s + teacher %s shows %s', (student_status, teacher_status, shown) => {
    expect(shownStatus({ student_status, teacher_status })).toBe(shown);
  });

  it('offers the spec options per tab', () => {
    expect(STATUS_OPTIONS.ongoing).toEqual(['Pending', 'Draft', 'Submitted', 'Evaluated']);
    expect(STATUS_OPTIONS.past).toEqual(['Submitted', 'Not Submitted', 'Evaluated', 'Expired']);
  });
});

describe('canEdit', () => {
  it.each([
    ['Pending', 3, 'N', true],
    ['Draft', 0, 'N', true],
    ['Not Submitted', -1, 'Y', true],
    ['Not Submitted', -1, 'N', false],
    ['Submitted', 3, 'Y', false],
    ['Expired', -1, 'N', false],
    ['Expired', -1, 'Y', false],
  ] as const)('%s, days_left %i, late %s → %s', (student_status, days_left, late, expected) => {
    expect(canEdit({ student_status, days_left, allow_assignment_late_submission: late })).toBe(expected);
  });
});

describe('dueBadge', () => {
  it.each([
    [-1, null],
    [8, null],
    [0, { kind: 'time', timeLeft: '05:30' }],
    [1, { kind: 'one' }],
    [2, { kind: 'soon', days: 2 }],
    [5, { kind: 'soon', days: 5 }],
    [6, { kind: 'week', days: 6 }],
    [7, { kind: 'week', days: 7 }],
  ] as const)('days_left %i → %o', (days_left, expected) => {
    expect(dueBadge({ days_left, time_left: '05:30' })).toEqual(expected);
  });
});

describe('filterAssignments', () => {
  const item = (over: Partial<AssignmentListItem>): AssignmentListItem => ({
    file_id: 1,
    title: 'Fractions worksheet',
    course_name: 'Class 8 - A',
    subject_name: 'Mathematics',
    end_date: '2026-11-28T12:30:00.000Z',
    days_left: 3,
    time_left: '00:00',
    student_status: 'Pending',
    teacher_status: null,
    ...over,
  });
  const items = [
    item({ file_id: 1 }),
    item({ file_id: 2, title: 'Poem', subject_name: 'English', student_status: 'Draft', days_left: 12 }),
    item({
      file_id: 3,
      title: 'Map',
      subject_name: 'Geography',
      student_status: 'Submitted',
      teacher_status: 'Evaluated',
    }),
    item({
      file_id: 4,
      title: 'Essay',
      subject_name: 'Hindi',
      student_status: 'Submitted',
      end_date: '2026-12-05T10:00:00.000Z',
    }),
  ];
  const format = (iso: string) => iso.slice(8, 10) + '-' + iso.slice(5, 7) + '-' + iso.slice(0, 4);
  const ids = (status: Parameters<typeof filterAssignments>[1], search: string) =>
    filterAssignments(items, status, search, format).map((i) => i.file_id);

  it("matches the status in the user's language too", () => {
    const french = { Pending: 'À faire', Draft: 'Brouillon' } as Record<string, string>;
    const found = filterAssignments(items, '', 'brouillon', format, (s) => french[s] ?? s);
    expect(found.map((i) => i.file_id)).toEqual([2]);
  });

  it.each([
    ['', '', [1, 2, 3, 4]],
    ['Evaluated', '', [3]],
    ['Submitted', '', [4]],
    ['Draft', '', [2]],
    ['', 'ENGLISH', [2]],
    ['', 'evaluated', [3]],
    ['', 'poem', [2]],
    ['', '05-12-2026', [4]],
    ['', 'class 8', [1, 2, 3, 4]],
    ['', '12', [2, 4]],
    ['Draft', 'maths', []],
    ['', '  map ', [3]],
  ] as const)('status %s, search %s', (status, search, expected) => {
    expect(ids(status, search)).toEqual(expected);
  });
});

describe('links', () => {
  it.each([
    [{ display_name: 'Notes', url: 'https://example.com/a?b=1' }, null],
    [{ display_name: 'Notes', url: 'http://docs.example.org' }, null],
    [{ display_name: 'Notes', url: 'ftp://files.example.net/x.zip' }, null],
    [{ display_name: 'Notes', url: 'example.com' }, M.badUrl],
    [{ display_name: 'Notes', url: 'javascript:alert(1)' }, M.badUrl],
    [{ display_name: 'Notes', url: 'https://localhost' }, M.badUrl],
    [{ display_name: 'Notes', url: 'https://exa mple.com' }, M.badUrl],
    [{ display_name: '  ', url: 'https://example.com' }, M.badUrlName],
    [{ display_name: 'x'.repeat(50), url: 'https://example.com' }, null],
    [{ display_name: 'x'.repeat(51), url: 'https://example.com' }, M.urlNameTooLong],
  ])('%o → %s', (link, expected) => {
    expect(linkError(link)).toBe(expected);
  });

  it.each([
    [0, 4, false],
    [4, 0, false],
    [2, 3, true],
    [5, 0, true],
  ])('form hidden with %i new and %i existing links: %s', (links, existing, hidden) => {
    expect(linkFormHidden(links, existing)).toBe(hidden);
  });
});

describe('submissionError, in the spec order', () => {
  const link = { display_name: 'Notes', url: 'https://example.com' };
  const draft = (over: Partial<SubmissionDraft>): SubmissionDraft => ({
    newFileSizes: [],
    keptFiles: 0,
    keptLinks: 0,
    links: [],
    comment: '',
    ...over,
  });
  const MB = 1024 * 1024;
  it.each([
    ['nothing at all', draft({}), M.nothing],
    ['nothing, even with a remark', draft({ comment: 'done' }), M.nothing],
    ['one kept file', draft({ keptFiles: 1 }), null],
    ['one kept link', draft({ keptLinks: 1 }), null],
    ['one new link', draft({ links: [link] }), null],
    ['20 files', draft({ newFileSizes: Array(15).fill(1), keptFiles: 5 }), null],
    ['21 files', draft({ newFileSizes: Array(16).fill(1), keptFiles: 5 }), M.tooManyFiles],
    ['21 files and too large: files first', draft({ newFileSizes: Array(21).fill(10 * MB) }), M.tooManyFiles],
    ['exactly 150 MB', draft({ newFileSizes: [100 * MB, 50 * MB] }), null],
    ['150 MB and a byte', draft({ newFileSizes: [100 * MB, 50 * MB + 1] }), M.tooLarge],
    [
      'too large and bad link: size first',
      draft({ newFileSizes: [151 * MB], links: [{ ...link, url: 'x' }] }),
      M.tooLarge,
    ],
    ['5 links', draft({ links: Array(3).fill(link), keptLinks: 2 }), null],
    ['6 links', draft({ links: Array(4).fill(link), keptLinks: 2 }), M.tooManyLinks],
    ['bad url', draft({ links: [{ ...link, url: 'notaurl' }] }), M.badUrl],
    ['no name', draft({ links: [{ ...link, display_name: '' }] }), M.badUrlName],
    ['long name', draft({ links: [{ ...link, display_name: 'n'.repeat(51) }] }), M.urlNameTooLong],
    ['200-character remark', draft({ keptFiles: 1, comment: 'r'.repeat(200) }), null],
    ['201-character remark', draft({ keptFiles: 1, comment: 'r'.repeat(201) }), M.remarkTooLong],
  ])('%s', (_name, input, expected) => {
    expect(submissionError(input)).toBe(expected);
  });
});

describe('allowedByName', () => {
  it.each([
    ['essay.docx', true],
    ['old.doc', true],
    ['sheet.XLSX', true],
    ['deck.ppt', true],
    ['notes.txt', true],
    ['answer.pdf', true],
    ['photo.jpeg', true],
    ['scan.heic', true],
    ['clip.mp4', true],
    ['clip.m4v', true],
    ['clip.webm', false],
    ['setup.exe', false],
    ['archive.zip', false],
    ['pdf', false],
  ])('%s → %s', (name, expected) => {
    expect(allowedByName(name)).toBe(expected);
  });
});
