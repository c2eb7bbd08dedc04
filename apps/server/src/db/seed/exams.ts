import { inArray } from 'drizzle-orm';
import { zonedInstant } from '@portal/shared/time/zone';
import type { Db } from '../client';
import {
  passages,
  questions,
  testBatches,
  testLabels,
  testQuestions,
  tests,
  timetableEntries,
} from '../schema';
import type { SeededBatches } from './batches';
import { marksOf, type Passages, type SeedLabel, type SeedQuestion, type SeedTest } from './exams-bank';
import { APEX_LABELS, APEX_TESTS } from './exams-apex';
import { seedExamAttempts } from './exams-attempts';
import { GREENFIELD_LABELS, GREENFIELD_PASSAGES, GREENFIELD_TESTS } from './exams-greenfield';
import { LANGUAGE_LABELS, LANGUAGE_TESTS } from './exams-languages';
import { REPORT_TESTS } from './exams-reports';
import { DEMO_INSTITUTES } from './institutes';
import type { SeededProducts } from './products';

/* The exams demo data (see the seed plan of issue 9): labels, tests, papers, attempts, bookmarks. */

const MINUTE = 60_000;
const LABELS: SeedLabel[] = [...GREENFIELD_LABELS, ...APEX_LABELS, ...LANGUAGE_LABELS];
export const DEMO_TESTS: SeedTest[] = [
  ...GREENFIELD_TESTS,
  ...APEX_TESTS,
  ...LANGUAGE_TESTS,
  ...REPORT_TESTS,
];
const PASSAGES: Passages = { ...GREENFIELD_PASSAGES };

/** One question of a seeded paper, as the attempts seed needs it. */
export interface PaperItem {
  questionId: number;
  position: number;
  marks: number;
  negative: number;
  seed: SeedQuestion;
}
export type SeededPapers = Map<number, PaperItem[]>;

const key = (...parts: Array<string | number>) => parts.join('\u0000');

/** Windows of the tests that mirror a timetable entry: the entry's wall clock in the institute's zone. */
async function timetableWindows(db: Db): Promise<Map<number, { startAt: Date; endAt: Date }>> {
  const ids = DEMO_TESTS.filter((t) => 'timetable' in t.window).map((t) => t.id);
  const rows = await db
    .select({
      testId: timetableEntries.testId,
      date: timetableEntries.date,
      endDate: timetableEntries.endDate,
      startTime: timetableEntries.startTime,
      endTime: timetableEntries.endTime,
    })
    .from(timetableEntries)
    .where(inArray(timetableEntries.testId, ids));
  const windows = new Map<number, { startAt: Date; endAt: Date }>();
  for (const row of rows) {
    const test = DEMO_TESTS.find((t) => t.id === row.testId)!;
    const zone = DEMO_INSTITUTES.find((i) => i.id === test.instituteId)!.timeZone;
    windows.set(test.id, {
      startAt: new Date(zonedInstant(row.date, row.startTime, zone)),
      endAt: new Date(zonedInstant(row.endDate, row.endTime, zone)),
    });
  }
  for (const id of ids) if (!windows.has(id)) throw new Error(`seed: test ${id} has no timetable entry`);
  return windows;
}

