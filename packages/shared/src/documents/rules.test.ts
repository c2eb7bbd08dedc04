import { describe, expect, it } from 'vitest';
import {
  decodeProcId,
  documentActions,
  encodeProcId,
  filterLabel,
  megabytes,
  resetFilters,
  shareDate,
  sizeText,
  typesPresent,
  visibleGroups,
  type DocumentActions,
} from './rules';
import type { SharedDocument } from './schema';

const doc = (over: Partial<SharedDocument>): SharedDocument => ({
  document_id: 1,
  title: 'T',
  file_name: null,
  file_id: null,
  file_url: null,
  proc_id: null,
  vimeo_video_id: null,
  size: null,
  student_file_share_date: '2026-11-20T10:00:00.000Z',
  subject_name: 'Science',
  category_name: 'EBook',
  is_readonly: 'N',
  thumbnail_list: [],
  ...over,
});
const file = (fileName: string, readOnly: 'Y' | 'N', category: SharedDocument['category_name'] = 'EBook') =>
  doc({ file_id: 7, file_name: fileName, is_readonly: readOnly, category_name: category });

const none: DocumentActions = { download: false, view: null, play: null, vimeoDownload: false };

describe('documentActions: the buttons of a card', () => {
  it.each<[string, SharedDocument, boolean, DocumentActions]>([
    ['downloadable PDF: Download only', file('guide.pdf', 'N'), false, { ...none, download: true }],
    ['read-only PDF: View in the document viewer', file('guide.pdf', 'Y'), false, { ...none, view: 'file' }],
    ['read-only PDF, upper-case extension', file('GUIDE.PDF', 'Y'), false, { ...none, view: 'file' }],
    ['read-only image: View as image', file('diagram.png', 'Y', 'Other'), false, { ...none, view: 'image' }],
    ['read-only audio: View as audio', file('note.mp3', 'Y', 'Other'), false, { ...none, view: 'audio' }],
    [
      'read-only text: the not-supported note',
      file('list.txt', 'Y', 'Other'),
      false,
      { ...none, view: 'unsupported' },
    ],
    [
      'read-only video file: the not-supported note',
      file('lesson.webm', 'Y', 'Other'),
      false,
      { ...none, view: 'unsupported' },
    ],
    ['read-only zip: nothing at all', file('worksheets.zip', 'Y', 'Other'), false, none],
    ['read-only pbix: nothing at all', file('sales.pbix', 'Y', 'Other'), false, none],
    [
      'downloadable zip: Download, never View',
      file('worksheets.zip', 'N', 'Other'),
      true,
      { ...none, download: true },
    ],
    [
      'downloadable pbix: Download, never View',
      file('sales.pbix', 'N', 'Other'),
      false,
      { ...none, download: true },
    ],
    [
      'downloadable image: Download only',
      file('diagram.png', 'N', 'Other'),
      false,
      { ...none, download: true },
    ],
    [
      'YouTube: Play',
      doc({ category_name: 'Youtube', proc_id: 'YXF6LUtFLWJwS1E=' }),
      true,
      { ...none, play: 'youtube' },
    ],
    ['YouTube without an id: nothing', doc({ category_name: 'Youtube' }), true, none],
    [
      'Vimeo, downloadable: Play and links',
      doc({ category_name: 'Vimeo', vimeo_video_id: '1084537' }),
      true,
      { ...none, play: 'vimeo', vimeoDownload: true },
    ],
    [
      'Vimeo, not downloadable: Play only',
      doc({ category_name: 'Vimeo', vimeo_video_id: '1084537' }),
      false,
      { ...none, play: 'vimeo' },
    ],
    [
      'Vimeo read-only N is still no file download',
      doc({ category_name: 'Vimeo', vimeo_video_id: '1', is_readonly: 'N' }),
      false,
      { ...none, play: 'vimeo' },
    ],
    ['no file, no video: nothing', doc({ category_name: 'Other' }), true, none],
  ])('%s', (_, document, vimeoDownloadable, expected) => {
    expect(documentActions(document, vimeoDownloadable)).toEqual(expected);
  });
});

