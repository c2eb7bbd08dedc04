import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feeAllocations, feeInstallments, feePayments } from '../../db/schema';
import { importRecords } from '../../db/schema/imports';
import { financialYearOf } from '../../db/seed/fees';
import type { Institute } from '../../lib/institutes';
import { upsertRecords } from './bulk';
import type { Problems } from './csv';
import type { PaymentRow } from './plain-payments-read';
import type { PlainRows } from './plain-read';
import { chunks, fp, isLive, planKind, schoolYearSpans, type KindPlan, type Known } from './roster-plan';
import type { Roster } from './roster-read';

/*
 * Fee payments (fee-payments.csv): each becomes a payment with its receipt (fee_payments) and what
 * it paid toward each installment (fee_allocations), as the Fees screen's payment history and the
 * receipt PDF read them. The amount fills the installments it names in their order, each up to what
 * it still owes after the payments dated before it; more than they owe is a problem of the row.
 */

const FILE = 'fee-payments.csv';

export type PaymentChange = PaymentRow & {
  sourcedId: string;
  status: 'active';
  /** [installment id of fee-installments.csv, paise], in the row's order. */
  allocations: Array<[string, number]>;
};
export type PaymentsPlan = KindPlan<PaymentChange>;

interface InstallmentFacts {
  student: string;
  dueDate: string;
  totalPaise: number;
  localId: number | null;
}

const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export async function planPayments(
  db: Db,
  institute: Institute,
  plain: PlainRows,
  roster: Roster,
  known: Known,
  problems: Problems,
): Promise<PaymentsPlan> {
  if (!plain.present.has(FILE)) return { added: [], changed: [], unchanged: 0, removed: [] };
  const knownInstallments = known.get('installment')!;
  const knownPayments = known.get('payment')!;
  // fee-installments.csv in this import is the whole list; without it, what earlier imports left.
  const installment = (id: string): InstallmentFacts | null => {
    if (plain.present.has('fee-installments.csv')) {
      const row = plain.installments.get(id);
      if (!row) return null;
      return {
        student: row.student,
        dueDate: row.dueDate,
        totalPaise: row.amountPaise + row.taxPaise - row.discountPaise,
        localId: knownInstallments.get(id)?.localId ?? null,
      };
    }
    const existing = knownInstallments.get(id);
    if (!existing || existing.removed) return null;
    const [student, , dueDate, amount, tax, discount] = JSON.parse(existing.fingerprint) as [
      string,
      number,
      string,
      number,
      number,
      number,
    ];
    return { student, dueDate, totalPaise: amount + tax - discount, localId: existing.localId };
  };

  const years = await schoolYearSpans(db, institute.id, roster);
  const roleOf = (id: string) => roster.users.get(id)?.role ?? known.get('user')!.get(id)?.label ?? null;
  const rows = [...plain.payments.values()];
  const usable = new Set<PaymentRow>();
  for (const row of rows) {
    // Read already said what is wrong with the date, amount or installment list; not counted below.
    let ok =
      row.paidOn !== '' &&
      row.amountPaise > 0 &&
      row.installments.length > 0 &&
      new Set(row.installments).size === row.installments.length;
    if (!isLive(known, roster.users, 'user', row.student) || roleOf(row.student) !== 'student') {
      problems.add(
        FILE,
        row.line,
        'student',
        `no student "${row.student}" in users.csv or an earlier import.`,
      );
      continue;
    }
    const yearsOf = new Set<string>();
    for (const id of row.installments) {
      const facts = installment(id);
      if (!facts) {
        problems.add(
          FILE,
          row.line,
          'installments',
          `no installment "${id}" in fee-installments.csv or an earlier import.`,
        );
        ok = false;
      } else if (facts.student !== row.student) {
        problems.add(
          FILE,
          row.line,
          'installments',
          `the installment "${id}" is of "${facts.student}", not of "${row.student}".`,
        );
        ok = false;
      } else {
        const year = years.find(([start, end]) => start <= facts.dueDate && facts.dueDate <= end);
        if (year) yearsOf.add(year[0]);
      }
    }
    if (yearsOf.size > 1) {
      problems.add(
        FILE,
        row.line,
        'installments',
        'the installments are of more than one school year: a receipt is of one year.',
      );
      ok = false;
    }
    if (ok) usable.add(row);
  }

  // Receipt numbers are the institute's: one held by a payment this import did not make is taken.
  const receipts = rows.map((row) => row.receiptNo);
  for (const part of chunks(receipts)) {
    const taken = await db
      .select({ id: feePayments.id, receiptNo: feePayments.receiptNo })
      .from(feePayments)
      .where(and(eq(feePayments.instituteId, institute.id), inArray(feePayments.receiptNo, part)));
    for (const payment of taken) {
      if (knownPayments.get(payment.receiptNo)?.localId === payment.id) continue;
      problems.add(
        FILE,
        plain.payments.get(payment.receiptNo)!.line,
        'receipt_no',
        `the receipt number "${payment.receiptNo}" is already on another payment of this institute.`,
      );
    }
  }

  // What each installment still owes: its total less what payments this file does not carry paid.
  const imported = new Set([...knownPayments.values()].map((p) => p.localId));
  const owed = new Map<string, number>();
  const localIds = new Map<number, string>();
  for (const row of usable) {
    for (const id of row.installments) {
      const facts = installment(id)!;
      owed.set(id, facts.totalPaise);
      if (facts.localId !== null) localIds.set(facts.localId, id);
    }
  }
  for (const part of chunks([...localIds.keys()])) {
    const paid = await db
      .select({
        installmentId: feeAllocations.installmentId,
        paymentId: feeAllocations.paymentId,
        amountPaise: feeAllocations.amountPaise,
      })
      .from(feeAllocations)
      .where(inArray(feeAllocations.installmentId, part));
    for (const allocation of paid) {
      if (imported.has(allocation.paymentId)) continue;
      const id = localIds.get(allocation.installmentId)!;
      owed.set(id, owed.get(id)! - allocation.amountPaise);
    }
  }

  const payments = new Map<string, PaymentChange>();
  const byDate = [...usable].sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.line - b.line);
  for (const row of byDate) {
    const left = row.installments.reduce((sum, id) => sum + Math.max(owed.get(id)!, 0), 0);
    if (row.amountPaise > left) {
      const names = row.installments.join(' and ');
      problems.add(
        FILE,
        row.line,
        'amount',
        `the amount (${rupees(row.amountPaise)}) is more than ${names} still ${row.installments.length > 1 ? 'owe' : 'owes'} (${rupees(left)}).`,
      );
      continue;
    }
    let rest = row.amountPaise;
    const allocations: Array<[string, number]> = [];
    for (const id of row.installments) {
      const part = Math.min(rest, Math.max(owed.get(id)!, 0));
      if (part === 0) continue;
      allocations.push([id, part]);
      owed.set(id, owed.get(id)! - part);
      rest -= part;
    }
    payments.set(row.receiptNo, { ...row, sourcedId: row.receiptNo, status: 'active', allocations });
  }
  return planKind(payments, true, knownPayments, (p) =>
    fp(p.student, p.paidOn, p.amountPaise, p.mode, p.reference, p.allocations),
  );
}

