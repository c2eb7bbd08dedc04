import type { Db } from '../client';
import { courseTypes, studyFiles, studyTopics } from '../schema';
import type { SeededBatches } from './batches';
import { demoFile, type DemoFileName } from './demo-files';
import { APEX, GREENFIELD, LERNWERK, VIDYA } from './institutes';
import type { SeededProducts } from './products';

type FileType = (typeof studyFiles.$inferInsert)['fileType'];

/** A study file of the demo; `days` ago it was shared (the 'New Files' badge: 15 days). */
interface DemoStudyFile {
  title: string;
  type: FileType;
  days: number;
  file?: DemoFileName;
  /** The name it downloads as (default: the sample's). */
  as?: string;
  youtube?: string;
  vimeo?: string;
  readonly?: boolean;
}

/** A subject (top level) or topic, its files and the topics below it. */
interface DemoTopic {
  name: string;
  files?: DemoStudyFile[];
  topics?: DemoTopic[];
}

interface DemoEcourse {
  instituteId: number;
  name: string;
  /** Free e-course of one standard/course; null: every student of the institute. */
  course?: string | null;
  /** Paid e-course: the product whose owners see it. */
  product?: string;
  subjects: DemoTopic[];
}

const YOUTUBE_SAMPLE = 'aqz-KE-bpKQ';
const VIMEO_SAMPLE = '1084537';

/** A stored sample file shared `days` ago, downloaded as `as`. */
const stored = (
  title: string,
  type: FileType,
  days: number,
  file: DemoFileName,
  as?: string,
): DemoStudyFile => ({
  title,
  type,
  days,
  file,
  as,
});
const readOnly = (file: DemoStudyFile): DemoStudyFile => ({ ...file, readonly: true });
const youtube = (title: string, days: number): DemoStudyFile => ({
  title,
  type: 'YoutubeURL',
  days,
  youtube: YOUTUBE_SAMPLE,
});
const vimeo = (title: string, days: number): DemoStudyFile => ({
  title,
  type: 'Vimeo',
  days,
  vimeo: VIMEO_SAMPLE,
});
/** A protected video (VDOCipher): the shipped lesson, played only through videoOTP. */
const lesson = (title: string, days: number) => stored(title, 'VDOCipher', days, 'lesson.webm');
const topic = (name: string, files: DemoStudyFile[], topics: DemoTopic[] = []): DemoTopic => ({
  name,
  files,
  topics,
});

/**
 * Greenfield's free libraries and the paid olympiad course Aarav bought. The Class 8 library:
 * Science nested 3 levels (Science → Plants → Photosynthesis →
 * Light reactions) with every viewer type, files shared today and 5, 14, 16 and 40 days ago
 * (the 'New Files' boundary: 15 days), read-only ones and a zip. The media viewer's browser
 * test opens 'Protected lesson: how plants make food' from Science's title view.
 */