describe('sizes in MB', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [5_000, 0.01],
    [1_048_576, 1],
    [1_572_864, 1.5],
    [2_621_440, 2.5],
    [1_059_062, 1.01],
  ])('%i bytes -> %s MB', (bytes, mb) => expect(megabytes(bytes)).toBe(mb));
  it.each([
    [null, null],
    [0, '0.00'],
    [1.5, '1.50'],
    [0.01, '0.01'],
    [12.345, '12.35'],
  ])('%s -> %s', (size, text) => expect(sizeText(size)).toBe(text));
});

describe('shareDate: DD-MM-YYYY in the institute zone', () => {
  it.each([
    ['2026-11-20T10:00:00.000Z', 'Asia/Kolkata', '20-11-2026'],
    // 20:00 UTC is already the next day in India, still the same day in Paris.
    ['2026-11-20T20:00:00.000Z', 'Asia/Kolkata', '21-11-2026'],
    ['2026-11-20T20:00:00.000Z', 'Europe/Paris', '20-11-2026'],
    ['2026-01-01T00:30:00.000Z', 'Europe/Berlin', '01-01-2026'],
    ['2026-03-05T12:00:00.000Z', 'Not/AZone', '05-03-2026'],
    ['not a date', 'Asia/Kolkata', ''],
  ])('%s in %s -> %s', (iso, zone, expected) => expect(shareDate(iso, zone)).toBe(expected));
});

describe('filterLabel: at most 15 characters', () => {
  it.each([
    ['Science', 'Science'],
    ['Social Studies!', 'Social Studies!'],
    ['Social Studies 2', 'Social Studies ...'],
    ['JEE Crash Course 2027 – Documents', 'JEE Crash Cours...'],
    // Counted by code point, so a Hindi name is never cut inside a character pair.
    ['सामाजिक विज्ञान और इतिहास', 'सामाजिक विज्ञान...'],
  ])('%s -> %s', (text, expected) => expect(filterLabel(text)).toBe(expected));
});

describe('type filter and reset', () => {
  const ebook = doc({ document_id: 1, category_name: 'EBook' });
  const youtube = doc({ document_id: 2, category_name: 'Youtube' });
  const other = doc({ document_id: 3, category_name: 'Other' });
  const map = { Assignment: [], EBook: [ebook], Exam: [], Other: [other], Vimeo: [], Youtube: [youtube] };

  it('all types: every non-empty group in the spec order', () => {
    expect(visibleGroups(map, 'all').map((g) => g.type)).toEqual(['EBook', 'Other', 'Youtube']);
  });
  it('one type: only that group', () => {
    expect(visibleGroups(map, 'Youtube')).toEqual([{ type: 'Youtube', documents: [youtube] }]);
  });
  it('a type with nothing: no group (the empty state)', () => {
    expect(visibleGroups(map, 'Exam')).toEqual([]);
  });
  it('the filter offers the types present', () => {
    expect(typesPresent(map)).toEqual(['EBook', 'Other', 'Youtube']);
    expect(typesPresent({})).toEqual([]);
  });
  it('reset returns to the first subject and every type', () => {
    expect(resetFilters([{ subject_id: 4 }, { subject_id: 9 }])).toEqual({ subjectId: 4, type: 'all' });
    expect(resetFilters([])).toEqual({ subjectId: null, type: 'all' });
  });
});

describe('proc_id: the encoded YouTube id', () => {
  it.each(['aqz-KE-bpKQ', 'M7lc1UVf-VE'])('%s round-trips', (id) => {
    expect(encodeProcId(id)).toBe(Buffer.from(id).toString('base64'));
    expect(decodeProcId(encodeProcId(id))).toBe(id);
  });
  it.each([null, '', '%%%', btoa('"><script>'), btoa('abc'), btoa('a'.repeat(40))])(
    'refuses %s (nothing but a YouTube id reaches the embed)',
    (proc) => expect(decodeProcId(proc)).toBeNull(),
  );
});
