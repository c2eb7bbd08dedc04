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

/**
 * Greenfield's Class 8 library: Science nested 3 levels (Science → Plants → Photosynthesis →
 * Light reactions) with every viewer type, files shared today and 5, 14, 16 and 40 days ago
 * (the 'New Files' boundary), read-only ones and a zip.
 */
const GREENFIELD_COURSES: DemoEcourse[] = [
  {
    instituteId: GREENFIELD,
    name: 'Class 8 Library',
    course: 'Class 8',
    subjects: [
      {
        name: 'Science',
        files: [
          {
            title: 'Science handbook',
            type: 'EBook',
            days: 0,
            file: 'guide-en.pdf',
            as: 'science-handbook.pdf',
          },
        ],
        topics: [
          {
            name: 'Plants',
            files: [
              {
                title: 'Parts of a plant (diagram)',
                type: 'Images',
                days: 5,
                file: 'diagram.png',
                as: 'plant-parts.png',
              },
            ],
            topics: [
              {
                name: 'Photosynthesis',
                files: [
                  {
                    title: 'Protected lesson: how plants make food',
                    type: 'VDOCipher',
                    days: 0,
                    file: 'lesson.webm',
                  },
                  {
                    title: 'Photosynthesis audio note',
                    type: 'AudioNotes',
                    days: 14,
                    file: 'audio-note.mp3',
                    as: 'photosynthesis.mp3',
                    readonly: true,
                  },
                  {
                    title: 'Photosynthesis notes (read-only)',
                    type: 'Notes',
                    days: 16,
                    file: 'guide-en.pdf',
                    as: 'photosynthesis-notes.pdf',
                    readonly: true,
                  },
                ],
                topics: [
                  {
                    name: 'Light reactions',
                    files: [
                      {
                        title: 'Light reactions explained',
                        type: 'YoutubeURL',
                        days: 16,
                        youtube: YOUTUBE_SAMPLE,
                      },
                      { title: 'Chlorophyll and sunlight', type: 'Vimeo', days: 40, vimeo: VIMEO_SAMPLE },
                      {
                        title: 'Light reactions worksheet',
                        type: 'Assignment',
                        days: 5,
                        file: 'guide-en.pdf',
                        as: 'light-reactions-worksheet.pdf',
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            name: 'Human body',
            files: [
              { title: 'Practice worksheets (zip)', type: 'Other', days: 40, file: 'worksheets.zip' },
              {
                title: 'Previous year science paper',
                type: 'PreviousYearQuestionsPaper',
                days: 40,
                file: 'guide-en.pdf',
                as: 'science-paper.pdf',
                readonly: true,
              },
            ],
          },
        ],
      },
      {
        name: 'Mathematics',
        files: [
          {
            title: 'Algebra formula slides',
            type: 'Slides',
            days: 5,
            file: 'guide-en.pdf',
            as: 'algebra.pdf',
          },
        ],
        topics: [
          {
            name: 'Geometry',
            files: [
              { title: 'Angles and shapes', type: 'Images', days: 40, file: 'diagram.png', as: 'angles.png' },
            ],
          },
        ],
      },
      {
        name: 'English',
        files: [{ title: 'Reading list', type: 'Other', days: 14, file: 'reading-list.txt' }],
        topics: [
          {
            name: 'Grammar',
            files: [
              {
                title: 'Grammar exam guide',
                type: 'Exam',
                days: 16,
                file: 'guide-en.pdf',
                as: 'grammar.pdf',
                readonly: true,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    instituteId: GREENFIELD,
    name: 'General Knowledge',
    course: null,
    subjects: [
      {
        name: 'Current affairs',
        files: [
          { title: 'World map', type: 'Images', days: 5, file: 'diagram.png', as: 'world-map.png' },
          {
            title: 'General knowledge booklet',
            type: 'EBook',
            days: 40,
            file: 'guide-en.pdf',
            as: 'gk-booklet.pdf',
          },
        ],
      },
    ],
  },
  {
    // Another standard's library: Aarav must not see it.
    instituteId: GREENFIELD,
    name: 'Class 10 Library',
    course: 'Class 10',
    subjects: [
      {
        name: 'Physics',
        files: [
          {
            title: 'Board exam physics guide',
            type: 'EBook',
            days: 5,
            file: 'guide-en.pdf',
            as: 'physics.pdf',
          },
        ],
      },
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
      {
        name: 'Physics',
        topics: [
          {
            name: 'Mechanics',
            files: [
              {
                title: 'Mechanics formula sheet',
                type: 'Notes',
                days: 3,
                file: 'guide-en.pdf',
                as: 'mechanics.pdf',
              },
            ],
            topics: [
              {
                name: 'Projectile motion',
                files: [
                  {
                    title: 'Protected lesson: projectile motion',
                    type: 'VDOCipher',
                    days: 1,
                    file: 'lesson.webm',
                  },
                  {
                    title: 'Projectiles in slow motion',
                    type: 'YoutubeURL',
                    days: 20,
                    youtube: YOUTUBE_SAMPLE,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Chemistry',
        files: [
          {
            title: 'Organic chemistry e-book',
            type: 'EBook',
            days: 30,
            file: 'guide-en.pdf',
            as: 'organic.pdf',
            readonly: true,
          },
        ],
      },
    ],
  },
  {
    instituteId: APEX,
    name: 'NEET Mock Test Series',
    product: 'NEET Mock Test Series',
    subjects: [
      {
        name: 'Biology',
        topics: [
          {
            name: 'Genetics',
            files: [
              { title: 'Protected lesson: DNA replication', type: 'VDOCipher', days: 2, file: 'lesson.webm' },
              {
                title: 'Genetics mock paper',
                type: 'Exam',
                days: 10,
                file: 'guide-en.pdf',
                as: 'genetics-mock.pdf',
              },
              { title: 'Cell diagram', type: 'Images', days: 25, file: 'diagram.png', as: 'cell.png' },
            ],
          },
        ],
      },
    ],
  },
  {
    // Sam does not own this product: he must not see it.
    instituteId: APEX,
    name: 'Physics Foundation – Library',
    product: 'Physics Foundation',
    subjects: [
      {
        name: 'Physics',
        files: [
          {
            title: 'Foundation physics notes',
            type: 'Notes',
            days: 4,
            file: 'guide-en.pdf',
            as: 'foundation.pdf',
          },
        ],
      },
    ],
  },
  {
    instituteId: APEX,
    name: 'JEE Advanced – Free Resources',
    course: 'JEE Advanced 2027',
    subjects: [
      {
        name: 'Mathematics',
        files: [
          {
            title: 'Calculus practice set',
            type: 'Assignment',
            days: 6,
            file: 'guide-en.pdf',
            as: 'calculus.pdf',
          },
        ],
      },
    ],
  },
];

const OTHER_COURSES: DemoEcourse[] = [
  {
    instituteId: LERNWERK,
    name: 'Mathematik-Bibliothek',
    course: 'Mathematik',
    subjects: [
      {
        name: 'Analysis',
        files: [
          {
            title: 'Leitfaden Analysis',
            type: 'EBook',
            days: 2,
            file: 'guide-de.pdf',
            as: 'leitfaden-analysis.pdf',
          },
        ],
        topics: [
          {
            name: 'Differentialrechnung',
            files: [
              {
                title: 'Übungsblatt Ableitungen',
                type: 'Assignment',
                days: 20,
                file: 'guide-de.pdf',
                as: 'ableitungen.pdf',
              },
              {
                title: 'Tonnotiz Kettenregel',
                type: 'AudioNotes',
                days: 8,
                file: 'audio-note.mp3',
                as: 'kettenregel.mp3',
              },
            ],
          },
        ],
      },
      {
        name: 'Geometrie',
        files: [
          { title: 'Skizze Dreiecke', type: 'Images', days: 30, file: 'diagram.png', as: 'dreiecke.png' },
        ],
      },
    ],
  },
  {
    instituteId: VIDYA,
    name: 'कक्षा VI पुस्तकालय',
    course: 'VI',
    subjects: [
      {
        name: 'विज्ञान',
        files: [
          { title: 'विज्ञान मार्गदर्शिका', type: 'EBook', days: 1, file: 'guide-hi.pdf', as: 'vigyan.pdf' },
        ],
        topics: [
          {
            name: 'पौधे',
            files: [
              { title: 'पौधे के भाग (चित्र)', type: 'Images', days: 20, file: 'diagram.png', as: 'paudhe.png' },
            ],
          },
        ],
      },
      {
        name: 'गणित',
        files: [
          { title: 'भिन्न अभ्यास पत्र', type: 'Assignment', days: 9, file: 'guide-hi.pdf', as: 'bhinn.pdf' },
        ],
      },
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