const GREENFIELD_COURSES: DemoEcourse[] = [
  {
    instituteId: GREENFIELD,
    name: 'Class 8 Library',
    course: 'Class 8',
    subjects: [
      topic(
        'Science',
        [stored('Science handbook', 'EBook', 0, 'guide-en.pdf', 'science-handbook.pdf')],
        [
          topic(
            'Plants',
            [stored('Parts of a plant (diagram)', 'Images', 5, 'diagram.png', 'plant-parts.png')],
            [
              topic(
                'Photosynthesis',
                [
                  lesson('Protected lesson: how plants make food', 0),
                  readOnly(
                    stored(
                      'Photosynthesis audio note',
                      'AudioNotes',
                      14,
                      'audio-note.mp3',
                      'photosynthesis.mp3',
                    ),
                  ),
                  readOnly(
                    stored(
                      'Photosynthesis notes (read-only)',
                      'Notes',
                      16,
                      'guide-en.pdf',
                      'photosynthesis-notes.pdf',
                    ),
                  ),
                ],
                [
                  topic('Light reactions', [
                    youtube('Light reactions explained', 16),
                    vimeo('Chlorophyll and sunlight', 40),
                    stored(
                      'Light reactions worksheet',
                      'Assignment',
                      5,
                      'guide-en.pdf',
                      'light-reactions-worksheet.pdf',
                    ),
                  ]),
                ],
              ),
            ],
          ),
          topic('Human body', [
            stored('Practice worksheets (zip)', 'Other', 40, 'worksheets.zip'),
            readOnly(
              stored(
                'Previous year science paper',
                'PreviousYearQuestionsPaper',
                40,
                'guide-en.pdf',
                'science-paper.pdf',
              ),
            ),
          ]),
        ],
      ),
      topic(
        'Mathematics',
        [stored('Algebra formula slides', 'Slides', 5, 'guide-en.pdf', 'algebra.pdf')],
        [topic('Geometry', [stored('Angles and shapes', 'Images', 40, 'diagram.png', 'angles.png')])],
      ),
      topic(
        'English',
        [stored('Reading list', 'Other', 14, 'reading-list.txt')],
        [
          topic('Grammar', [
            readOnly(stored('Grammar exam guide', 'Exam', 16, 'guide-en.pdf', 'grammar.pdf')),
          ]),
        ],
      ),
    ],
  },
  {
    instituteId: GREENFIELD,
    name: 'General Knowledge',
    course: null,
    subjects: [
      topic('Current affairs', [
        stored('World map', 'Images', 5, 'diagram.png', 'world-map.png'),
        stored('General knowledge booklet', 'EBook', 40, 'guide-en.pdf', 'gk-booklet.pdf'),
      ]),
    ],
  },
  {
    // Paid: Greenfield sells it (products.ts) and Aarav bought it, his Purchased Product tab.
    instituteId: GREENFIELD,
    name: 'Science Olympiad Prep – Course',
    product: 'Science Olympiad Prep',
    subjects: [
      topic(
        'Olympiad Science',
        [stored('Olympiad guide', 'EBook', 3, 'guide-en.pdf', 'olympiad-guide.pdf')],
        [
          topic('Forces and motion', [
            lesson('Protected lesson: forces and motion', 2),
            youtube('Forces in everyday life', 12),
            readOnly(stored('Olympiad practice paper', 'Exam', 20, 'guide-en.pdf', 'olympiad-paper.pdf')),
          ]),
        ],
      ),
    ],
  },
  {
    // Another standard's library: Aarav must not see it.
    instituteId: GREENFIELD,
    name: 'Class 10 Library',
    course: 'Class 10',
    subjects: [
      topic('Physics', [stored('Board exam physics guide', 'EBook', 5, 'guide-en.pdf', 'physics.pdf')]),
    ],
  },
];

/** Apex: paid e-courses of its products (Sam owns two of three) and a free one for Riya's course. */
const APEX_COURSES: DemoEcourse[] = [
  {
    instituteId: APEX,
    name: 'JEE Crash Course – Library',
    product: 'JEE Crash Course 2027',
    subjects: [
      topic(
        'Physics',
        [],
        [
          topic(
            'Mechanics',
            [stored('Mechanics formula sheet', 'Notes', 3, 'guide-en.pdf', 'mechanics.pdf')],
            [
              topic('Projectile motion', [
                lesson('Protected lesson: projectile motion', 1),
                youtube('Projectiles in slow motion', 20),
              ]),
            ],
          ),
        ],
      ),
      topic('Chemistry', [
        readOnly(stored('Organic chemistry e-book', 'EBook', 30, 'guide-en.pdf', 'organic.pdf')),
      ]),
    ],
  },
  {
    instituteId: APEX,
    name: 'NEET Mock Test Series',
    product: 'NEET Mock Test Series',
    subjects: [
      topic(
        'Biology',
        [],
        [
          topic('Genetics', [
            lesson('Protected lesson: DNA replication', 2),
            stored('Genetics mock paper', 'Exam', 10, 'guide-en.pdf', 'genetics-mock.pdf'),
            stored('Cell diagram', 'Images', 25, 'diagram.png', 'cell.png'),
          ]),
        ],
      ),
    ],
  },
  {
    // Sam does not own this product: he must not see it.
    instituteId: APEX,
    name: 'Physics Foundation – Library',
    product: 'Physics Foundation',
    subjects: [
      topic('Physics', [stored('Foundation physics notes', 'Notes', 4, 'guide-en.pdf', 'foundation.pdf')]),
    ],
  },
  {
    instituteId: APEX,
    name: 'JEE Advanced – Free Resources',
    course: 'JEE Advanced 2027',
    subjects: [
      topic('Mathematics', [
        stored('Calculus practice set', 'Assignment', 6, 'guide-en.pdf', 'calculus.pdf'),
      ]),
    ],
  },
];

