import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { announcementBatches, announcements, feeInstallments, institutes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { Problem } from './csv';
import { memorySet } from './files';
import { rupeesToPaise } from './plain-read';
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
const noticesAndFees = (): Record<string, string> => {
  const all = sampleFiles('plain');
  return { 'notices.csv': all['notices.csv']!, 'fee-installments.csv': all['fee-installments.csv']! };
};

describe('plain CSVs: notices and fee installments', () => {
  it('rupees become paise without floating point', () => {
    expect(rupeesToPaise('12500')).toBe(1_250_000);
    expect(rupeesToPaise('12,500.5')).toBe(1_250_050);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('19.99')).toBe(1999);
    for (const bad of ['', '12.345', '-5', '1e3', 'Rs 100']) expect(rupeesToPaise(bad)).toBeNull();
  });

  it('the docs sample: notices for the board (some for sections), installments in paise; again: nothing changes', async () => {
    const school = await schoolWithRoster();
    const report = await importInto(school.id, noticesAndFees());
    expect(report.problems).toEqual([]);
    expect(report.counts.notices).toEqual({ added: 2, changed: 0, removed: 0, unchanged: 0 });
    expect(report.counts.feeInstallments).toEqual({ added: 4, changed: 0, removed: 0, unchanged: 0 });
    const notices = await db
      .select()
      .from(announcements)
      .where(eq(announcements.instituteId, school.id))
      .orderBy(announcements.announcedAt);
    expect(notices.map((n) => [n.title, n.postedBy, n.isActive])).toEqual([
      ['Class 8 science trip', 'Anita Desai', true],
      ['Parent-teacher meeting', "Principal's office", true],
    ]);
    expect(
      await db
        .select()
        .from(announcementBatches)
        .where(eq(announcementBatches.announcementId, notices[0]!.id)),
    ).toHaveLength(2);
    const fees = await db
      .select()
      .from(feeInstallments)
      .where(eq(feeInstallments.instituteId, school.id))
      .orderBy(feeInstallments.id);
    expect(
      fees.map((f) => [f.installNo, f.dueDate, f.initialPaise, f.discountPaise, f.standardName]),
    ).toEqual([
      [1, '2026-04-15', 1_250_000, 0, 'Class 8'],
      [2, '2026-12-15', 1_250_000, 50_050, 'Class 8'],
      [1, '2026-04-15', 1_250_000, 0, 'Class 8'],
      [2, '2026-12-15', 1_250_000, 0, 'Class 8'],
    ]);
    const again = await importInto(school.id, noticesAndFees());
    expect(again.counts.notices).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(again.counts.feeInstallments).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 4 });

    // A notice left out leaves the board (kept, inactive); a changed amount updates the same installment.
    const files = noticesAndFees();
    files['notices.csv'] = files['notices.csv']!.split('\n')
      .filter((l) => !l.startsWith('n-ptm,'))
      .join('\n');
    files['fee-installments.csv'] = withLine(
      files['fee-installments.csv']!,
      5,
      'fee-1002-2,stu-1002,2,2026-12-15,13000,,',
    );
    const update = await importInto(school.id, files);
    expect(update.counts.notices).toMatchObject({ removed: 1 });
    expect(update.counts.feeInstallments).toMatchObject({ changed: 1, added: 0 });
    const after = await db.select().from(feeInstallments).where(eq(feeInstallments.id, fees[3]!.id));
    expect(after[0]!.initialPaise).toBe(1_300_000);
    const board = await db.select().from(announcements).where(eq(announcements.instituteId, school.id));
    expect(board.filter((n) => n.isActive).map((n) => n.title)).toEqual(['Class 8 science trip']);
  });

  const cases: Array<[string, string, number, string, Problem]> = [
    [
      'a notice without a title',
      'notices.csv',
      2,
      'n-ptm,,2026-11-24,Office,,',
      { file: 'notices.csv', line: 2, column: 'title', message: 'the title is empty.' },
    ],
    [
      'a notice date in the wrong format',
      'notices.csv',
      2,
      'n-ptm,PTM,24/11/2026,Office,,',
      {
        file: 'notices.csv',
        line: 2,
        column: 'date',
        message: '"24/11/2026" is not a date in the form YYYY-MM-DD (for example 2026-12-25).',
      },
    ],
    [
      'a notice by nobody',
      'notices.csv',
      2,
      'n-ptm,PTM,2026-11-24,,,',
      {
        file: 'notices.csv',
        line: 2,
        column: 'posted_by',
        message: 'posted_by is empty: the notice board names who posted it.',
      },
    ],
    [
      'a notice for an unknown section',
      'notices.csv',
      2,
      'n-ptm,PTM,2026-11-24,Office,cls-10z,',
      {
        file: 'notices.csv',
        line: 2,
        column: 'sections',
        message: 'no class (section) "cls-10z" in classes.csv or an earlier import.',
      },
    ],
    [
      'an amount that is not rupees',
      'fee-installments.csv',
      2,
      'fee-1001-1,stu-1001,1,2026-04-15,Rs 12500,0,0',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'amount',
        message: '"Rs 12500" is not an amount in rupees (for example 12500 or 12500.50).',
      },
    ],
    [
      'three decimals',
      'fee-installments.csv',
      2,
      'fee-1001-1,stu-1001,1,2026-04-15,12500.125,0,0',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'amount',
        message: '"12500.125" is not an amount in rupees (for example 12500 or 12500.50).',
      },
    ],
    [
      'a discount above the amount',
      'fee-installments.csv',
      2,
      'fee-1001-1,stu-1001,1,2026-04-15,100,0,150',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'discount',
        message: 'the discount is more than the amount and its tax.',
      },
    ],
    [
      'an installment number that is not one',
      'fee-installments.csv',
      2,
      'fee-1001-1,stu-1001,first,2026-04-15,12500,0,0',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'install_no',
        message: '"first" is not an installment number (1, 2, 3, ...).',
      },
    ],
    [
      'a fee of someone who is no student',
      'fee-installments.csv',
      2,
      'fee-1001-1,par-2001,1,2026-04-15,12500,0,0',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'student',
        message: 'no student "par-2001" in users.csv or an earlier import.',
      },
    ],
    [
      'a due date in no school year',
      'fee-installments.csv',
      2,
      'fee-1001-1,stu-1001,1,2027-05-15,12500,0,0',
      {
        file: 'fee-installments.csv',
        line: 2,
        column: 'due_date',
        message: '2027-05-15 is in no school year of the institute.',
      },
    ],
    [
      'one installment twice',
      'fee-installments.csv',
      3,
      'fee-1001-2,stu-1001,1,2026-12-15,12500,0,0',
      {
        file: 'fee-installments.csv',
        line: 3,
        column: 'install_no',
        message: '"stu-1001" has installment 1 of that year twice (also on line 2).',
      },
    ],
  ];
  it.each(cases)('refused: %s', async (_name, file, line, text, expected) => {
    const school = await schoolWithRoster();
    const files = noticesAndFees();
    files[file] = withLine(files[file]!, line, text);
    const report = await importInto(school.id, files);
    expect(report.problems).toContainEqual(expected);
    expect(await db.select().from(feeInstallments).where(eq(feeInstallments.instituteId, school.id))).toEqual(
      [],
    );
    expect(await db.select().from(announcements).where(eq(announcements.instituteId, school.id))).toEqual([]);
  });
});
