import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  institutes,
  offlineExamMarks,
  offlineExamStandings,
  offlineSubjectStandings,
  students,
  timetableEntries,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { Problem } from './csv';
import { memorySet } from './files';
import { runImport, type ImportReport } from './service';
import { newSchool, sampleFiles, withLine } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function importInto(instituteId: number, files: Record<string, string>): Promise<ImportReport> {
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  return runImport(db, institute!, memorySet(files), { dryRun: false, actor: 'test', now: t.app.clock() });
}

async function schoolWithRoster() {
  const school = await newSchool(db);
  expect((await importInto(school.id, sampleFiles())).ok).toBe(true);
  return school;
}

/** Rank over the exam and per subject, by student name. */
async function ranks(instituteId: number) {
  const [exam] = await db
    .select()
    .from(timetableEntries)
    .where(and(eq(timetableEntries.instituteId, instituteId), eq(timetableEntries.kind, 'offline_exam')));
  const overall = await db
    .select({ name: users.name, total: offlineExamStandings.totalMarks, rank: offlineExamStandings.rank })
    .from(offlineExamStandings)
    .innerJoin(students, eq(students.id, offlineExamStandings.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(offlineExamStandings.entryId, exam!.id))
    .orderBy(offlineExamStandings.rank, users.name);
  const maths = await db
    .select({ name: users.name, rank: offlineSubjectStandings.rank })
    .from(offlineSubjectStandings)
    .innerJoin(students, eq(students.id, offlineSubjectStandings.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(eq(offlineSubjectStandings.entryId, exam!.id), eq(offlineSubjectStandings.subject, 'Mathematics')),
    )
    .orderBy(offlineSubjectStandings.rank, users.name);
  return { exam: exam!, overall, maths };
}

describe('OneRoster gradebook -> offline exams', () => {
  it('line items become one exam of the section, results its marks; the prepared ranks follow; a corrected mark re-ranks', async () => {
    const school = await schoolWithRoster();
    const report = await importInto(school.id, sampleFiles('gradebook'));
    expect(report.problems).toEqual([]);
    expect(report.counts.lineItems).toEqual({ added: 2, changed: 0, removed: 0, unchanged: 0 });
    expect(report.counts.results).toEqual({ added: 4, changed: 0, removed: 0, unchanged: 0 });

    const first = await ranks(school.id);
    expect(first.exam).toMatchObject({
      kind: 'offline_exam',
      date: '2026-11-20',
      startTime: '09:00:00',
      endTime: '10:30:00',
      description: 'Unit Test 2',
    });
    expect(first.overall).toEqual([
      { name: 'Kabir Sethi', total: 88, rank: 1 },
      { name: 'Meera Iyer', total: 85, rank: 2 },
    ]);
    expect(first.maths.map((r) => [r.name, r.rank])).toEqual([
      ['Meera Iyer', 1],
      ['Kabir Sethi', 2],
    ]);

    // The same files again: nothing changes. Then Meera's Science mark is corrected: she tops.
    const again = await importInto(school.id, sampleFiles('gradebook'));
    expect(again.counts.results).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 4 });
    const files = sampleFiles('gradebook');
    files['results.csv'] = withLine(
      files['results.csv']!,
      3,
      'res-2,,,li-8a-ut2-sci,stu-1001,fully graded,49.5,2026-11-22,re-checked',
    );
    const corrected = await importInto(school.id, files);
    expect(corrected.counts.results).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 3 });
    const second = await ranks(school.id);
    expect(second.exam.id).toBe(first.exam.id);
    expect(second.overall).toEqual([
      { name: 'Meera Iyer', total: 94.5, rank: 1 },
      { name: 'Kabir Sethi', total: 88, rank: 2 },
    ]);
    expect(
      await db.select().from(offlineExamMarks).where(eq(offlineExamMarks.entryId, first.exam.id)),
    ).toHaveLength(4);
  });

  it('an absent student (not submitted) is not ranked; a result left out of a bulk file takes its marks away', async () => {
    const school = await schoolWithRoster();
    const files = sampleFiles('gradebook');
    files['results.csv'] = withLine(
      files['results.csv']!,
      4,
      'res-3,,,li-8a-ut2-math,stu-1002,not submitted,,,',
    );
    files['results.csv'] = withLine(
      files['results.csv']!,
      5,
      'res-4,,,li-8a-ut2-sci,stu-1002,not submitted,,,',
    );
    expect((await importInto(school.id, files)).problems).toEqual([]);
    expect((await ranks(school.id)).overall).toEqual([{ name: 'Meera Iyer', total: 85, rank: 1 }]);

    const fewer = sampleFiles('gradebook');
    fewer['results.csv'] = fewer['results.csv']!.split('\n')
      .filter((line) => !line.startsWith('res-2,'))
      .join('\n');
    const report = await importInto(school.id, fewer);
    expect(report.counts.results).toMatchObject({ removed: 1 });
    expect((await ranks(school.id)).overall).toEqual([
      { name: 'Kabir Sethi', total: 88, rank: 1 },
      { name: 'Meera Iyer', total: 45, rank: 2 },
    ]);
  });

  const cases: Array<[string, (f: Record<string, string>) => void, Problem]> = [
    [
      'a line item of an unknown section',
      (f) =>
        (f['lineItems.csv'] = withLine(
          f['lineItems.csv']!,
          2,
          'li-8a-ut2-math,,,Mathematics,,2026-11-20T09:00:00,2026-11-20T10:30:00,cls-7z,cat-ut2,term-2026-2,0,50',
        )),
      {
        file: 'lineItems.csv',
        line: 2,
        column: 'classSourcedId',
        message: 'no class (section) "cls-7z" in classes.csv or an earlier import.',
      },
    ],
    [
      'an exam day that is not a date',
      (f) =>
        (f['lineItems.csv'] = withLine(
          f['lineItems.csv']!,
          2,
          'li-8a-ut2-math,,,Mathematics,,2026-11-20T09:00:00,20/11/2026,cls-8a,cat-ut2,term-2026-2,0,50',
        )),
      {
        file: 'lineItems.csv',
        line: 2,
        column: 'dueDate',
        message: '"20/11/2026" is not a date (the exam\'s day) like 2026-11-20 or 2026-11-20T09:00:00Z.',
      },
    ],
    [
      'no maximum marks',
      (f) =>
        (f['lineItems.csv'] = withLine(
          f['lineItems.csv']!,
          2,
          'li-8a-ut2-math,,,Mathematics,,2026-11-20T09:00:00,2026-11-20T10:30:00,cls-8a,cat-ut2,term-2026-2,0,0',
        )),
      {
        file: 'lineItems.csv',
        line: 2,
        column: 'resultValueMax',
        message: '"0" is not the maximum marks (a number above 0, up to two decimals).',
      },
    ],
    [
      'an unknown category',
      (f) =>
        (f['lineItems.csv'] = withLine(
          f['lineItems.csv']!,
          2,
          'li-8a-ut2-math,,,Mathematics,,2026-11-20T09:00:00,2026-11-20T10:30:00,cls-8a,cat-ut9,term-2026-2,0,50',
        )),
      {
        file: 'lineItems.csv',
        line: 2,
        column: 'categorySourcedId',
        message: 'no category "cat-ut9" in categories.csv.',
      },
    ],
    [
      'a mark above the maximum',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          2,
          'res-1,,,li-8a-ut2-math,stu-1001,fully graded,51,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 2,
        column: 'score',
        message: "the mark 51 is above the line item's maximum of 50.",
      },
    ],
    [
      'a mark that is not a number',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          2,
          'res-1,,,li-8a-ut2-math,stu-1001,fully graded,forty,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 2,
        column: 'score',
        message: '"forty" is not a mark (a number, up to two decimals).',
      },
    ],
    [
      'an unknown score status',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          2,
          'res-1,,,li-8a-ut2-math,stu-1001,graded,45,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 2,
        column: 'scoreStatus',
        message:
          '"graded" is not a score status: use fully graded, partially graded, submitted, not submitted or exempt.',
      },
    ],
    [
      'a result of an unknown line item',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          2,
          'res-1,,,li-none,stu-1001,fully graded,45,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 2,
        column: 'lineItemSourcedId',
        message: 'no line item "li-none" in lineItems.csv or an earlier import.',
      },
    ],
    [
      'a result of someone who is no student',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          2,
          'res-1,,,li-8a-ut2-math,par-2001,fully graded,45,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 2,
        column: 'studentSourcedId',
        message: 'no student "par-2001" in users.csv or an earlier import.',
      },
    ],
    [
      'two results of one student in one subject',
      (f) =>
        (f['results.csv'] = withLine(
          f['results.csv']!,
          4,
          'res-3,,,li-8a-ut2-math,stu-1001,fully graded,40,2026-11-21,',
        )),
      {
        file: 'results.csv',
        line: 4,
        column: 'studentSourcedId',
        message: 'a second result of "stu-1001" for "li-8a-ut2-math" (also on line 2).',
      },
    ],
  ];
  it.each(cases)('refused: %s', async (_name, edit, expected) => {
    const school = await schoolWithRoster();
    const files = sampleFiles('gradebook');
    edit(files);
    const report = await importInto(school.id, files);
    expect(report.problems).toContainEqual(expected);
    expect(
      await db.select().from(timetableEntries).where(eq(timetableEntries.instituteId, school.id)),
    ).toEqual([]);
  });
});