/** Lernwerk in German and Vidya in Hindi, with their own language's guide. */
const OTHER_COURSES: DemoEcourse[] = [
  {
    instituteId: LERNWERK,
    name: 'Mathematik-Bibliothek',
    course: 'Mathematik',
    subjects: [
      topic(
        'Analysis',
        [stored('Leitfaden Analysis', 'EBook', 2, 'guide-de.pdf', 'leitfaden-analysis.pdf')],
        [
          topic('Differentialrechnung', [
            stored('Übungsblatt Ableitungen', 'Assignment', 20, 'guide-de.pdf', 'ableitungen.pdf'),
            stored('Tonnotiz Kettenregel', 'AudioNotes', 8, 'audio-note.mp3', 'kettenregel.mp3'),
          ]),
        ],
      ),
      topic('Geometrie', [stored('Skizze Dreiecke', 'Images', 30, 'diagram.png', 'dreiecke.png')]),
    ],
  },
  {
    instituteId: VIDYA,
    name: 'कक्षा VI पुस्तकालय',
    course: 'VI',
    subjects: [
      topic(
        'विज्ञान',
        [stored('विज्ञान मार्गदर्शिका', 'EBook', 1, 'guide-hi.pdf', 'vigyan.pdf')],
        [topic('पौधे', [stored('पौधे के भाग (चित्र)', 'Images', 20, 'diagram.png', 'paudhe.png')])],
      ),
      topic('गणित', [stored('भिन्न अभ्यास पत्र', 'Assignment', 9, 'guide-hi.pdf', 'bhinn.pdf')]),
    ],
  },
];

const DAY_MS = 86_400_000;

/**
 * E-courses, subjects, nested topics and study files. Lumière manages files only
 * (FILE_MANAGER): no study material there.
 */
export async function seedStudyMaterial(
  db: Db,
  now: Date,
  batches: SeededBatches,
  products: SeededProducts,
): Promise<void> {
  const all = [...GREENFIELD_COURSES, ...APEX_COURSES, ...OTHER_COURSES];
  for (const [position, ecourse] of all.entries()) {
    const [row] = await db
      .insert(courseTypes)
      .values({
        instituteId: ecourse.instituteId,
        name: ecourse.name,
        isPaid: ecourse.product !== undefined,
        productId: ecourse.product ? products.productId(ecourse.instituteId, ecourse.product) : null,
        courseId: ecourse.course ? batches.courseId(ecourse.instituteId, ecourse.course) : null,
        position,
      })
      .returning({ id: courseTypes.id });
    for (const [index, subject] of ecourse.subjects.entries()) {
      await insertTopic(db, now, ecourse.instituteId, row!.id, null, subject, index);
    }
  }
}

async function insertTopic(
  db: Db,
  now: Date,
  instituteId: number,
  courseTypeId: number,
  parentId: number | null,
  topic: DemoTopic,
  position: number,
): Promise<void> {
  const [row] = await db
    .insert(studyTopics)
    .values({ courseTypeId, parentId, name: topic.name, position })
    .returning({ id: studyTopics.id });
  const topicId = row!.id;
  for (const [index, file] of (topic.files ?? []).entries()) {
    await db.insert(studyFiles).values({
      topicId,
      title: file.title,
      fileType: file.type,
      fileId: file.file ? await demoFile(db, instituteId, file.file, file.as) : null,
      youtubeId: file.youtube ?? null,
      vimeoVideoId: file.vimeo ?? null,
      isReadonly: file.readonly ?? false,
      sharedAt: new Date(now.getTime() - file.days * DAY_MS),
      position: index,
    });
  }
  for (const [index, child] of (topic.topics ?? []).entries()) {
    await insertTopic(db, now, instituteId, courseTypeId, topicId, child, index);
  }
}
