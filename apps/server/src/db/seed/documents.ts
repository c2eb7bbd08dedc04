import type { Db } from '../client';
import { courseTypes, documentShares, sharedDocuments, subjects } from '../schema';
import type { SeededBatches } from './batches';
import { demoFile, type DemoFileName } from './demo-files';
import { APEX, GREENFIELD, LUMIERE, VIDYA } from './institutes';
import type { SeededProducts } from './products';

type Category = (typeof sharedDocuments.$inferInsert)['category'];

/** Who sees it: one student, a section/batch, a whole standard/course, or a product's owners. */
type Audience =
  { student: number } | { batch: [course: string, batch: string] } | { course: string } | { product: string };

interface DemoDocument {
  title: string;
  category: Category;
  /** A sample file and the name it downloads as, a YouTube id or a Vimeo id. */
  source: [DemoFileName, string] | { youtube: string } | { vimeo: string };
  daysAgo: number;
  to: Audience;
  readOnly: boolean;
}

const READ_ONLY = true;
/** The English sample guide, downloaded under another name. */
const en = (fileName: string): [DemoFileName, string] => ['guide-en.pdf', fileName];
const d = (
  title: string,
  category: Category,
  source: DemoDocument['source'],
  daysAgo: number,
  to: Audience,
  readOnly = false,
): DemoDocument => ({ title, category, source, daysAgo, to, readOnly });

interface DemoPlace {
  instituteId: number;
  /** Documents of students sit under a subject of a standard/course… */
  subject?: [course: string, name: string];
  /** …those of open users under an e-course of a product they own. */
  ecourse?: { name: string; product: string };
  documents: DemoDocument[];
}

const AARAV = 1001;
const DIYA = 1002;
const CLASS_8A = { batch: ['Class 8', 'A'] } as Audience;
const CLASS_8 = { course: 'Class 8' } as Audience;
const G = GREENFIELD;

/**
 * Greenfield, Aarav (Class 8 - A): four subjects and every type; shared with him, his section and
 * the whole of Class 8; one document of Class 8 - B he must not see; dates over the last 60 days.
 * Public sample videos: Big Buck Bunny on YouTube (aqz-KE-bpKQ) and Vimeo (1084537, which has
 * download links), YouTube's API sample (M7lc1UVf-VE), and a Vimeo video without registered links
 * (59777392, player.js's sample).
 */
