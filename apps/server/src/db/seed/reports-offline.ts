import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import { offlineExamMarks, offlineExamSittings, studentBatches, timetableEntries } from '../schema';
import type { SeededBatches } from './batches';
import { APEX, GREENFIELD, LUMIERE, VIDYA } from './institutes';
import { generator } from './reports-attempts';
import { daysOf, insertEntries, other, type Days, type Entry } from './timetable-calendar';

/*
 * Offline exams with marks for the reports (issue 10). Greenfield's Class 8 - A: two terms
 * (a periodic test and a term examination in five subjects each), the periodic test 2 the
 * timetable seeds (not marked yet) and two exams ahead; Aarav sits all but one and
 * shares a rank here and there. Smaller sets for Diya's Class 5 - B, Riya's Apex batch (topics
 * and a description, as coaching shows them), Léa's CM2 - B and Ananya's VI - A. Marks come
 * from a small seeded generator: the same on every seed.
 */

const AARAV = 1001;
const DIYA = 1002;
const RIYA = 2001;
const LEA = 3001;
const ANANYA = 4001;
/** Aarav's classmate who scores exactly what he does in Term 1 (shared ranks). */
const AARAV_TWIN = 1103;

type State = 'marked' | 'unmarked' | 'upcoming';

interface Exam {
  date: string;
  start: string;
  minutes: number;
  /** Subject and its maximum marks, in paper order. */
  subjects: Array<[string, number]>;
  topics?: string;
  description: string;
  state: State;
  /** Students absent (no marks). */
  absent?: number[];
  /** [copier, source]: the copier gets the source's marks. */
  twins?: Array<[number, number]>;
}

/** Abilities of the demo students (share of the marks they usually get). */
const ABILITY: Record<number, number> = {
  [AARAV]: 0.84,
  [DIYA]: 0.78,
  [RIYA]: 0.72,
  [LEA]: 0.8,
  [ANANYA]: 0.76,
};

const abilityOf = (studentId: number) => ABILITY[studentId] ?? 0.4 + generator(studentId)() * 0.55;

/** The open day on or before `date` (holidays and weekly offs skipped). */
function openOnOrBefore(days: Days, date: string): string {
  let day = date;
  while (!days.open(day)) day = addDays(day, -1);
  return day;
}

/** `count` open days from `from` on. */
function openFrom(days: Days, from: string, count: number): string[] {
  const list: string[] = [];
  for (let day = from; list.length < count; day = addDays(day, 1)) if (days.open(day)) list.push(day);
  return list;
}

/**
 * A past date `wanted` days ago, within the academic year when it is long enough: a year only
 * a few weeks old squeezes the terms towards its start, and never onto today.
 */
function daysAgo(days: Days, wanted: number, share: number): string {
  const span = Math.round((Date.parse(days.today) - Date.parse(days.yearStart)) / 86_400_000);
  const back = Math.max(1, Math.min(wanted, Math.floor(span * share)));
  return openOnOrBefore(days, addDays(days.today, -back));
}

const FIVE: Array<[string, number]> = [
  ['Mathematics', 0],
  ['Science', 0],
  ['English', 0],
  ['Hindi', 0],
  ['Social Science', 0],
];
const outOf = (marks: number) => FIVE.map(([s]) => [s, marks] as [string, number]);

function termExamination(
  days: Days,
  first: string,
  term: string,
  absent: number[] = [],
  twins: Array<[number, number]> = [],
): Exam[] {
  return openFrom(days, first, 5).map((date, i) => ({
    date,
    start: '09:00',
    minutes: 180,
    subjects: [[FIVE[i]![0], 80]],
    topics: term === 'Term 1' ? 'Chapters 1-6' : 'Chapters 7-12',
    description: `${term} examination`,
    state: 'marked',
    absent: FIVE[i]![0] === 'Hindi' ? absent : [],
    twins,
  }));
}

