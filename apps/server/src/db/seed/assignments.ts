import { wallClock, zonedInstant } from '@portal/shared/time/zone';
import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import { assignmentAttachments, assignments, assignmentSubmissions, submissionAttachments } from '../schema';
import type { SeededBatches } from './batches';
import { demoFile } from './demo-files';
import { APEX, DEMO_INSTITUTES, GREENFIELD, LERNWERK, LUMIERE, VIDYA } from './institutes';

const HOUR = 3_600_000;

interface Item {
  title: string;
  subject: string;
  topic?: string;
  subTopic?: string;
  description: string;
  /** Days from today (institute zone) of the due date, due at 18:00; 'today': later today. */
  due: number | 'today';
  late?: boolean;
  grade?: boolean;
  marks?: number;
  question?: 'pdf' | 'link' | 'both';
  /** The student's submission, with the teacher's evaluation when given. */
  submission?: {
    status: 'Draft' | 'Submitted';
    comment?: string;
    link?: boolean;
    file?: boolean;
    evaluation?: { marks?: number; grade?: string; comment: string };
  };
}

/** Greenfield, Class 8 - A (Aarav, student 1001): one of each status. */
const GREENFIELD_ITEMS: Item[] = [
  {
    title: 'Fractions practice sheet',
    subject: 'Mathematics',
    topic: 'Fractions',
    description: '<p>Solve all <strong>20</strong> questions of the sheet.</p>',
    due: 'today',
    question: 'pdf',
  },
  {
    title: 'Photosynthesis diagram',
    subject: 'Science',
    topic: 'Plants',
    subTopic: 'Photosynthesis',
    description: '<p>Draw and label the diagram.</p>',
    due: 1,
    question: 'both',
  },
  {
    title: 'Poem recitation notes',
    subject: 'English',
    topic: 'Poetry',
    description: '<p>Write notes on the poem <em>Daffodils</em>.</p>',
    due: 3,
  },
  {
    title: 'Map of Indian rivers',
    subject: 'Geography',
    description: '<p>Mark the major rivers on the outline map.</p>',
    due: 6,
    question: 'pdf',
  },
  {
    title: 'Hindi essay: Mera Vidyalaya',
    subject: 'Hindi',
    description: '<p>Write a 300-word essay.</p>',
    due: 10,
    submission: { status: 'Draft', comment: 'First half done', link: true, file: true },
  },
  {
    title: 'Algebra worksheet 3',
    subject: 'Mathematics',
    topic: 'Algebra',
    description: '<p>Complete worksheet 3.</p>',
    due: 4,
    marks: 20,
    submission: { status: 'Submitted', comment: 'All answers attached', file: true },
  },
  {
    title: 'Motion and force questions',
    subject: 'Science',
    topic: 'Physics',
    description: '<p>Answer the questions at the end of chapter 8.</p>',
    due: -3,
    marks: 25,
    submission: {
      status: 'Submitted',
      comment: 'Please check question 4',
      file: true,
      evaluation: { marks: 21, comment: 'Well done. Revise question 4.' },
    },
  },
  {
    title: 'Book review',
    subject: 'English',
    description: '<p>Review a book you read this month.</p>',
    due: -5,
    grade: true,
    submission: {
      status: 'Submitted',
      link: true,
      evaluation: { grade: 'A', comment: 'Thoughtful review.' },
    },
  },
  {
    title: 'History timeline project',
    subject: 'History',
    description: '<p>Make a timeline of the Mughal emperors.</p>',
    due: -2,
    late: true,
    question: 'link',
  },
  {
    title: 'Computer basics quiz',
    subject: 'Computer Science',
    description: '<p>Answer the ten questions.</p>',
    due: -4,
  },
];

const ELSEWHERE: Array<[number, string, string, Item[]]> = [
  [
    APEX,
    'JEE Advanced 2027',
    'Morning Batch A',
    [
      {
        title: 'Rotational dynamics problem set',
        subject: 'Physics',
        topic: 'Mechanics',
        description: '<p>Solve problems 1 to 15.</p>',
        due: 2,
        marks: 60,
        question: 'pdf',
      },
      {
        title: 'Organic reactions chart',
        subject: 'Chemistry',
        description: '<p>Prepare a chart of named reactions.</p>',
        due: 5,
      },
      {
        title: 'Definite integrals',
        subject: 'Mathematics',
        description: '<p>Exercise 7.9, all questions.</p>',
        due: -3,
        marks: 40,
        submission: { status: 'Submitted', file: true, evaluation: { marks: 34, comment: 'Good work.' } },
      },
    ],
  ],
  [
    LUMIERE,
    'CM2',
    'B',
    [
      {
        title: 'Rédaction : mes vacances',
        subject: 'Français',
        description: '<p>Écris une rédaction de dix lignes.</p>',
        due: 3,
      },
      {
        title: 'Problèmes de fractions',
        subject: 'Mathématiques',
        description: '<p>Résous les problèmes de la page 42.</p>',
        due: -2,
        late: true,
        question: 'pdf',
      },
    ],
  ],
  [
    VIDYA,
    'VI',
    'A',
    [
      {
        title: 'निबंध: मेरा प्रिय त्योहार',
        subject: 'हिंदी',
        description: '<p>200 शब्दों में निबंध लिखिए।</p>',
        due: 2,
      },
      {
        title: 'भिन्न के प्रश्न',
        subject: 'गणित',
        description: '<p>अभ्यास 4 के सभी प्रश्न हल कीजिए।</p>',
        due: -4,
        question: 'pdf',
      },
    ],
  ],
  [
    LERNWERK,
    'Mathematik',
    'Abend',
    [
      {
        title: 'Übungsblatt Integralrechnung',
        subject: 'Mathematik',
        description: '<p>Bearbeite alle Aufgaben des Blattes.</p>',
        due: 4,
        question: 'pdf',
      },
      {
        title: 'Kurvendiskussion',
        subject: 'Mathematik',
        description: '<p>Untersuche die Funktion vollständig.</p>',
        due: -3,
        late: true,
      },
    ],
  ],
];