const GREENFIELD_DOCUMENTS: DemoPlace[] = [
  {
    instituteId: G,
    subject: ['Class 8', 'Mathematics'],
    documents: [
      d('Algebra practice guide', 'EBook', en('algebra-practice-guide.pdf'), 2, CLASS_8A),
      d('Geometry reference (read-only)', 'EBook', en('geometry-reference.pdf'), 9, CLASS_8, READ_ONLY),
      d('Worksheet pack (zip)', 'Other', ['worksheets.zip', 'worksheets.zip'], 5, { student: AARAV }),
      d('Linear equations homework', 'Assignment', en('linear-equations-homework.pdf'), 1, CLASS_8A),
      d('Chapter 3 test paper', 'Exam', en('chapter-3-test-paper.pdf'), 20, CLASS_8A, READ_ONLY),
      d('Class 8 B: answer key', 'EBook', en('answer-key-8b.pdf'), 4, {
        batch: ['Class 8', 'B'],
      }),
    ],
  },
  {
    instituteId: G,
    subject: ['Class 8', 'Science'],
    documents: [
      d('Plant cell diagram', 'Other', ['diagram.png', 'plant-cell-diagram.png'], 12, CLASS_8A, READ_ONLY),
      d('Lab safety audio note', 'Other', ['audio-note.mp3', 'lab-safety-note.mp3'], 15, CLASS_8, READ_ONLY),
      d('Big Buck Bunny (YouTube sample)', 'Youtube', { youtube: 'aqz-KE-bpKQ' }, 3, CLASS_8A),
      d('YouTube API sample video', 'Youtube', { youtube: 'M7lc1UVf-VE' }, 30, { student: AARAV }),
      d('Big Buck Bunny on Vimeo', 'Vimeo', { vimeo: '1084537' }, 7, CLASS_8A),
      d('Vimeo sample without download links', 'Vimeo', { vimeo: '59777392' }, 25, CLASS_8),
      d('Light and shadows e-book', 'EBook', en('light-and-shadows.pdf'), 40, CLASS_8),
    ],
  },
  {
    instituteId: G,
    subject: ['Class 8', 'English'],
    documents: [
      d('Reading list', 'Other', ['reading-list.txt', 'reading-list.txt'], 18, CLASS_8A),
      d('Grammar guide (read-only)', 'EBook', en('grammar-guide.pdf'), 45, CLASS_8, READ_ONLY),
      d('Essay assignment brief', 'Assignment', en('essay-assignment-brief.pdf'), 6, {
        student: AARAV,
      }),
    ],
  },
  {
    instituteId: G,
    subject: ['Class 8', 'Social Studies'],
    documents: [
      d('Sales dashboard (Power BI)', 'Other', ['sales-dashboard.pbix', 'sales-dashboard.pbix'], 35, CLASS_8),
      d('Map work notes', 'EBook', en('map-work-notes.pdf'), 50, CLASS_8A),
      d('History exam revision', 'Exam', en('history-exam-revision.pdf'), 58, CLASS_8A),
    ],
  },
  {
    instituteId: G,
    subject: ['Class 5', 'Mathematics'],
    documents: [
      d('Number games', 'EBook', en('number-games.pdf'), 4, { batch: ['Class 5', 'B'] }),
      d(
        'Counting song (audio)',
        'Other',
        ['audio-note.mp3', 'counting-song.mp3'],
        11,
        { student: DIYA },
        READ_ONLY,
      ),
    ],
  },
];

/**
 * Apex: Sam (open user) sees documents by e-course, shared with a product he owns; Riya
 * (student, JEE Advanced 2027) by subject. 'Physics Foundation' is a product Sam does not own.
 */
const APEX_DOCUMENTS: DemoPlace[] = [
  {
    instituteId: APEX,
    ecourse: { name: 'JEE Crash Course 2027 – Documents', product: 'JEE Crash Course 2027' },
    documents: [
      d('JEE formula sheet', 'EBook', en('jee-formula-sheet.pdf'), 3, {
        product: 'JEE Crash Course 2027',
      }),
      d(
        'Mock test analysis (read-only)',
        'Exam',
        en('mock-test-analysis.pdf'),
        8,
        { product: 'JEE Crash Course 2027' },
        READ_ONLY,
      ),
      d('Kinematics warm-up (YouTube sample)', 'Youtube', { youtube: 'M7lc1UVf-VE' }, 14, {
        product: 'JEE Crash Course 2027',
      }),
    ],
  },
  {
    instituteId: APEX,
    ecourse: { name: 'Physics Foundation – Documents', product: 'Physics Foundation' },
    documents: [
      d('Physics Foundation notes', 'EBook', en('physics-foundation-notes.pdf'), 2, {
        product: 'Physics Foundation',
      }),
    ],
  },
  {
    instituteId: APEX,
    subject: ['JEE Advanced 2027', 'Physics'],
    documents: [
      d('Rotational motion notes', 'EBook', en('rotational-motion-notes.pdf'), 5, {
        batch: ['JEE Advanced 2027', 'Morning Batch A'],
      }),
      d('Worksheet pack (zip)', 'Other', ['worksheets.zip', 'worksheets.zip'], 16, {
        course: 'JEE Advanced 2027',
      }),
    ],
  },
];

