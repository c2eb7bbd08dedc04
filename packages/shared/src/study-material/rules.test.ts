import { describe, expect, it } from 'vitest';
import {
  courseTypesFor,
  fileActions,
  flatFiles,
  isNewFile,
  nodeCounts,
  searchTree,
  shareDate,
  studyTabs,
  subjectColour,
  titleMatches,
  topicOptions,
} from './rules';
import type { CourseType, StudyFile, StudyNode } from './schema';

let nextId = 1;
function file(title: string, over: Partial<StudyFile> = {}): StudyFile {
  return {
    study_file_id: nextId++,
    title,
    file_name: 'guide-en.pdf',
    file_id: 10,
    student_file_share_date: '2026-11-20T10:00:00.000Z',
    category_name: 'EBook',
    is_readonly: 'N',
    videoID: null,
    is_vimeo: false,
    is_vdocipher: false,
    youtubeVideoID: null,
    video_url: null,
    posterUrl: null,
    posterList: [],
    ...over,
  };
}

function node(
  name: string,
  topicId: number | null,
  files: StudyFile[],
  subtopicList: StudyNode[] = [],
): StudyNode {
  return {
    subjectId: 1,
    subjectName: 'Science',
    topicId,
    topicName: topicId === null ? null : name,
    studyMaterialMap: files.length ? { EBook: files } : {},
    subtopicList,
    vimeo_video_downlodable: false,
  };
}

// Science (1 file) → Plants (1) → Photosynthesis (2) → Light reactions (1); Science → Animals (0).
const science = node(
  'Science',
  null,
  [file('Science syllabus')],
  [
    node(
      'Plants',
      11,
      [file('Plant parts diagram')],
      [
        node(
          'Photosynthesis',
          12,
          [file('Photosynthesis notes'), file('Leaf audio')],
          [node('Light reactions', 13, [file('Light reactions video')])],
        ),
      ],
    ),
    node('Animals', 14, []),
  ],
);

describe('studyTabs: Study Library hidden for open users, Purchased Product needs e-learning', () => {
  it.each([
    [{ userType: 1, parent: false, eLearn: true }, ['StudyLibrary', 'PurchasedProduct']],
    [{ userType: 1, parent: false, eLearn: false }, ['StudyLibrary']],
    [{ userType: 99, parent: false, eLearn: true }, ['PurchasedProduct']],
    [{ userType: 99, parent: false, eLearn: false }, []],
    [{ userType: 2, parent: true, eLearn: true }, []],
  ])('%o -> %j', (user, tabs) => expect(studyTabs(user)).toEqual(tabs));
});

describe('courseTypesFor: free ones in the library, isPaid Y in purchased', () => {
  const list: CourseType[] = [
    { course_type_id: 1, course_type: 'Free', isPaid: 'N', product_id: null },
    { course_type_id: 2, course_type: 'Paid', isPaid: 'Y', product_id: 7 },
    { course_type_id: 3, course_type: 'Free 2', isPaid: 'N', product_id: null },
  ];
  it.each([
    ['StudyLibrary', [1, 3]],
    ['PurchasedProduct', [2]],
  ] as const)('%s -> %j', (tab, ids) =>
    expect(courseTypesFor(tab, list).map((c) => c.course_type_id)).toEqual(ids),
  );
});

describe('titleMatches: case-insensitive contains', () => {
  it.each([
    ['Photosynthesis notes', 'SYNTH', true],
    ['Photosynthesis notes', '  notes ', true],
    ['Photosynthesis notes', '', true],
    ['Photosynthesis notes', 'diagram', false],
    ['Übungsblatt Analysis', 'übung', true],
  ])('%s / %s -> %s', (title, search, expected) => expect(titleMatches(title, search)).toBe(expected));
});

describe('subjectColour cycles through 5', () => {
  it.each([
    [0, 0],
    [4, 4],
    [5, 0],
    [7, 2],
    [12, 2],
  ])('%i -> %i', (index, slot) => expect(subjectColour(index)).toBe(slot));
});

describe('nodeCounts: topics below and files below, any depth', () => {
  it.each([
    ['Science', science, { topics: 4, files: 5 }],
    ['Plants', science.subtopicList[0]!, { topics: 2, files: 4 }],
    ['Photosynthesis', science.subtopicList[0]!.subtopicList[0]!, { topics: 1, files: 3 }],
    ['Light reactions', science.subtopicList[0]!.subtopicList[0]!.subtopicList[0]!, { topics: 0, files: 1 }],
    ['Animals', science.subtopicList[1]!, { topics: 0, files: 0 }],
  ])('%s', (_name, n, counts) => expect(nodeCounts(n)).toEqual(counts));
});

describe('searchTree: only matching files, empty branches dropped', () => {
  it('keeps the path down to a deep match', () => {
    const [hit] = searchTree([science], 'LIGHT');
    expect(nodeCounts(hit!)).toEqual({ topics: 3, files: 1 });
    expect(hit!.subtopicList.map((t) => t.topicName)).toEqual(['Plants']);
  });
  it('drops a subject without matches, keeps all for an empty search', () => {
    expect(searchTree([science], 'nothing like this')).toEqual([]);
    expect(searchTree([science], '  ')).toEqual([science]);
  });
});

