import type { StudentStatus } from './schema';

/** Spec section 9: the category id of the list call and the submission payload. */
export const ASSIGNMENT_CATEGORY_ID = 255;
export const REMARK_MAX = 200;
export const LINK_NAME_MAX = 50;
export const ASSIGNMENT_LIMITS = {
  maxFiles: 20,
  /** 150 MB of new files together. */
  maxTotalBytes: 157_286_400,
  maxLinks: 5,
} as const;
/** The 'Not Submitted'/'Expired' query parameter value that opens the Past tab. */
export const PAST_TAB_PARAM = '999';

/** Spec section 5 and 8, exact English wording (the server answers them; the web translates). */
export const ASSIGNMENT_MESSAGES = {
  nothing: 'Please upload at least one assignment file/url',
  tooManyFiles: 'You can only upload up to 20 files.',
  tooLarge: 'Total upload size cannot exceed 150 MB.',
  tooManyLinks: 'You can add up to 5 links.',
  badUrl: 'Please enter valid url!',
  badUrlName: 'Please enter valid url name.',
  urlNameTooLong: 'The url name can be at most 50 characters.',
  remarkTooLong: 'The remark can be at most 200 characters.',
  parents: 'Parents are not allowed to submit',
  confirmSubmit: 'Are you sure you want to submit the Assignment?',
  alreadySubmitted: 'This assignment is already submitted and cannot be changed.',
  closed: 'This assignment is past its due date and late submission is not allowed.',
  stale: 'This assignment was changed meanwhile. Please reload and try again.',
} as const;

/** The message for a file refused by its type (the server checks the bytes, the browser the name). */
export const badFileTypeMessage = (name: string) =>
  `${name}: this file type is not allowed (Word, Excel, PowerPoint, text, PDF, images, mp4, m4v).`;

export type ShownStatus = StudentStatus | 'Evaluated';
export type AssignmentTab = 'ongoing' | 'past';

/** Spec section 4: Submitted and evaluated by the teacher is shown and filtered as Evaluated. */
export function shownStatus(item: {
  student_status: StudentStatus;
  teacher_status: 'Evaluated' | null;
}): ShownStatus {
  return item.student_status === 'Submitted' && item.teacher_status === 'Evaluated'
    ? 'Evaluated'
    : item.student_status;
}

/**
 * The student's status the server derives (spec section 4): a submitted one stays Submitted;
 * a past one not submitted is Not Submitted when late submission is allowed, else Expired;
 * an ongoing one is Draft when saved, else Pending.
 */
export function studentStatus(input: {
  saved: 'Draft' | 'Submitted' | null;
  past: boolean;
  allowLate: boolean;
}): StudentStatus {
  if (input.saved === 'Submitted') return 'Submitted';
  if (input.past) return input.allowLate ? 'Not Submitted' : 'Expired';
  return input.saved === 'Draft' ? 'Draft' : 'Pending';
}

/** Spec section 2.6: the status dropdown's options per tab ('' is 'Select Status': all). */
export const STATUS_OPTIONS: Record<AssignmentTab, readonly ShownStatus[]> = {
  ongoing: ['Pending', 'Draft', 'Submitted', 'Evaluated'],
  past: ['Submitted', 'Not Submitted', 'Evaluated', 'Expired'],
};

export const isPast = (item: { days_left: number }) => item.days_left === -1;

/** Spec section 4: editable when Pending, Draft or Not Submitted (Not Submitted only exists with late submission). */
export function canEdit(item: {
  student_status: StudentStatus;
  days_left: number;
  allow_assignment_late_submission: 'Y' | 'N';
}): boolean {
  if (!['Pending', 'Draft', 'Not Submitted'].includes(item.student_status)) return false;
  return !isPast(item) || item.allow_assignment_late_submission === 'Y';
}

interface Searchable {
  title: string;
  course_name: string;
  subject_name: string;
  end_date: string;
  days_left: number;
  student_status: StudentStatus;
  teacher_status: 'Evaluated' | null;
}

/**
 * Spec sections 2.6 and 5: the status filter ('' for all) and the search (status, end date as
 * shown, course, title, subject, days left; case-insensitive).
 */
