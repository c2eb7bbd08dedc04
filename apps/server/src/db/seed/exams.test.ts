import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@portal/shared/time/zone';
import { INSTITUTE_ASSETS } from '../../plugins/files';
import {
  batches,
  courses,
  passages,
  products,
  questions,
  testBatches,
  testLabels,
  testQuestions,
  tests,
  timetableEntries,
} from '../schema';
import { seededExams } from './exams-testing';
import { DEMO_INSTITUTES } from './institutes';

/* The exam tests and papers the exams helpers' tests rely on (seed plan of issue 9), read back from the seeded template. */

const TEX = /\\\(|\\\[/;
const seed = seededExams();
const { paper, testRow } = seed;

describe('exam seed: tests and papers', () => {
  it('seeds every test of the plan with its number of questions', async () => {
    const counts: Record<number, number> = {
      9010: 30,
      9016: 8,
      9011: 6,
      9001: 10,
      9002: 8,
      9012: 10,
      9013: 8,
      9014: 6,
      9015: 6,
      9017: 5,
      9101: 15,
      9201: 12,
      9203: 8,
      9401: 6,
      9501: 6,
      9302: 6,
    };
    for (const [id, count] of Object.entries(counts))
      expect((await paper(Number(id))).length, `test ${id}`).toBe(count);
    for (const id of [9102, 9202, 9301]) expect((await paper(id)).length).toBeGreaterThan(0);
  });

  it('gives each institute its labels in order and each test its label, batch or product', async () => {
    const labels = await seed
      .db()
      .select()
      .from(testLabels)
      .orderBy(asc(testLabels.instituteId), asc(testLabels.position));
    const names = (institute: number) =>
      labels.filter((l) => l.instituteId === institute).map((l) => [l.name, l.testTypeId]);
    expect(names(1)).toEqual([
      ['Mock Test', 1],
      ['Practice', 2],
      ['Unit Tests', 4],
    ]);
    expect(names(2)).toEqual([
      ['Mock Test', 1],
      ['Chapter Tests', 4],
    ]);
    expect(names(3)).toEqual([['Examen blanc', 1]]);
    expect(names(4)).toEqual([['मॉक टेस्ट', 1]]);
    expect(names(5)).toEqual([['Klausuren', 4]]);

    const assigned = await seed
      .db()
      .select({ testId: testBatches.testId, course: courses.name, batch: batches.name })
      .from(testBatches)
      .innerJoin(batches, eq(batches.id, testBatches.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId));
    const batchOf = (id: number) =>
      assigned.filter((a) => a.testId === id).map((a) => `${a.course} - ${a.batch}`);
    for (const id of [9010, 9016, 9011, 9001, 9002, 9012, 9013, 9014, 9015, 9017])
      expect(batchOf(id)).toEqual(['Class 8 - A']);
    expect(batchOf(9101)).toEqual(['JEE Advanced 2027 - Morning Batch A']);
    expect(batchOf(9401)).toEqual(['CM2 - B']);
    expect(batchOf(9501)).toEqual(['VI - A']);
    expect(batchOf(9302)).toEqual(['Mathematik - Abend']);

    const owned = await seed
      .db()
      .select({ id: tests.id, product: products.name, labelId: tests.labelId })
      .from(tests)
      .innerJoin(products, eq(products.id, tests.productId));
    expect(owned.map((t) => [t.id, t.product, t.labelId]).sort()).toEqual([
      [9201, 'NEET Mock Test Series', null],
      [9202, 'NEET Mock Test Series', null],
      [9203, 'JEE Crash Course 2027', null],
      [9204, 'JEE Crash Course 2027', null],
      [9205, 'JEE Crash Course 2027', null],
      [9206, 'NEET Mock Test Series', null],
    ]);
    expect(batchOf(9201)).toEqual([]);
  });

  it('opens each test when the plan says, on the same clock as its timetable entry', async () => {
    const all = await seed.db().select().from(tests);
    const now = Date.now();
    const state = (id: number) => {
      const t = all.find((x) => x.id === id)!;
      return t.endAt.getTime() <= now ? 'ended' : t.startAt.getTime() > now ? 'upcoming' : 'ongoing';
    };
    for (const id of [9010, 9016, 9014, 9015, 9017, 9101, 9201, 9203, 9401, 9501, 9302])
      expect(state(id), `${id}`).toBe('ongoing');
    for (const id of [9002, 9102, 9202, 9301]) expect(state(id), `${id}`).toBe('upcoming');
    for (const id of [9011, 9012, 9013]) expect(state(id), `${id}`).toBe('ended');

    const entries = await seed
      .db()
      .select()
      .from(timetableEntries)
      .where(inArray(timetableEntries.testId, [9001, 9002, 9101, 9102, 9201, 9202, 9301]));
    expect(new Set(entries.map((e) => e.testId)).size).toBe(7);
    for (const entry of entries) {
      const t = all.find((x) => x.id === entry.testId)!;
      const zone = DEMO_INSTITUTES.find((i) => i.id === t.instituteId)!.timeZone;
      expect(t.startAt.getTime(), `${t.id}`).toBe(zonedInstant(entry.date, entry.startTime, zone));
      expect(t.endAt.getTime(), `${t.id}`).toBe(zonedInstant(entry.endDate, entry.endTime, zone));
    }
    expect(all.find((t) => t.id === 9014)!.testLimit).toBe(3);
    expect(all.find((t) => t.id === 9015)!.testLimit).toBe(2);
    expect(all.find((t) => t.id === 9017)!.testLimit).toBe(0);
    for (const t of all) expect(t.instructions, `${t.id}`).toMatch(/^<p>/);
  });

  it('makes 9010 a full mock: three subjects, all six types, math, one long passage for three questions, one picture', async () => {
    const questionsOf9010 = await paper(9010);
    const subjects = questionsOf9010.map((q) => q.subject);
    for (const subject of ['Physics', 'Chemistry', 'Mathematics'])
      expect(subjects.filter((s) => s === subject)).toHaveLength(10);
    expect(new Set(questionsOf9010.map((q) => q.type))).toEqual(new Set([1, 2, 3, 5, 6, 7]));
    expect(questionsOf9010.filter((q) => TEX.test(q.text)).length).toBeGreaterThanOrEqual(5);

    const passageIds = [...new Set(questionsOf9010.map((q) => q.passageId).filter((id) => id !== null))];
    expect(passageIds).toHaveLength(1);
    expect(questionsOf9010.filter((q) => q.passageId === passageIds[0])).toHaveLength(3);
    const [passage] = await seed.db().select().from(passages).where(eq(passages.id, passageIds[0]!));
    expect(passage!.description.length).toBeGreaterThan(550);

    const pictures = questionsOf9010.filter((q) => /<img /.test(q.text));
    expect(pictures).toHaveLength(1);
    const src = /src="\/files\/institutes\/([^"]+)"/.exec(pictures[0]!.text)![1]!;
    expect(fs.existsSync(path.join(INSTITUTE_ASSETS, src))).toBe(true);
    expect(pictures[0]!.text).toMatch(/alt="[^"]{10,}"/);
  });

  it('keeps every question well formed for its type', async () => {
    const bank = await seed.db().select().from(questions);
    const explained = bank.filter((q) => q.feedback || q.solution);
    expect(explained.length / bank.length).toBeGreaterThan(0.9);
    for (const q of bank) {
      const right = q.options.filter((o) => o.isCorrect).length;
      if (q.quesType === 1 || q.quesType === 5) expect(right, `question ${q.id}`).toBe(1);
      if (q.quesType === 5) expect(q.options).toHaveLength(2);
      if (q.quesType === 3) expect(right, `question ${q.id}`).toBeGreaterThanOrEqual(2);
      if (q.quesType === 2) expect(q.modelAnswer, `question ${q.id}`).toBeTruthy();
      if (q.quesType === 6 || q.quesType === 7) {
        const pairs = q.correctPairs ?? [];
        expect(new Set(pairs.map(([row]) => row)).size, `question ${q.id}`).toBe(q.options.length);
        for (const [row, choice] of pairs)
          expect(choice < q.matchChoices!.length && row < q.options.length).toBe(true);
        if (q.quesType === 6) expect(pairs).toHaveLength(q.options.length);
      }
    }
    const marks = await seed
      .db()
      .select()
      .from(testQuestions)
      .where(inArray(testQuestions.testId, [9101, 9010, 9012]));
    expect(marks.some((m) => m.testId === 9101 && m.marks === 4 && m.negativeMarks === 1)).toBe(true);
    expect(marks.some((m) => m.testId === 9010 && m.negativeMarks > 0)).toBe(true);
    expect(marks.filter((m) => m.testId === 9012).every((m) => m.negativeMarks === 0)).toBe(true);
  });

  it('writes the other institutes’ tests in their language', async () => {
    const french = await paper(9401);
    expect(french.find((q) => q.type === 5)!.options.map((o) => o.text)).toEqual(['Vrai', 'Faux']);
    expect(french.map((q) => q.text).join(' ')).toMatch(/Combien|Relie/);
    const hindi = await paper(9501);
    expect(hindi.every((q) => /[\u0900-\u097F]/.test(q.text) || TEX.test(q.text))).toBe(true);
    expect(hindi.find((q) => q.type === 5)!.options.map((o) => o.text)).toEqual(['सत्य', 'असत्य']);
    const german = await paper(9302);
    expect(german.find((q) => q.type === 5)!.options.map((o) => o.text)).toEqual(['Wahr', 'Falsch']);
    expect((await testRow(9302)).instructions).toMatch(/Klausur/);
    expect((await testRow(9401)).instructions).toMatch(/épreuve/);
    expect((await testRow(9501)).instructions).toMatch(/परीक्षा/);
  });
});

describe('exam seed: files', () => {
  it('serves every picture and media item the questions point at from the institutes’ assets', async () => {
    const bank = await seed.db().select({ text: questions.question, media: questions.media }).from(questions);
    const paths = bank.flatMap((q) => [
      ...[...q.text.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!),
      ...q.media.map((m) => m.source_path),
    ]);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const src of paths) {
      expect(src, src).toMatch(/^\/files\/institutes\//);
      expect(fs.existsSync(path.join(INSTITUTE_ASSETS, src.slice('/files/institutes/'.length))), src).toBe(
        true,
      );
    }
  });
});
