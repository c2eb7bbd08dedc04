import { extensionOf, viewerType } from '../media/rules';
import type { FileMap, SharedDocument } from './schema';

/** spec section 3: the document types, in the order the screen groups them. */
export const DOCUMENT_TYPES = ['Assignment', 'EBook', 'Exam', 'Other', 'Vimeo', 'Youtube'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Files that never get a View button (spec section 2.2: zip and pbix have no view). */
const NO_PREVIEW = new Set(['zip', 'pbix']);

/** What the viewer shows for a read-only file: its own kinds, or the 'Preview not supported' note. */
export type DocumentView = 'file' | 'image' | 'audio' | 'unsupported';

export interface DocumentActions {
  /** Download: only a stored file whose is_readonly is N. */
  download: boolean;
  /** View, and in which viewer; null when there is no View button. */
  view: DocumentView | null;
  /** Play: YouTube or Vimeo. */
  play: 'youtube' | 'vimeo' | null;
  /** A Vimeo item's download links (only when the institute lets Vimeo videos be downloaded). */
  vimeoDownload: boolean;
}

/**
 * The buttons of a document card (spec sections 2.2 and 6):
 * - Download only when is_readonly is N and it is a stored file;
 * - View for read-only files: PDFs in the document viewer, images and audio in theirs (the
 *   viewer can show them, and a read-only file has no other way to be seen); zip and pbix never;
 *   other read-only files (Word, text, video) open the viewer's 'Preview not supported' note;
 * - Play for YouTube (with its id) and Vimeo (with its id);
 * - the Vimeo download links only when vimeo_video_downlodable.
 */
export function documentActions(
  doc: Pick<
    SharedDocument,
    'category_name' | 'file_id' | 'file_name' | 'is_readonly' | 'proc_id' | 'vimeo_video_id'
  >,
  vimeoDownloadable: boolean,
): DocumentActions {
  const category = doc.category_name;
  if (category === 'Youtube')
    return { download: false, view: null, play: doc.proc_id ? 'youtube' : null, vimeoDownload: false };
  if (category === 'Vimeo') {
    const video = doc.vimeo_video_id !== null && doc.vimeo_video_id !== '';
    return {
      download: false,
      view: null,
      play: video ? 'vimeo' : null,
      vimeoDownload: video && vimeoDownloadable,
    };
  }
  if (doc.file_id === null) return { download: false, view: null, play: null, vimeoDownload: false };
  const readOnly = doc.is_readonly === 'Y';
  let view: DocumentView | null = null;
  if (readOnly && !NO_PREVIEW.has(extensionOf(doc.file_name))) {
    const viewer = viewerType({ category, fileName: doc.file_name });
    view = viewer === 'file' || viewer === 'image' || viewer === 'audio' ? viewer : 'unsupported';
  }
  return { download: !readOnly, view, play: null, vimeoDownload: false };
}

/** Bytes as megabytes with two decimals; a non-empty file is at least 0.01 (never shown as 0.00). */
export function megabytes(bytes: number): number {
  if (bytes <= 0) return 0;
  return Math.max(0.01, Math.round((bytes / 1_048_576) * 100) / 100);
}

/** The size text's number ('1.50'); null when there is no size (videos). */
export function sizeText(size: number | null): string | null {
  return size === null ? null : size.toFixed(2);
}

/** The share date DD-MM-YYYY in the institute's time zone ('' for a date that does not parse). */
export function shareDate(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(at);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** spec section 5: filter labels show at most 15 characters (counted as the reader sees them). */
export const FILTER_LABEL_LENGTH = 15;

export function filterLabel(text: string, max = FILTER_LABEL_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

/** The type filter: one type, or every type ('all', what Reset filter returns to). */
export type TypeFilter = DocumentType | 'all';

export interface DocumentGroup {
  type: DocumentType;
  documents: SharedDocument[];
}

/** The groups to show, in the spec's type order, without empty ones; only the chosen type when filtered. */
export function visibleGroups(fileMap: Partial<FileMap>, filter: TypeFilter): DocumentGroup[] {
  return DOCUMENT_TYPES.filter((type) => filter === 'all' || type === filter)
    .map((type) => ({ type, documents: fileMap[type] ?? [] }))
    .filter((group) => group.documents.length > 0);
}

/** The types that have documents (the type filter's options). */
export function typesPresent(fileMap: Partial<FileMap>): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => (fileMap[type]?.length ?? 0) > 0);
}

/** Reset filter: back to the first subject (the one the page opens on) and every type. */
export function resetFilters<S extends { subject_id: number }>(
  subjects: readonly S[],
): { subjectId: number | null; type: TypeFilter } {
  return { subjectId: subjects[0]?.subject_id ?? null, type: 'all' };
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** proc_id: the YouTube id base64-encoded (spec: "encoded Youtube id"). */
export function encodeProcId(youtubeId: string): string {
  return btoa(youtubeId);
}

/** The YouTube id of a proc_id, or null when it does not decode to one (nothing else reaches the embed). */
export function decodeProcId(procId: string | null): string | null {
  if (!procId) return null;
  try {
    const id = atob(procId);
    return YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
