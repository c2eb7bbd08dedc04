import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { scoreAttempt, type AnswerValue } from '@portal/shared/test-panel/rules';
import { zonedInstant } from '@portal/shared/time/zone';
import { INSTITUTE_ASSETS } from '../../plugins/files';
import { openTemplateCopy } from '../../test/database';
import type { Database, Db } from '../client';
import {
  attemptAnswers,
  attempts,
  batches,
  bookmarks,
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
import { DEMO_INSTITUTES } from './institutes';

/* The exam facts the exams helpers' tests rely on (seed plan of issue 9), read back from the seeded template. */

const AARAV_USER = 101;
const MINUTE = 60_000;
const TEX = /\\\(|\\\[/;

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTemplateCopy(inject('serverTemplate'));
  db = database.db;
});
afterAll(() => database.close());

async function paper(testId: number) {
  return db
    .select({
      id: questions.id,
      position: testQuestions.position,
      subject: testQuestions.subject,
      marks: testQuestions.marks,
      negative: testQuestions.negativeMarks,
      type: questions.quesType,
      text: questions.question,
      passageId: questions.passageId,
      options: questions.options,
      choices: questions.matchChoices,
      pairs: questions.correctPairs,
      modelAnswer: questions.modelAnswer,
      media: questions.media,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
}
const testRow = async (id: number) => (await db.select().from(tests).where(eq(tests.id, id)))[0]!;
const aaravAttempts = async (testId: number) =>
  db.select().from(attempts).where(eq(attempts.testId, testId)).orderBy(asc(attempts.startedAt));

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
    const labels = await db
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

    const assigned = await db
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

    const owned = await db
      .select({ id: tests.id, product: products.name, labelId: tests.labelId })
      .from(tests)
      .innerJoin(products, eq(products.id, tests.productId));
    expect(owned.map((t) => [t.id, t.product, t.labelId]).sort()).toEqual([
      [9201, 'NEET Mock Test Series', null],
      [9202, 'NEET Mock Test Series', null],
      [9203, 'JEE Crash Course 2027', null],
    ]);
    expect(batchOf(9201)).toEqual([]);
  });

  it('opens each test when the plan says, on the same clock as its timetable entry', async () => {
    const all = await db.select().from(tests);
    const now = Date.now();
    const state = (id: number) => {
      const t = all.find((x) => x.id === id)!;
      return t.endAt.getTime() <= now ? 'ended' : t.startAt.getTime() > now ? 'upcoming' : 'ongoing';
    };
    for (const id of [9010, 9016, 9014, 9015, 9017, 9101, 9201, 9203, 9401, 9501, 9302])
      expect(state(id), `${id}`).toBe('ongoing');
    for (const id of [9002, 9102, 9202, 9301]) expect(state(id), `${id}`).toBe('upcoming');
    for (const id of [9011, 9012, 9013]) expect(state(id), `${id}`).toBe('ended');

    const entries = await db
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
    const [passage] = await db.select().from(passages).where(eq(passages.id, passageIds[0]!));
    expect(passage!.description.length).toBeGreaterThan(550);

    const pictures = questionsOf9010.filter((q) => /<img /.test(q.text));
    expect(pictures).toHaveLength(1);
    const src = /src="\/files\/institutes\/([^"]+)"/.exec(pictures[0]!.text)![1]!;
    expect(fs.existsSync(path.join(INSTITUTE_ASSETS, src))).toBe(true);
    expect(pictures[0]!.text).toMatch(/alt="[^"]{10,}"/);
  });

  it('keeps every question well formed for its type', async () => {
    const bank = await db.select().from(questions);
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
    const marks = await db
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

describe('exam seed: Aarav’s attempts and bookmarks', () => {
  it('stores the attempts of the plan and no others', async () => {
    const mine = await db.select().from(attempts).where(eq(attempts.userId, AARAV_USER));
    const byTest = (id: number) => mine.filter((a) => a.testId === id).map((a) => a.status);
    expect(byTest(9012)).toEqual(['submitted']);
    expect(byTest(9013)).toEqual(['submitted']);
    expect(byTest(9014)).toEqual(['submitted']);
    expect(byTest(9015)).toEqual(['submitted', 'submitted']);
    expect(byTest(9016)).toEqual(['in_progress']);
    expect(mine).toHaveLength(6);
    expect((await db.select().from(attempts)).length).toBe(6);
  });

  it('scores each submitted attempt as the shared rules do, answer by answer', async () => {
    for (const testId of [9012, 9013, 9014, 9015]) {
      const items = await paper(testId);
      for (const attempt of await aaravAttempts(testId)) {
        const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
        const scored = scoreAttempt(
          items.map((q) => ({
            ques_id: q.id,
            ques_type: q.type,
            subject: q.subject,
            option_count: q.options.length,
            choice_count: q.choices?.length ?? 0,
            correct_options: q.options.flatMap((o, i) => (o.isCorrect ? [i] : [])),
            correct_pairs: q.pairs ?? [],
            marks: q.marks,
            negative_marks: q.negative,
          })),
          new Map(saved.map((a) => [a.questionId, a.answer as AnswerValue])),
        );
        expect(attempt.score, `${testId}`).toBe(scored.total);
        expect([attempt.rightCount, attempt.wrongCount, attempt.leftCount]).toEqual([
          scored.right,
          scored.wrong,
          scored.left,
        ]);
        expect(attempt.evaluationPending).toBe(scored.pending > 0);
        for (const answer of saved) {
          const expected = scored.answers.find((a) => a.ques_id === answer.questionId)!;
          expect(answer.score).toBe(expected.score);
          expect(answer.isCorrect).toBe(expected.outcome === 'pending' ? null : expected.outcome === 'right');
        }
        expect(attempt.timeTakenSeconds).toBe(
          (attempt.finishedAt!.getTime() - attempt.startedAt.getTime()) / 1000,
        );
        expect(attempt.finishedAt!.getTime()).toBeLessThanOrEqual(attempt.deadlineAt.getTime());
      }
    }
  });

  it('publishes 9012 with solutions and right, wrong and left answers; keeps 9013 under evaluation', async () => {
    const unit2 = await testRow(9012);
    expect([unit2.resultPublished, unit2.downloadSolution]).toEqual([true, true]);
    const [a9012] = await aaravAttempts(9012);
    expect(a9012!.rightCount! > 0 && a9012!.wrongCount! > 0 && a9012!.leftCount! > 0).toBe(true);

    expect((await testRow(9013)).resultPublished).toBe(false);
    const [a9013] = await aaravAttempts(9013);
    expect(a9013!.evaluationPending).toBe(true);
    const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a9013!.id));
    const types = new Map((await paper(9013)).map((q) => [q.id, q.type]));
    const written = saved.filter((a) => types.get(a.questionId) === 2);
    expect(written).toHaveLength(2);
    expect(written.every((a) => a.score === null && (a.answer as { text: string }).text.length > 0)).toBe(
      true,
    );
    expect(saved.filter((a) => types.get(a.questionId) !== 2).every((a) => a.score !== null)).toBe(true);
  });

  it('leaves 9016 open since five minutes, three answers saved, on question 4', async () => {
    const [open] = await aaravAttempts(9016);
    const test = await testRow(9016);
    expect(open!.status).toBe('in_progress');
    expect(open!.currentPosition).toBe(4);
    expect(open!.deadlineAt.getTime()).toBe(
      Math.min(open!.startedAt.getTime() + test.durationMinutes * MINUTE, test.endAt.getTime()),
    );
    expect(Date.now() - open!.startedAt.getTime()).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(open!.deadlineAt.getTime()).toBeGreaterThan(Date.now());
    expect(open!.score).toBeNull();
    const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, open!.id));
    expect(saved).toHaveLength(3);
    expect(saved.every((a) => a.answer !== null && a.score === null && a.isCorrect === null)).toBe(true);
  });

  it('bookmarks eight questions of 9010, 9012 and 9014 at different dates, one on the long passage, one with media', async () => {
    const rows = await db
      .select({
        testId: bookmarks.testId,
        createdAt: bookmarks.createdAt,
        passageId: questions.passageId,
        media: questions.media,
      })
      .from(bookmarks)
      .innerJoin(questions, eq(questions.id, bookmarks.questionId))
      .where(eq(bookmarks.userId, AARAV_USER));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.testId))).toEqual(new Set([9010, 9012, 9014]));
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(8);
    expect(rows.every((r) => r.createdAt.getTime() < Date.now())).toBe(true);
    const spread =
      Math.max(...rows.map((r) => r.createdAt.getTime())) -
      Math.min(...rows.map((r) => r.createdAt.getTime()));
    expect(spread).toBeGreaterThan(7 * 24 * 60 * MINUTE);

    const onPassage = rows.filter((r) => r.passageId !== null);
    expect(onPassage).toHaveLength(1);
    const [passage] = await db.select().from(passages).where(eq(passages.id, onPassage[0]!.passageId!));
    expect(passage!.description.length).toBeGreaterThan(550);
    const withMedia = rows.filter((r) => r.media.length > 0);
    expect(withMedia).toHaveLength(1);
    expect(withMedia[0]!.media.map((m) => m.media_type).sort()).toEqual(['pdf', 'video']);
  });

  it('moves the tests sequence past the seeded ids', async () => {
    const [created] = await db
      .insert(tests)
      .values({
        instituteId: 1,
        name: 'New',
        testTypeId: 1,
        startAt: new Date(),
        endAt: new Date(Date.now() + MINUTE),
        durationMinutes: 5,
      })
      .returning({ id: tests.id });
    expect(created!.id).toBeGreaterThan(9501);
  });
});