function class8A(days: Days): Exam[] {
  const term1 = daysAgo(days, 110, 0.75);
  const term2 = daysAgo(days, 26, 0.3);
  const twin: Array<[number, number]> = [[AARAV_TWIN, AARAV]];
  return [
    {
      date: term1,
      start: '09:00',
      minutes: 150,
      subjects: outOf(20),
      topics: 'Chapters 1-3',
      description: 'Periodic Test 1 (Term 1)',
      state: 'marked',
      twins: twin,
    },
    ...termExamination(days, addDays(term1, 14), 'Term 1', [], twin),
    // Aarav misses the Term 2 Hindi paper.
    ...termExamination(days, term2, 'Term 2', [AARAV]),
    {
      date: openOnOrBefore(days, addDays(days.today, 14)),
      start: '09:00',
      minutes: 150,
      subjects: outOf(20),
      topics: 'Chapters 7-9',
      description: 'Periodic Test 3 (Term 2)',
      state: 'upcoming',
    },
  ];
}

function class5B(days: Days): Exam[] {
  const subjects: Array<[string, number]> = [
    ['Mathematics', 25],
    ['English', 25],
    ['EVS', 25],
    ['Hindi', 25],
  ];
  return [
    {
      date: daysAgo(days, 60, 0.5),
      start: '09:30',
      minutes: 120,
      subjects,
      description: 'Unit Test 1',
      state: 'marked',
    },
    {
      date: daysAgo(days, 15, 0.2),
      start: '09:30',
      minutes: 120,
      subjects,
      description: 'Unit Test 2',
      state: 'marked',
    },
  ];
}

function apexMorningA(days: Days): Exam[] {
  const pcm: Array<[string, number]> = [
    ['Physics', 60],
    ['Chemistry', 60],
    ['Mathematics', 60],
  ];
  return [
    {
      date: daysAgo(days, 23, 0.4),
      start: '10:00',
      minutes: 180,
      subjects: pcm,
      topics: 'Kinematics; Mole concept; Quadratic equations',
      description: 'Offline Sunday test 6 at the Andheri centre, hall 2. OMR sheets; no calculators.',
      state: 'marked',
    },
    {
      date: daysAgo(days, 9, 0.15),
      start: '10:00',
      minutes: 180,
      subjects: pcm,
      topics: 'Rotational motion; Chemical equilibrium; Definite integrals',
      description: 'Offline Sunday test 7 at the Andheri centre, hall 2. OMR sheets; no calculators.',
      state: 'marked',
      absent: [],
    },
    {
      date: openOnOrBefore(days, addDays(days.today, 12)),
      start: '10:00',
      minutes: 180,
      subjects: pcm,
      topics: 'Electrostatics; Thermodynamics; Limits and continuity',
      description: 'Offline Sunday test 8 at the Andheri centre, hall 2.',
      state: 'upcoming',
    },
  ];
}

const oneExam = (days: Days, subjects: Array<[string, number]>, description: string): Exam[] => [
  { date: daysAgo(days, 12, 0.2), start: '09:00', minutes: 90, subjects, description, state: 'marked' },
];

/** Marks of one student in one subject: their ability, give or take, in whole marks. */
function marksOf(studentId: number, seed: number, total: number): number {
  const random = generator(studentId * 7919 + seed);
  const share = Math.min(1, Math.max(0.15, abilityOf(studentId) + (random() - 0.5) * 0.24));
  return Math.round(total * share);
}

async function seedExams(db: Db, days: Days, batchId: number, exams: Exam[]): Promise<void> {
  const entries = await insertEntries(
    db,
    exams.map((e): Entry =>
      other(days, 'offline_exam', {
        batchId,
        ...days.at(e.date, e.start, e.minutes),
        subject: e.subjects.map(([s]) => s).join(', '),
        topics: e.topics ?? null,
        description: e.description,
      }),
    ),
  );
  await markExams(
    db,
    batchId,
    exams.map((e, i) => ({ ...e, entryId: entries[i]!.id })),
  );
}

type Marking = Pick<Exam, 'subjects' | 'state' | 'absent' | 'twins'> & { entryId: number };