/** The due instant: `days` from today at 18:00 on the zone's clock; 'today' later today (see below). */
function dueAt(due: Item['due'], timeZone: string, now: Date): Date {
  const today = wallClock(timeZone, now).date;
  if (due !== 'today') return new Date(zonedInstant(addDays(today, due), '18:00', timeZone));
  // Due today: 23:59 on the zone's clock, unless that is less than an hour away (then an hour from now).
  const endOfDay = new Date(zonedInstant(today, '23:59', timeZone));
  return endOfDay.getTime() - now.getTime() > HOUR ? endOfDay : new Date(now.getTime() + HOUR);
}

async function seedItems(
  db: Db,
  now: Date,
  instituteId: number,
  batchId: number,
  studentId: number | null,
  items: Item[],
) {
  const timeZone = DEMO_INSTITUTES.find((i) => i.id === instituteId)!.timeZone;
  const guide = {
    [GREENFIELD]: 'guide-en.pdf',
    [APEX]: 'guide-en.pdf',
    [LUMIERE]: 'guide-fr.pdf',
    [VIDYA]: 'guide-hi.pdf',
    [LERNWERK]: 'guide-de.pdf',
  } as const;
  for (const item of items) {
    const endsAt = dueAt(item.due, timeZone, now);
    const [row] = await db
      .insert(assignments)
      .values({
        instituteId,
        batchId,
        title: item.title,
        subject: item.subject,
        topic: item.topic ?? null,
        subTopic: item.subTopic ?? null,
        description: item.description,
        startsAt: new Date(Math.min(endsAt.getTime(), now.getTime()) - 7 * 24 * HOUR),
        endsAt,
        allowLateSubmission: item.late ?? false,
        enableGrade: item.grade ?? false,
        evaluationMarks: item.grade ? null : (item.marks ?? 10),
      })
      .returning({ id: assignments.id });
    const assignmentId = row!.id;
    const guideName = guide[instituteId as keyof typeof guide];
    if (item.question === 'pdf' || item.question === 'both') {
      const fileId = await demoFile(db, instituteId, guideName, `${item.title}.pdf`);
      await db
        .insert(assignmentAttachments)
        .values({ assignmentId, role: 'question', displayName: `${item.title}.pdf`, fileId });
    }
    if (item.question === 'link' || item.question === 'both') {
      await db.insert(assignmentAttachments).values({
        assignmentId,
        role: 'question',
        displayName: 'Reference',
        url: 'https://en.wikipedia.org/wiki/Main_Page',
        position: 1,
      });
    }
    const submission = item.submission;
    if (!submission || studentId === null) continue;
    const evaluation = submission.evaluation;
    const submittedAt =
      submission.status === 'Submitted'
        ? new Date(Math.min(now.getTime(), endsAt.getTime()) - 2 * HOUR)
        : null;
    await db.insert(assignmentSubmissions).values({
      assignmentId,
      studentId,
      status: submission.status,
      studentComment: submission.comment ?? null,
      updatedAt: submittedAt ?? new Date(now.getTime() - 3 * HOUR),
      submittedAt,
      teacherStatus: evaluation ? 'Evaluated' : null,
      studentMarks: evaluation?.marks ?? null,
      grade: evaluation?.grade ?? null,
      teacherComment: evaluation?.comment ?? null,
      evaluatedAt: evaluation ? now : null,
    });
    if (submission.file) {
      const fileId = await demoFile(db, instituteId, 'diagram.png', 'my-answer.png');
      await db
        .insert(submissionAttachments)
        .values({ assignmentId, studentId, displayName: 'my-answer.png', fileId });
    }
    if (submission.link) {
      await db
        .insert(submissionAttachments)
        .values({ assignmentId, studentId, displayName: 'My notes', url: 'https://example.com/notes' });
    }
    if (evaluation) {
      const fileId = await demoFile(db, instituteId, guideName, `Solution - ${item.title}.pdf`);
      await db
        .insert(assignmentAttachments)
        .values({ assignmentId, role: 'solution', displayName: `Solution - ${item.title}.pdf`, fileId });
      await db.insert(assignmentAttachments).values({
        assignmentId,
        role: 'solution',
        displayName: 'Worked example video',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        position: 1,
      });
    }
  }
}

const STUDENT_OF: Record<number, number> = {
  [GREENFIELD]: 1001,
  [APEX]: 2001,
  [LUMIERE]: 3001,
  [VIDYA]: 4001,
  [LERNWERK]: 5001,
};

/** Assignments (homework) across every status, with the teacher's evaluations (no teacher app here). */
export async function seedAssignments(db: Db, now: Date, batches: SeededBatches): Promise<void> {
  await seedItems(db, now, GREENFIELD, batches.batchId(GREENFIELD, 'Class 8', 'A'), 1001, GREENFIELD_ITEMS);
  // Another section's homework: Aarav must never reach it (403 in the tests).
  await seedItems(db, now, GREENFIELD, batches.batchId(GREENFIELD, 'Class 8', 'B'), null, [
    {
      title: 'Class 8 B reading log',
      subject: 'English',
      description: '<p>Fill in your reading log.</p>',
      due: 2,
    },
  ]);
  for (const [instituteId, course, batch, items] of ELSEWHERE) {
    await seedItems(
      db,
      now,
      instituteId,
      batches.batchId(instituteId, course, batch),
      STUDENT_OF[instituteId]!,
      items,
    );
  }
}