describe('title view: topic dropdown and flat list', () => {
  it('lists every topic, depth first', () => {
    expect(topicOptions(science)).toEqual([
      { topicId: 11, name: 'Plants', depth: 1 },
      { topicId: 12, name: 'Photosynthesis', depth: 2 },
      { topicId: 13, name: 'Light reactions', depth: 3 },
      { topicId: 14, name: 'Animals', depth: 1 },
    ]);
  });
  it.each([
    [
      null,
      [
        'Science syllabus|Science',
        'Plant parts diagram|Plants',
        'Photosynthesis notes|Photosynthesis',
        'Leaf audio|Photosynthesis',
        'Light reactions video|Light reactions',
      ],
    ],
    [
      12,
      [
        'Photosynthesis notes|Photosynthesis',
        'Leaf audio|Photosynthesis',
        'Light reactions video|Light reactions',
      ],
    ],
    [13, ['Light reactions video|Light reactions']],
    [14, []],
  ])('topic %s', (topicId, expected) =>
    expect(flatFiles(science, topicId).map((p) => `${p.file.title}|${p.topicName}`)).toEqual(expected),
  );
});

describe("isNewFile: shared within the last 15 calendar days of the institute's zone", () => {
  // 25 Nov 2026, 10:00 in Kolkata (04:30 UTC).
  const now = new Date('2026-11-25T04:30:00Z');
  it.each([
    ['today', '2026-11-25T03:00:00Z', true],
    ['5 days ago', '2026-11-20T06:00:00Z', true],
    ['14 days ago', '2026-11-11T06:00:00Z', true],
    ['15 days ago (first minute of that day)', '2026-11-09T18:30:00Z', true],
    ['16 days ago (last minute of that day)', '2026-11-09T18:29:00Z', false],
    ['16 days ago', '2026-11-09T06:00:00Z', false],
    ['40 days ago', '2026-10-16T06:00:00Z', false],
    ['unreadable', 'not a date', false],
  ])('%s', (_label, sharedAt, expected) => expect(isNewFile(sharedAt, now, 'Asia/Kolkata')).toBe(expected));

  it('counts days in the zone: the same instant is 15 days old in Kolkata and 16 in Berlin', () => {
    // Now: 26 Nov 05:15 in Kolkata, 26 Nov 00:45 in Berlin. 10 Nov 20:00 UTC: 11 Nov 01:30 Kolkata, 10 Nov 21:00 Berlin.
    const late = new Date('2026-11-25T23:45:00Z');
    expect(isNewFile('2026-11-10T20:00:00Z', late, 'Asia/Kolkata')).toBe(true);
    expect(isNewFile('2026-11-10T20:00:00Z', late, 'Europe/Berlin')).toBe(false);
    expect(isNewFile('2026-11-10T18:00:00Z', late, 'Asia/Kolkata')).toBe(false);
    expect(isNewFile('2026-11-10T23:30:00Z', late, 'Europe/Berlin')).toBe(true);
  });
});

describe('shareDate: DD-MM-YYYY in the zone', () => {
  it.each([
    ['2026-11-09T18:30:00Z', 'Asia/Kolkata', '10-11-2026'],
    ['2026-11-09T18:30:00Z', 'Europe/Berlin', '09-11-2026'],
    ['garbage', 'Asia/Kolkata', ''],
  ])('%s in %s -> %s', (at, zone, expected) => expect(shareDate(at, zone)).toBe(expected));
});

describe('fileActions: by viewer type and is_readonly', () => {
  it.each([
    ['PDF, downloadable', file('a'), { viewer: 'file', view: true, play: false, download: true }],
    [
      'PDF, read-only',
      file('a', { is_readonly: 'Y' }),
      { viewer: 'file', view: true, play: false, download: false },
    ],
    [
      'image',
      file('a', { category_name: 'Images', file_name: 'diagram.png' }),
      { viewer: 'image', view: true, play: false, download: true },
    ],
    [
      'audio',
      file('a', { category_name: 'AudioNotes', file_name: 'audio-note.mp3', is_readonly: 'Y' }),
      { viewer: 'audio', view: true, play: false, download: false },
    ],
    [
      'YouTube',
      file('a', { category_name: 'YoutubeURL', file_name: null, file_id: null, youtubeVideoID: 'x' }),
      { viewer: 'youtube', view: false, play: true, download: false },
    ],
    [
      'Vimeo',
      file('a', { category_name: 'Vimeo', file_name: null, file_id: null, is_vimeo: true }),
      { viewer: 'vimeo', view: false, play: true, download: false },
    ],
    [
      'protected video (never downloaded)',
      file('a', { category_name: 'VDOCipher', file_name: 'lesson.webm', is_vdocipher: true }),
      { viewer: 'vdo', view: false, play: true, download: false },
    ],
    [
      'zip, downloadable: no view',
      file('a', { category_name: 'Other', file_name: 'worksheets.zip' }),
      { viewer: 'unsupported', view: false, play: false, download: true },
    ],
    [
      'zip, read-only: view says no preview',
      file('a', { category_name: 'Other', file_name: 'worksheets.zip', is_readonly: 'Y' }),
      { viewer: 'unsupported', view: true, play: false, download: false },
    ],
  ])('%s', (_label, f, expected) => expect(fileActions(f)).toEqual(expected));
});
