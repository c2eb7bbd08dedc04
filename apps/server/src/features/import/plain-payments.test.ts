import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { feeAllocations, feeInstallments, feePayments, institutes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { receiptOf } from '../fees/receipts';
import { feeSummary } from '../fees/service';
import type { Problem } from './csv';
import { memorySet } from './files';
import { paymentPaise } from './plain-payments-read';
import { runImport, type ImportReport } from './service';
import { newSchool, sampleFiles, withLine } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function importInto(
  instituteId: number,
  files: Record<string, string>,
  dryRun = false,
): Promise<ImportReport> {
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  return runImport(db, institute!, memorySet(files), { dryRun, actor: 'test', now: t.app.clock() });
}
async function schoolWithRoster() {
  const school = await newSchool(db);
  expect((await importInto(school.id, sampleFiles())).ok).toBe(true);
  return school;
}
const fees = (): Record<string, string> => {
  const all = sampleFiles('plain');
  return {
    'fee-installments.csv': all['fee-installments.csv']!,
    'fee-payments.csv': all['fee-payments.csv']!,
  };
};
const paymentsOf = (instituteId: number) =>
  db
    .select()
    .from(feePayments)
    .where(eq(feePayments.instituteId, instituteId))
    .orderBy(feePayments.receiptNo);
async function allocationsOf(instituteId: number) {
  const payments = await paymentsOf(instituteId);
  if (payments.length === 0) return [];
  const rows = await db
    .select({
      receiptNo: feePayments.receiptNo,
      installNo: feeInstallments.installNo,
      amountPaise: feeAllocations.amountPaise,
    })
    .from(feeAllocations)
    .innerJoin(feePayments, eq(feePayments.id, feeAllocations.paymentId))
    .innerJoin(feeInstallments, eq(feeInstallments.id, feeAllocations.installmentId))
    .where(
      inArray(
        feeAllocations.paymentId,
        payments.map((p) => p.id),
      ),
    );
  return rows
    .map((r) => [r.receiptNo, r.installNo, r.amountPaise] as const)
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
}

describe('plain CSVs: fee payments', () => {
  it('amounts: rupees with up to two decimals, more than 0, in paise; otherwise the words say why', () => {
    expect(paymentPaise('12,500.50')).toBe(1_250_050);
    expect(paymentPaise('0.07')).toBe(7);
    expect(paymentPaise('100.125')).toMatch(/more than two decimals/);
    expect(paymentPaise('-500')).toMatch(/is negative/);
    expect(paymentPaise('0.00')).toBe('the amount is 0: a payment pays something.');
    expect(paymentPaise('Rs 100')).toMatch(/is not an amount in rupees/);
  });

  it('the docs sample: payments with receipts and allocations the Fees screen and the receipt show; again: nothing changes', async () => {
    const school = await schoolWithRoster();
    const dry = await importInto(school.id, fees(), true);
    expect(dry.problems).toEqual([]);
    expect(dry.counts.feePayments).toEqual({ added: 3, changed: 0, removed: 0, unchanged: 0 });
    expect(await paymentsOf(school.id)).toEqual([]);

    const report = await importInto(school.id, fees());
    expect(report.problems).toEqual([]);
    expect(report.counts.feePayments).toEqual({ added: 3, changed: 0, removed: 0, unchanged: 0 });
    const payments = await paymentsOf(school.id);
    expect(
      payments.map((p) => [p.receiptNo, p.paidOn, p.method, p.reference, p.financialYear, p.standardName]),
    ).toEqual([
      ['RHS-26-27-0001', '2026-04-10', 'Cash', null, '2026-27', 'Class 8'],
      ['RHS-26-27-0002', '2026-11-20', 'UPI', 'UPI 6123 4481', '2026-27', 'Class 8'],
      ['RHS-26-27-0003', '2026-04-14', 'Cheque', 'Cheque 004512', '2026-27', 'Class 8'],
    ]);
    // 15,000.50 fills installment 1 (12,500) and puts the rest toward installment 2.
    expect(await allocationsOf(school.id)).toEqual([
      ['RHS-26-27-0001', 1, 1_250_000],
      ['RHS-26-27-0002', 2, 600_000],
      ['RHS-26-27-0003', 1, 1_250_000],
      ['RHS-26-27-0003', 2, 250_050],
    ]);

    const kabir = payments[2]!;
    const summary = await feeSummary(db, {
      instituteId: school.id,
      studentId: kabir.studentId,
      yearId: kabir.academicYearId,
    });
    expect(summary.p_install_li).toEqual([
      expect.objectContaining({
        f_rec_no: 'RHS-26-27-0003',
        financial_yr: '2026-27',
        p_date: '2026-04-14',
        p_method: 'Cheque',
        install_nos: '1, 2',
        p_amount: 15_000.5,
        d_amount: 9_999.5,
      }),
    ]);
    expect(summary.a_install_li.map((i) => [i.install_no, i.p_status, i.p_amount, i.d_amount])).toEqual([
      [1, 'Y', 12_500, 0],
      [2, 'N', 2_500.5, 9_999.5],
    ]);
    const receipt = await receiptOf(db, kabir.id);
    expect(receipt).toMatchObject({
      receiptNo: 'RHS-26-27-0003',
      method: 'Cheque',
      reference: 'Cheque 004512',
      studentName: 'Kabir Sethi',
      paidPaise: 1_500_050,
      balancePaise: 999_950,
    });
    expect(receipt.lines.map((l) => [l.installNo, l.amountPaise])).toEqual([
      [1, 1_250_000],
      [2, 250_050],
    ]);

    const again = await importInto(school.id, fees());
    expect(again.counts.feePayments).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3 });
    expect(await paymentsOf(school.id)).toEqual(payments);
  });

  it('an update import: a changed payment keeps its receipt and id, one left out is deleted, a new one added', async () => {
    const school = await schoolWithRoster();
    expect((await importInto(school.id, fees())).ok).toBe(true);
    const before = await paymentsOf(school.id);
    // Only the payments file: the installments are those of the earlier import.
    const payments = fees()['fee-payments.csv']!;
    const changed = withLine(payments, 3, 'RHS-26-27-0002,stu-1001,2026-11-21,11999.50,UPI,fee-1001-2,');
    const lines = changed.split('\n').filter((l) => !l.startsWith('RHS-26-27-0001,'));
    lines.splice(3, 0, 'RHS-26-27-0004,stu-1002,2026-11-30,5000,Online,fee-1002-2,');
    const dry = await importInto(school.id, { 'fee-payments.csv': lines.join('\n') }, true);
    expect(dry.counts.feePayments).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(await paymentsOf(school.id)).toEqual(before);

    const update = await importInto(school.id, { 'fee-payments.csv': lines.join('\n') });
    expect(update.problems).toEqual([]);
    expect(update.counts.feePayments).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    const after = await paymentsOf(school.id);
    expect(after.map((p) => p.receiptNo)).toEqual(['RHS-26-27-0002', 'RHS-26-27-0003', 'RHS-26-27-0004']);
    expect(after[0]).toMatchObject({ id: before[1]!.id, paidOn: '2026-11-21', reference: null });
    expect(await allocationsOf(school.id)).toEqual([
      ['RHS-26-27-0002', 2, 1_199_950],
      ['RHS-26-27-0003', 1, 1_250_000],
      ['RHS-26-27-0003', 2, 250_050],
      ['RHS-26-27-0004', 2, 500_000],
    ]);
    // Its payment gone, Meera's first installment may go with a fee-installments.csv that leaves it out.
    const sample = fees()['fee-installments.csv']!;
    const installments = sample.split('\n').filter((l) => !l.startsWith('fee-1001-1,'));
    const dropped = await importInto(school.id, {
      'fee-installments.csv': installments.join('\n'),
      'fee-payments.csv': lines.join('\n'),
    });
    expect(dropped.counts.feeInstallments).toMatchObject({ removed: 1 });
    expect(dropped.counts.feePayments).toMatchObject({ unchanged: 3 });
    expect(
      await db.select().from(feeInstallments).where(eq(feeInstallments.instituteId, school.id)),
    ).toHaveLength(3);
  });

  const row = (n: number, text: string) => (files: Record<string, string>) => {
    files['fee-payments.csv'] = withLine(files['fee-payments.csv']!, n, text);
  };
  const added = (text: string) => (files: Record<string, string>) => {
    files['fee-payments.csv'] = `${files['fee-payments.csv']!.trimEnd()}\n${text}\n`;
  };
  const problem = (line: number, column: string, message: string): Problem => ({
    file: 'fee-payments.csv',
    line,
    column,
    message,
  });
  const cases: Array<[string, (files: Record<string, string>) => void, Problem]> = [
    [
      'an unknown student',
      row(2, 'RHS-26-27-0001,stu-9999,2026-04-10,12500,Cash,fee-1001-1,'),
      problem(2, 'student', 'no student "stu-9999" in users.csv or an earlier import.'),
    ],
    [
      'a parent for a student',
      row(2, 'RHS-26-27-0001,par-2001,2026-04-10,12500,Cash,fee-1001-1,'),
      problem(2, 'student', 'no student "par-2001" in users.csv or an earlier import.'),
    ],
    [
      'an unknown installment',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500,Cash,fee-1001-9,'),
      problem(2, 'installments', 'no installment "fee-1001-9" in fee-installments.csv or an earlier import.'),
    ],
    [
      "another student's installment",
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500,Cash,fee-1002-1,'),
      problem(2, 'installments', 'the installment "fee-1002-1" is of "stu-1002", not of "stu-1001".'),
    ],
    [
      'no installment named',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500,Cash,,'),
      problem(
        2,
        'installments',
        'no installment named: give the ids (of fee-installments.csv) it pays, separated by ";".',
      ),
    ],
    [
      'an installment named twice',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500,Cash,fee-1001-1;fee-1001-1,'),
      problem(2, 'installments', 'the installment "fee-1001-1" is named twice.'),
    ],
    [
      'an amount with three decimals',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500.125,Cash,fee-1001-1,'),
      problem(
        2,
        'amount',
        '"12500.125" has more than two decimals: amounts are rupees and paise (for example 12500.50).',
      ),
    ],
    [
      'a negative amount',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,-500,Cash,fee-1001-1,'),
      problem(
        2,
        'amount',
        '"-500" is negative: a payment is money received (for example 12500 or 12500.50).',
      ),
    ],
    [
      'an amount of nothing',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,0,Cash,fee-1001-1,'),
      problem(2, 'amount', 'the amount is 0: a payment pays something.'),
    ],
    [
      'an amount that is not rupees',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,Rs 500,Cash,fee-1001-1,'),
      problem(2, 'amount', '"Rs 500" is not an amount in rupees (for example 12500 or 12500.50).'),
    ],
    [
      'a payment larger than the installment',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500.01,Cash,fee-1001-1,'),
      problem(2, 'amount', 'the amount (12500.01) is more than fee-1001-1 still owes (12500.00).'),
    ],
    [
      'a payment larger than what the payments before it left due',
      added('RHS-26-27-0009,stu-1001,2026-12-01,6000,Cash,fee-1001-2,'),
      problem(5, 'amount', 'the amount (6000.00) is more than fee-1001-2 still owes (5999.50).'),
    ],
    [
      'a payment larger than two installments',
      row(4, 'RHS-26-27-0003,stu-1002,2026-04-14,25000.01,Cheque,fee-1002-1;fee-1002-2,'),
      problem(
        4,
        'amount',
        'the amount (25000.01) is more than fee-1002-1 and fee-1002-2 still owe (25000.00).',
      ),
    ],
    [
      'a receipt number twice in the file',
      row(3, 'RHS-26-27-0001,stu-1001,2026-11-20,6000,UPI,fee-1001-2,'),
      problem(3, 'receipt_no', 'the receipt number "RHS-26-27-0001" appears twice (also on line 2).'),
    ],
    [
      'no receipt number',
      row(2, ',stu-1001,2026-04-10,12500,Cash,fee-1001-1,'),
      problem(
        2,
        'receipt_no',
        'the receipt number is empty: every payment needs its own (a second import finds the payment by it).',
      ),
    ],
    [
      'a date in the wrong format',
      row(2, 'RHS-26-27-0001,stu-1001,10/04/2026,12500,Cash,fee-1001-1,'),
      problem(2, 'paid_on', '"10/04/2026" is not a date in the form YYYY-MM-DD (for example 2026-12-25).'),
    ],
    [
      'a date that is no day',
      row(2, 'RHS-26-27-0001,stu-1001,2026-02-30,12500,Cash,fee-1001-1,'),
      problem(2, 'paid_on', '"2026-02-30" is not a date in the form YYYY-MM-DD (for example 2026-12-25).'),
    ],
    [
      'no mode',
      row(2, 'RHS-26-27-0001,stu-1001,2026-04-10,12500,,fee-1001-1,'),
      problem(2, 'mode', 'the mode is empty (for example Cash, Cheque, UPI or Online).'),
    ],
    [
      'a header without the amount',
      row(1, 'receipt_no,student,paid_on,sum,mode,installments,reference'),
      problem(1, 'amount', 'the column "amount" is missing from the header.'),
    ],
  ];
  it.each(cases)('refused: %s', async (_name, edit, expected) => {
    const school = await schoolWithRoster();
    const files = fees();
    edit(files);
    const report = await importInto(school.id, files);
    expect(report.problems).toContainEqual(expected);
    expect(report.problems).toHaveLength(1);
    expect(await paymentsOf(school.id)).toEqual([]);
    expect(await db.select().from(feeInstallments).where(eq(feeInstallments.instituteId, school.id))).toEqual(
      [],
    );
  });

  it('refused: a receipt number another payment of the institute has; installments of two school years', async () => {
    const school = await schoolWithRoster();
    expect(
      (await importInto(school.id, { 'fee-installments.csv': fees()['fee-installments.csv']! })).ok,
    ).toBe(true);
    const [installment] = await db
      .select()
      .from(feeInstallments)
      .where(eq(feeInstallments.instituteId, school.id))
      .limit(1);
    // Entered in the portal, not by an import.
    await db.insert(feePayments).values({
      instituteId: school.id,
      studentId: installment!.studentId,
      academicYearId: installment!.academicYearId,
      receiptNo: 'RHS-26-27-0002',
      financialYear: '2026-27',
      paidOn: '2026-05-01',
      method: 'Cash',
    });
    const taken = await importInto(school.id, { 'fee-payments.csv': fees()['fee-payments.csv']! });
    expect(taken.problems).toEqual([
      problem(
        3,
        'receipt_no',
        'the receipt number "RHS-26-27-0002" is already on another payment of this institute.',
      ),
    ]);

    const roster = sampleFiles();
    roster['academicSessions.csv'] += 'ay-2027,,,2027-28,schoolYear,2027-04-01,2028-03-31,,2028\n';
    const files = fees();
    files['fee-installments.csv'] += 'fee-1001-3,stu-1001,1,2027-04-15,12500,0,0\n';
    files['fee-payments.csv'] = withLine(
      files['fee-payments.csv']!,
      3,
      'RHS-26-27-0009,stu-1001,2026-11-20,6000,UPI,fee-1001-2;fee-1001-3,',
    );
    const years = await importInto(school.id, { ...roster, ...files });
    expect(years.problems).toEqual([
      problem(
        3,
        'installments',
        'the installments are of more than one school year: a receipt is of one year.',
      ),
    ]);
  });
});