/** Lumière (French, file manager only) and Vidya (Hindi): a few documents in their language. */
const OTHER_DOCUMENTS: DemoPlace[] = [
  {
    instituteId: LUMIERE,
    subject: ['CM2', 'Français'],
    documents: [
      d("Guide de l'élève", 'EBook', ['guide-fr.pdf', 'guide-de-l-eleve.pdf'], 3, { batch: ['CM2', 'B'] }),
      d(
        'Fiche de lecture (lecture seule)',
        'EBook',
        ['guide-fr.pdf', 'fiche-de-lecture.pdf'],
        10,
        { course: 'CM2' },
        READ_ONLY,
      ),
    ],
  },
  {
    instituteId: LUMIERE,
    subject: ['CM2', 'Sciences'],
    documents: [
      d(
        "Schéma : le cycle de l'eau",
        'Other',
        ['diagram.png', 'cycle-de-l-eau.png'],
        6,
        { batch: ['CM2', 'B'] },
        READ_ONLY,
      ),
    ],
  },
  {
    instituteId: VIDYA,
    subject: ['VI', 'विज्ञान'],
    documents: [
      d('छात्र मार्गदर्शिका', 'EBook', ['guide-hi.pdf', 'छात्र-मार्गदर्शिका.pdf'], 2, { batch: ['VI', 'A'] }),
      d(
        'अभ्यास पुस्तिका (केवल पढ़ने के लिए)',
        'Exam',
        ['guide-hi.pdf', 'abhyas-pustika.pdf'],
        9,
        { course: 'VI' },
        READ_ONLY,
      ),
      d('विज्ञान वीडियो (YouTube नमूना)', 'Youtube', { youtube: 'aqz-KE-bpKQ' }, 13, { batch: ['VI', 'A'] }),
    ],
  },
];

const DAY_MS = 86_400_000;

/** Documents shared with students, batches, courses and products (see the lists above). */
export async function seedDocuments(
  db: Db,
  now: Date,
  batches: SeededBatches,
  products: SeededProducts,
): Promise<void> {
  for (const place of [...GREENFIELD_DOCUMENTS, ...APEX_DOCUMENTS, ...OTHER_DOCUMENTS]) {
    const { instituteId } = place;
    let subjectId: number | null = null;
    let courseTypeId: number | null = null;
    if (place.subject) {
      const [course, name] = place.subject;
      [{ id: subjectId }] = (await db
        .insert(subjects)
        .values({ instituteId, courseId: batches.courseId(instituteId, course), name })
        .returning({ id: subjects.id })) as [{ id: number }];
    } else if (place.ecourse) {
      [{ id: courseTypeId }] = (await db
        .insert(courseTypes)
        .values({
          instituteId,
          name: place.ecourse.name,
          isPaid: true,
          productId: products.productId(instituteId, place.ecourse.product),
        })
        .returning({ id: courseTypes.id })) as [{ id: number }];
    }
    for (const document of place.documents) {
      const { source } = document;
      const fileId = Array.isArray(source) ? await demoFile(db, instituteId, ...source) : null;
      const [row] = await db
        .insert(sharedDocuments)
        .values({
          instituteId,
          title: document.title,
          category: document.category,
          fileId,
          youtubeId: 'youtube' in source ? source.youtube : null,
          vimeoVideoId: 'vimeo' in source ? source.vimeo : null,
          subjectId,
          courseTypeId,
          isReadonly: document.readOnly,
          // Spread within the day too, so "newest first" never ties.
          sharedAt: new Date(now.getTime() - document.daysAgo * DAY_MS - 60_000),
        })
        .returning({ id: sharedDocuments.id });
      const to = document.to;
      await db.insert(documentShares).values({
        documentId: row!.id,
        studentId: 'student' in to ? to.student : null,
        batchId: 'batch' in to ? batches.batchId(instituteId, ...to.batch) : null,
        courseId: 'course' in to ? batches.courseId(instituteId, to.course) : null,
        productId: 'product' in to ? products.productId(instituteId, to.product) : null,
      });
    }
  }
}