export function filterAssignments<T extends Searchable>(
  items: readonly T[],
  status: ShownStatus | '',
  search: string,
  formatDate: (iso: string) => string,
  /** The status as the user reads it (their language), matched beside the English one. */
  statusText: (status: ShownStatus) => string = (status) => status,
): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    if (status !== '' && shownStatus(item) !== status) return false;
    if (needle === '') return true;
    const fields = [
      shownStatus(item),
      statusText(shownStatus(item)),
      formatDate(item.end_date),
      item.course_name,
      item.title,
      item.subject_name,
      String(item.days_left),
    ];
    return fields.some((field) => field.toLowerCase().includes(needle));
  });
}

export type DueBadge =
  | { kind: 'time'; timeLeft: string }
  | { kind: 'one' }
  | { kind: 'soon'; days: number }
  | { kind: 'week'; days: number };

/** Spec section 2.6: on ongoing cards within 7 days: 0 time left, 1 '1 day left', 2-5 and 6-7 in two colours. */
export function dueBadge(item: { days_left: number; time_left: string }): DueBadge | null {
  const days = item.days_left;
  if (days < 0 || days > 7) return null;
  if (days === 0) return { kind: 'time', timeLeft: item.time_left };
  if (days === 1) return { kind: 'one' };
  return days <= 5 ? { kind: 'soon', days } : { kind: 'week', days };
}

/** A general http/https/ftp web address (spec section 5). */
const WEB_ADDRESS = /^(?:https?|ftp):\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

export const isWebAddress = (url: string) => WEB_ADDRESS.test(url.trim());

/** One link's message, or null (name required and at most 50 characters; URL a web address). */
export function linkError(link: { display_name: string; url: string }): string | null {
  if (!isWebAddress(link.url)) return ASSIGNMENT_MESSAGES.badUrl;
  const name = link.display_name.trim();
  if (name === '') return ASSIGNMENT_MESSAGES.badUrlName;
  if (name.length > LINK_NAME_MAX) return ASSIGNMENT_MESSAGES.urlNameTooLong;
  return null;
}

/** Spec section 5: the add-link form hides once links plus existing link attachments exceed 4. */
export const linkFormHidden = (links: number, existingLinks: number) => links + existingLinks > 4;

export interface SubmissionDraft {
  /** Sizes of the new files, bytes. */
  newFileSizes: readonly number[];
  /** Stored attachments kept (after removals). */
  keptFiles: number;
  keptLinks: number;
  links: ReadonlyArray<{ display_name: string; url: string }>;
  comment: string;
}

/** Spec section 5, checked in this order in the browser and again on the server: the first message, or null. */
export function submissionError(draft: SubmissionDraft): string | null {
  const files = draft.newFileSizes.length + draft.keptFiles;
  const links = draft.links.length + draft.keptLinks;
  if (files + links === 0) return ASSIGNMENT_MESSAGES.nothing;
  if (files > ASSIGNMENT_LIMITS.maxFiles) return ASSIGNMENT_MESSAGES.tooManyFiles;
  const total = draft.newFileSizes.reduce((sum, size) => sum + size, 0);
  if (total > ASSIGNMENT_LIMITS.maxTotalBytes) return ASSIGNMENT_MESSAGES.tooLarge;
  if (links > ASSIGNMENT_LIMITS.maxLinks) return ASSIGNMENT_MESSAGES.tooManyLinks;
  for (const link of draft.links) {
    const error = linkError(link);
    if (error) return error;
  }
  if (draft.comment.length > REMARK_MAX) return ASSIGNMENT_MESSAGES.remarkTooLong;
  return null;
}

/** Spec section 5: Word, Excel, PowerPoint, plain text, PDF, any image, mp4 and m4v. */
export const ALLOWED_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'mp4',
  'm4v',
] as const;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'tif', 'tiff', 'heic', 'avif', 'ico'];

/** The file input's accept list. */
export const ACCEPT = [...ALLOWED_EXTENSIONS.map((e) => `.${e}`), 'image/*'].join(',');

/** The browser's first check, by name (the server checks the bytes). */
export function allowedByName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (!name.includes('.')) return false;
  return (
    (ALLOWED_EXTENSIONS as readonly string[]).includes(extension) || IMAGE_EXTENSIONS.includes(extension)
  );
}