/** Seeds every demo test and its paper; then Aarav's attempts and bookmarks. */
export async function seedExams(
  db: Db,
  now: Date,
  batches: SeededBatches,
  products: SeededProducts,
): Promise<SeededPapers> {
  const labelRows = await db
    .insert(testLabels)
    .values(LABELS.map((l, i) => ({ ...l, title: l.name, position: i })))
    .returning({ id: testLabels.id, instituteId: testLabels.instituteId, name: testLabels.name });
  const labelIds = new Map(labelRows.map((r) => [key(r.instituteId, r.name), r.id]));

  const windows = await timetableWindows(db);
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const ends = new Map<number, Date>();
  await db.insert(tests).values(
    DEMO_TESTS.map((t) => {
      const window =
        'timetable' in t.window
          ? windows.get(t.id)!
          : {
              startAt: new Date(minute + t.window.fromMinutes * MINUTE),
              endAt: new Date(minute + t.window.toMinutes * MINUTE),
            };
      const labelId = t.label === undefined ? null : labelIds.get(key(t.instituteId, t.label));
      ends.set(t.id, window.endAt);
      if (labelId === undefined) throw new Error(`seed: no label ${t.label} for test ${t.id}`);
      return {
        id: t.id,
        instituteId: t.instituteId,
        labelId,
        productId: t.product === undefined ? null : products.productId(t.instituteId, t.product),
        name: t.name,
        title: t.name,
        testTypeId: t.testTypeId,
        ...window,
        durationMinutes: t.durationMinutes,
        testLimit: t.testLimit ?? 0,
        resultPublished: t.resultPublished ?? false,
        downloadSolution: t.downloadSolution ?? false,
        instructions: t.instructions,
        createdAt: new Date(window.startAt.getTime() - 3 * 24 * 60 * MINUTE),
      };
    }),
  );
  await db.insert(testBatches).values(
    DEMO_TESTS.flatMap((t) =>
      (t.batches ?? []).map(([course, batch]) => ({
        testId: t.id,
        batchId: batches.batchId(t.instituteId, course, batch),
      })),
    ),
  );

  // Passages, by the institute of the first test that uses them.
  const passageOwner = new Map<string, number>();
  for (const t of DEMO_TESTS)
    for (const s of t.sections)
      for (const q of s.questions)
        if (q.passage && !passageOwner.has(q.passage)) passageOwner.set(q.passage, t.instituteId);
  const passageKeys = [...passageOwner.keys()];
  const passageRows = passageKeys.length
    ? await db
        .insert(passages)
        .values(passageKeys.map((k) => ({ instituteId: passageOwner.get(k)!, description: PASSAGES[k]! })))
        .returning({ id: passages.id })
    : [];
  const passageIds = new Map(passageKeys.map((k, i) => [k, passageRows[i]!.id]));

  // Every question once (the same object in two papers is one question of the bank).
  const bank: Array<{ seed: SeedQuestion; instituteId: number }> = [];
  const seen = new Set<SeedQuestion>();
  for (const t of DEMO_TESTS)
    for (const s of t.sections)
      for (const q of s.questions) {
        if (seen.has(q)) continue;
        seen.add(q);
        bank.push({ seed: q, instituteId: t.instituteId });
      }
  const questionRows = await db
    .insert(questions)
    .values(
      bank.map(({ seed: q, instituteId }) => ({
        instituteId,
        quesType: q.type,
        question: q.text,
        passageId: q.passage ? passageIds.get(q.passage)! : null,
        options: q.options.map((text, i) => ({ text, isCorrect: q.correct.includes(i) })),
        matchChoices: q.choices ?? null,
        correctPairs: q.pairs ?? null,
        modelAnswer: q.modelAnswer ?? null,
        feedback: q.feedback ?? null,
        solution: q.solution ?? null,
        media: q.media ?? [],
      })),
    )
    .returning({ id: questions.id });
  const questionIds = new Map(bank.map(({ seed }, i) => [seed, questionRows[i]!.id]));

  const papers: SeededPapers = new Map();
  for (const t of DEMO_TESTS) {
    const items: PaperItem[] = [];
    for (const section of t.sections)
      for (const q of section.questions)
        items.push({
          questionId: questionIds.get(q)!,
          position: items.length + 1,
          ...marksOf(section, q),
          seed: q,
        });
    papers.set(t.id, items);
  }
  await db.insert(testQuestions).values(
    DEMO_TESTS.flatMap((t) =>
      papers.get(t.id)!.map((item) => ({
        testId: t.id,
        questionId: item.questionId,
        position: item.position,
        subject: t.sections.find((s) => s.questions.includes(item.seed))!.subject,
        marks: item.marks,
        negativeMarks: item.negative,
      })),
    ),
  );

  await seedExamAttempts(db, now, papers, (testId) => ({
    durationMinutes: DEMO_TESTS.find((t) => t.id === testId)!.durationMinutes,
    endAt: ends.get(testId)!,
  }));
  return papers;
}