/** Sittings and marks of the batch's students at the exams that are past. */
async function markExams(db: Db, batchId: number, exams: Marking[]): Promise<void> {
  const rows = await db
    .select({ id: studentBatches.studentId, instituteId: studentBatches.instituteId })
    .from(studentBatches)
    .where(eq(studentBatches.batchId, batchId));
  const members = rows.map((r) => r.id);
  const instituteId = rows[0]?.instituteId;
  if (instituteId === undefined) return;
  const sittings: Array<typeof offlineExamSittings.$inferInsert> = [];
  const marks: Array<typeof offlineExamMarks.$inferInsert> = [];
  for (const exam of exams) {
    if (exam.state === 'upcoming') continue;
    const twinOf = new Map(exam.twins ?? []);
    for (const studentId of members) {
      // A few classmates miss an exam now and then; the named ones are absent on purpose.
      const absent =
        exam.absent?.includes(studentId) ||
        (ABILITY[studentId] === undefined &&
          !twinOf.has(studentId) &&
          generator(studentId * 31 + exam.entryId)() < 0.04);
      sittings.push({ entryId: exam.entryId, instituteId, studentId, present: !absent });
      if (absent) continue;
      exam.subjects.forEach(([subject, total], position) => {
        const source = twinOf.get(studentId) ?? studentId;
        marks.push({
          entryId: exam.entryId,
          instituteId,
          studentId,
          subject,
          position: position + 1,
          totalMarks: total,
          marksObtained:
            exam.state === 'unmarked' ? null : marksOf(source, exam.entryId * 10 + position, total),
        });
      });
    }
  }
  for (let i = 0; i < sittings.length; i += 500)
    await db.insert(offlineExamSittings).values(sittings.slice(i, i + 500));
  for (let i = 0; i < marks.length; i += 500)
    await db.insert(offlineExamMarks).values(marks.slice(i, i + 500));
}

/**
 * Offline exams and their marks, after the timetable seed: its periodic test 2 of Class 8 - A
 * (ten days ago) is the exam whose marks are not entered yet (sittings only).
 */
export async function seedOfflineReports(db: Db, now: Date, batches: SeededBatches): Promise<void> {
  const greenfield = await daysOf(db, GREENFIELD, now);
  const eightA = batches.batchId(GREENFIELD, 'Class 8', 'A');
  await seedExams(db, greenfield, eightA, class8A(greenfield));
  const [periodic2] = await db
    .select({ id: timetableEntries.id })
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.batchId, eightA),
        eq(timetableEntries.kind, 'offline_exam'),
        inArray(timetableEntries.description, ['Periodic Test 2 in the exam hall']),
      ),
    );
  if (!periodic2) throw new Error('seed: no periodic test 2 for Class 8 - A');
  await markExams(db, eightA, [
    { entryId: periodic2.id, subjects: [['Mathematics', 40]], state: 'unmarked' },
  ]);
  await seedExams(db, greenfield, batches.batchId(GREENFIELD, 'Class 5', 'B'), class5B(greenfield));
  const apex = await daysOf(db, APEX, now);
  await seedExams(
    db,
    apex,
    batches.batchId(APEX, 'JEE Advanced 2027', 'Morning Batch A'),
    apexMorningA(apex),
  );
  const lumiere = await daysOf(db, LUMIERE, now);
  await seedExams(
    db,
    lumiere,
    batches.batchId(LUMIERE, 'CM2', 'B'),
    oneExam(
      lumiere,
      [
        ['Français', 20],
        ['Mathématiques', 20],
      ],
      'Évaluation de mi-trimestre',
    ),
  );
  const vidya = await daysOf(db, VIDYA, now);
  await seedExams(
    db,
    vidya,
    batches.batchId(VIDYA, 'VI', 'A'),
    oneExam(
      vidya,
      [
        ['गणित', 50],
        ['विज्ञान', 50],
        ['हिंदी', 50],
      ],
      'इकाई परीक्षा 1',
    ),
  );
}
