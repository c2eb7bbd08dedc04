import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  academicYears,
  announcementBatches,
  announcements,
  feeInstallments,
  students,
} from '../../db/schema';
import type { Institute } from '../../lib/institutes';
import { upsertRecords } from './bulk';
import type { Problems } from './csv';
import type { InstallmentRow, NoticeRow, PlainRows } from './plain-read';
import { fp, isLive, planKind, schoolYearSpans, type KindPlan, type Known } from './roster-plan';
import type { Roster } from './roster-read';

type Active<T extends { id: string }> = T & { sourcedId: string; status: 'active' };
export interface NoticesFeesPlan {
  notices: KindPlan<Active<NoticeRow>>;
  installments: KindPlan<Active<InstallmentRow>>;
}

const none = () => ({ added: [], changed: [], unchanged: 0, removed: [] });
const active = <T extends { id: string }>(rows: Map<string, T>) =>
  new Map([...rows].map(([id, row]) => [id, { ...row, sourcedId: id, status: 'active' as const }]));
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Notices (the notice board) and fee installments (amounts in rupees, stored in paise). */
export async function planNoticesFees(
  db: Db,
  institute: Institute,
  plain: PlainRows,
  roster: Roster,
  known: Known,
  problems: Problems,
): Promise<NoticesFeesPlan> {
  const live = (rows: Map<string, { status: string }>, kind: 'class' | 'user', id: string) =>
    isLive(known, rows, kind, id);
  for (const notice of plain.notices.values()) {
    for (const section of notice.sections) {
      if (!live(roster.classes, 'class', section)) {
        problems.add(
          'notices.csv',
          notice.line,
          'sections',
          `no class (section) "${section}" in classes.csv or an earlier import.`,
        );
      }
    }
  }
  const years = await schoolYearSpans(db, institute.id, roster);
  const roleOf = (id: string) => roster.users.get(id)?.role ?? known.get('user')!.get(id)?.label ?? null;
  const numbers = new Map<string, InstallmentRow>();
  for (const row of plain.installments.values()) {
    if (!live(roster.users, 'user', row.student) || roleOf(row.student) !== 'student') {
      problems.add(
        'fee-installments.csv',
        row.line,
        'student',
        `no student "${row.student}" in users.csv or an earlier import.`,
      );
    }
    const year = years.find(([start, end]) => start <= row.dueDate && row.dueDate <= end);
    if (row.dueDate && !year) {
      problems.add(
        'fee-installments.csv',
        row.line,
        'due_date',
        `${row.dueDate} is in no school year of the institute.`,
      );
    }
    const key = `${row.student}\n${year?.[0]}\n${row.installNo}`;
    const twin = numbers.get(key);
    if (twin) {
      problems.add(
        'fee-installments.csv',
        row.line,
        'install_no',
        `"${row.student}" has installment ${row.installNo} of that year twice (also on line ${twin.line}).`,
      );
    } else numbers.set(key, row);
  }
  return {
    notices: plain.present.has('notices.csv')
      ? planKind(active(plain.notices), true, known.get('notice')!, (n) =>
          fp(n.title, n.date, n.postedBy, n.sections, n.description),
        )
      : none(),
    installments: plain.present.has('fee-installments.csv')
      ? planKind(active(plain.installments), true, known.get('installment')!, (i) =>
          fp(i.student, i.installNo, i.dueDate, i.amountPaise, i.taxPaise, i.discountPaise),
        )
      : none(),
  };
}

export async function applyNoticesFees(
  tx: Db,
  institute: Institute,
  plan: NoticesFeesPlan,
  known: Known,
  now: Date,
): Promise<void> {
  const records: Array<Record<string, unknown>> = [];
  const at = now.toISOString();
  const record = (
    kind: 'notice' | 'installment',
    sourcedId: string,
    localId: number | null,
    fingerprint: string,
    removed = false,
  ) =>
    records.push({
      institute_id: institute.id,
      kind,
      sourced_id: sourcedId,
      local_id: localId,
      fingerprint,
      label: null,
      removed_at: removed ? at : null,
      updated_at: at,
    });

  for (const change of [...plan.notices.added, ...plan.notices.changed]) {
    const n = change.row;
    const values = {
      instituteId: institute.id,
      title: n.title,
      // Plain text in the file; the board shows HTML, so it is escaped and its lines kept.
      description: escapeHtml(n.description).replaceAll('\n', '<br>'),
      postedBy: n.postedBy,
      // Midday UTC: the same calendar day in every time zone the portal serves.
      announcedAt: new Date(`${n.date}T12:00:00Z`),
      updatedAt: now,
    };
    let id = change.existing?.localId ?? null;
    if (id === null)
      id = (await tx.insert(announcements).values(values).returning({ id: announcements.id }))[0]!.id;
    else {
      await tx.update(announcements).set(values).where(eq(announcements.id, id));
      await tx.delete(announcementBatches).where(eq(announcementBatches.announcementId, id));
    }
    const batchIds = n.sections.map((s) => known.get('class')!.get(s)!.localId!);
    if (batchIds.length > 0)
      await tx
        .insert(announcementBatches)
        .values(batchIds.map((batchId) => ({ announcementId: id!, batchId })));
    record('notice', n.id, id, change.fingerprint);
  }
  for (const { sourcedId, existing } of plan.notices.removed) {
    // Taken off the board, not deleted.
    if (existing.localId)
      await tx.update(announcements).set({ isActive: false }).where(eq(announcements.id, existing.localId));
    record('notice', sourcedId, existing.localId, existing.fingerprint, true);
  }

  const years = await tx.select().from(academicYears).where(eq(academicYears.instituteId, institute.id));
  for (const change of [...plan.installments.added, ...plan.installments.changed]) {
    const i = change.row;
    const userId = known.get('user')!.get(i.student)!.localId!;
    const [student] = await tx
      .select({
        id: students.id,
        standard: students.standard,
        course: students.course,
        batch: students.batch,
      })
      .from(students)
      .where(eq(students.userId, userId));
    const values = {
      instituteId: institute.id,
      studentId: student!.id,
      academicYearId: years.find((y) => y.startDate <= i.dueDate && i.dueDate <= y.endDate)!.id,
      installNo: i.installNo,
      dueDate: i.dueDate,
      standardName: institute.kind === 'school' ? student!.standard : null,
      courseName: institute.kind === 'school' ? null : (student!.batch ?? student!.course),
      initialPaise: i.amountPaise,
      taxPaise: i.taxPaise,
      discountPaise: i.discountPaise,
    };
    const id = change.existing?.localId
      ? (
          await tx
            .update(feeInstallments)
            .set(values)
            .where(eq(feeInstallments.id, change.existing.localId))
            .returning({ id: feeInstallments.id })
        )[0]!.id
      : (await tx.insert(feeInstallments).values(values).returning({ id: feeInstallments.id }))[0]!.id;
    record('installment', i.id, id, change.fingerprint);
  }
  for (const { sourcedId, existing } of plan.installments.removed) {
    // An installment something was paid towards stays (the payment's receipt names it).
    if (existing.localId) {
      await tx
        .delete(feeInstallments)
        .where(
          and(
            eq(feeInstallments.id, existing.localId),
            sql`not exists (select 1 from fee_allocations a where a.installment_id = ${existing.localId})`,
          ),
        );
    }
    record('installment', sourcedId, existing.localId, existing.fingerprint, true);
  }
  await upsertRecords(tx, records);
}