/**
 * Before the installments are written: a changed payment's allocations go (written again after),
 * a payment left out of the file is deleted with its receipt, so an installment it paid may go too.
 */
export async function clearPayments(tx: Db, plan: PaymentsPlan): Promise<void> {
  const changed = plan.changed.map((c) => c.existing?.localId).filter((id): id is number => !!id);
  for (const part of chunks(changed))
    await tx.delete(feeAllocations).where(inArray(feeAllocations.paymentId, part));
  const removed = plan.removed.map((r) => r.existing.localId).filter((id): id is number => !!id);
  for (const part of chunks(removed)) await tx.delete(feePayments).where(inArray(feePayments.id, part));
}

/** After the installments: the payments and their allocations, each payment of its installments' student and year. */
export async function writePayments(
  tx: Db,
  institute: Institute,
  plan: PaymentsPlan,
  now: Date,
): Promise<void> {
  const changes = [...plan.added, ...plan.changed];
  const installmentIds = [...new Set(changes.flatMap((c) => c.row.allocations.map(([id]) => id)))];
  const localOf = new Map<string, number>();
  for (const part of chunks(installmentIds)) {
    const rows = await tx
      .select({ sourcedId: importRecords.sourcedId, localId: importRecords.localId })
      .from(importRecords)
      .where(
        and(
          eq(importRecords.instituteId, institute.id),
          eq(importRecords.kind, 'installment'),
          inArray(importRecords.sourcedId, part),
        ),
      );
    for (const row of rows) localOf.set(row.sourcedId, row.localId!);
  }
  const facts = new Map<number, typeof feeInstallments.$inferSelect>();
  for (const part of chunks([...localOf.values()])) {
    for (const row of await tx.select().from(feeInstallments).where(inArray(feeInstallments.id, part)))
      facts.set(row.id, row);
  }
  const indian = institute.timeZone === 'Asia/Kolkata';
  const valuesOf = (p: PaymentChange) => {
    const first = facts.get(localOf.get(p.allocations[0]![0])!)!;
    return {
      instituteId: institute.id,
      studentId: first.studentId,
      academicYearId: first.academicYearId,
      receiptNo: p.receiptNo,
      financialYear: financialYearOf(p.paidOn, indian).long,
      paidOn: p.paidOn,
      method: p.mode,
      reference: p.reference,
      standardName: first.standardName,
      courseName: first.courseName,
    };
  };

  const paymentIds = new Map<string, number>();
  // A payment an earlier file left out (deleted) and this one has again is written anew.
  const updates = plan.changed.filter((c) => c.existing?.localId);
  const inserts = [...plan.added, ...plan.changed.filter((c) => !c.existing?.localId)];
  for (const part of chunks(inserts, 1000)) {
    const rows = await tx
      .insert(feePayments)
      .values(part.map((c) => valuesOf(c.row)))
      .returning({ id: feePayments.id, receiptNo: feePayments.receiptNo });
    for (const row of rows) paymentIds.set(row.receiptNo, row.id);
  }
  for (const change of updates) {
    const id = change.existing!.localId!;
    await tx.update(feePayments).set(valuesOf(change.row)).where(eq(feePayments.id, id));
    paymentIds.set(change.row.receiptNo, id);
  }
  const allocations = changes.flatMap((c) =>
    c.row.allocations.map(([installment, paise]) => ({
      paymentId: paymentIds.get(c.row.receiptNo)!,
      installmentId: localOf.get(installment)!,
      amountPaise: paise,
    })),
  );
  for (const part of chunks(allocations, 1000)) await tx.insert(feeAllocations).values(part);

  const at = now.toISOString();
  const record = (receiptNo: string, localId: number | null, fingerprint: string, removed: boolean) => ({
    institute_id: institute.id,
    kind: 'payment',
    sourced_id: receiptNo,
    local_id: localId,
    fingerprint,
    label: null,
    removed_at: removed ? at : null,
    updated_at: at,
  });
  await upsertRecords(tx, [
    ...changes.map((c) => record(c.row.receiptNo, paymentIds.get(c.row.receiptNo)!, c.fingerprint, false)),
    // Deleted with its receipt: nothing local is left to point at.
    ...plan.removed.map((r) => record(r.sourcedId, null, r.existing.fingerprint, true)),
  ]);
}
