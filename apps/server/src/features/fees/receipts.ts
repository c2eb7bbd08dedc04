import { eq, lt, sql } from 'drizzle-orm';
import { RECEIPT_LINK_TTL_MS } from '@portal/shared/fees/rules';
import { rowsOf, type Db } from '../../db/client';
import { feeReceiptLinks } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { randomToken, sameHash, sha256 } from '../../lib/tokens';
import type { Identity } from '../../plugins/auth';
import { FEE_MESSAGES, MAX_ID, num, paymentRows } from './service';

/** Where a receipt link points; the token is the only key (like the spec's AWS link). */
export const RECEIPT_FILE_PATH = '/api/v1/studentWise/fee/receipt-file';

export interface ReceiptClaim {
  studentId: number;
  receiptNo: string;
  financialYear: string;
  academicYearId: number;
}

/**
 * The payment a receipt call names, for a caller already found to act for the student.
 * The institute must enable student fee receipts (else 403). A number that is not one of this
 * student's receipts in the caller's institute: 403; the student's, but of another financial
 * or academic year than asked: 404.
 */
export async function findReceipt(db: Db, identity: Identity, claim: ReceiptClaim): Promise<number> {
  const [found] = await rowsOf<{
    enabled: boolean;
    id: number | null;
    student_id: number | null;
    financial_year: string | null;
    academic_year_id: number | null;
  }>(
    db,
    sql`select i.fee_receipts_enabled as enabled, p.id, p.student_id, p.financial_year, p.academic_year_id
          from institutes i
          left join fee_payments p on p.institute_id = i.id and p.receipt_no = ${claim.receiptNo}
         where i.id = ${identity.instituteId}`,
  );
  if (!found?.enabled) throw new HttpError(403, FEE_MESSAGES.receiptsOff);
  // Not a receipt of the caller's institute: refused like anybody else's, whether or not another
  // institute has that number (no oracle of other institutes' numbers, no cross-institute query).
  if (found.id === null) throw new HttpError(403, MESSAGES.notYours);
  if (found.student_id !== claim.studentId) throw new HttpError(403, MESSAGES.notYours);
  if (found.financial_year !== claim.financialYear || found.academic_year_id !== claim.academicYearId)
    throw new HttpError(404, FEE_MESSAGES.receiptNotFound);
  return found.id;
}

/** A receipt link opened without the session of the user it was made for (issue 28). */
export const RECEIPT_LINK_OTHER_USER =
  'This receipt link was made for another user. Please sign in and download the receipt again.';

/**
 * A link to one receipt for one user, from one address, for RECEIPT_LINK_TTL_MS. Only the
 * token's sha256 and the address's are kept; expired links are swept when one is made. The route
 * answering it sets the session's file key cookie for RECEIPT_FILE_PATH (plugins/auth.ts).
 */
export async function createReceiptLink(
  db: Db,
  link: { userId: number; paymentId: number; clientIp: string },
  now: Date,
): Promise<{ url: string; token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + RECEIPT_LINK_TTL_MS);
  await db.delete(feeReceiptLinks).where(lt(feeReceiptLinks.expiresAt, now));
  await db.insert(feeReceiptLinks).values({
    tokenHash: sha256(token),
    userId: link.userId,
    paymentId: link.paymentId,
    clientHash: sha256(link.clientIp),
    expiresAt,
  });
  return { url: `${RECEIPT_FILE_PATH}/${token}`, token, expiresAt };
}

/**
 * The payment a receipt link opens, for the user it was made for (their session's file key cookie
 * or token header: `userId`, null without a live session), from the address it was made for, until
 * it expires. Anything else is 403 (issue 28: no link works for anybody who holds it): unknown or
 * tampered, another user or none (checked before anything about the link is told), expired, or
 * another address.
 */
export async function openReceiptLink(
  db: Db,
  token: string,
  caller: { userId: number | null; clientIp: string },
  now: Date,
): Promise<number> {
  const [link] = await db
    .select({
      paymentId: feeReceiptLinks.paymentId,
      userId: feeReceiptLinks.userId,
      clientHash: feeReceiptLinks.clientHash,
      expiresAt: feeReceiptLinks.expiresAt,
    })
    .from(feeReceiptLinks)
    .where(eq(feeReceiptLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!link) throw new HttpError(403, FEE_MESSAGES.linkUnknown);
  if (caller.userId !== link.userId) throw new HttpError(403, RECEIPT_LINK_OTHER_USER);
  if (link.expiresAt.getTime() <= now.getTime()) throw new HttpError(403, FEE_MESSAGES.linkExpired);
  if (!sameHash(sha256(caller.clientIp), link.clientHash))
    throw new HttpError(403, FEE_MESSAGES.linkOtherAddress);
  return link.paymentId;
}

export interface ReceiptLine {
  installNo: number;
  dueDate: string;
  amountPaise: number;
  finePaise: number;
}

/** Everything a receipt shows, amounts in paise. */
export interface Receipt {
  receiptNo: string;
  financialYear: string;
  paidOn: string;
  method: string;
  reference: string | null;
  /** The standard (school) or batch/course (coaching) the payment was for. */
  group: string | null;
  institute: {
    name: string;
    slug: string;
    kind: 'school' | 'coaching';
    language: 'en' | 'fr' | 'hi' | 'de';
    address: string | null;
  };
  studentName: string;
  displayId: string;
  lines: ReceiptLine[];
  paidPaise: number;
  /** What the installments it paid still owed right after it (as the payment history shows). */
  balancePaise: number;
}

/** The receipt of a payment (the link was checked): three indexed queries. */
export async function receiptOf(db: Db, paymentId: number): Promise<Receipt> {
  if (paymentId > MAX_ID) throw new HttpError(404, MESSAGES.notFound);
  const [head] = await rowsOf<{
    receipt_no: string;
    financial_year: string;
    paid_on: string;
    method: string;
    reference: string | null;
    standard_name: string | null;
    course_name: string | null;
    institute_id: number;
    student_id: number;
    academic_year_id: number;
    name: string;
    slug: string;
    kind: 'school' | 'coaching';
    language: 'en' | 'fr' | 'hi' | 'de';
    address: string | null;
    student_name: string;
    display_id: string;
  }>(
    db,
    sql`select p.receipt_no, p.financial_year, p.paid_on::text as paid_on, p.method, p.reference,
               p.standard_name, p.course_name, p.institute_id, p.student_id, p.academic_year_id,
               i.name, i.slug, i.kind, i.language, i.address, u.name as student_name, s.display_id
          from fee_payments p
          join institutes i on i.id = p.institute_id
          join students s on s.id = p.student_id
          join users u on u.id = s.user_id
         where p.id = ${paymentId}`,
  );
  if (!head) throw new HttpError(404, MESSAGES.notFound);
  const [lines, payments] = await Promise.all([
    rowsOf<{ install_no: number; due_date: string; amount_paise: unknown; fine_paise: unknown }>(
      db,
      sql`select i.install_no, i.due_date::text as due_date, fa.amount_paise, fa.fine_paise
            from fee_allocations fa join fee_installments i on i.id = fa.installment_id
           where fa.payment_id = ${paymentId}
           order by i.install_no`,
    ),
    paymentRows(db, {
      instituteId: head.institute_id,
      studentId: head.student_id,
      yearId: head.academic_year_id,
    }),
  ]);
  const row = payments.find((p) => p.id === paymentId);
  return {
    receiptNo: head.receipt_no,
    financialYear: head.financial_year,
    paidOn: head.paid_on,
    method: head.method,
    reference: head.reference,
    group:
      (head.kind === 'school' ? head.standard_name : head.course_name) ??
      head.standard_name ??
      head.course_name,
    institute: {
      name: head.name,
      slug: head.slug,
      kind: head.kind,
      language: head.language,
      address: head.address,
    },
    studentName: head.student_name,
    displayId: head.display_id,
    lines: lines.map((l) => ({
      installNo: l.install_no,
      dueDate: l.due_date,
      amountPaise: num(l.amount_paise),
      finePaise: num(l.fine_paise),
    })),
    paidPaise: num(row?.amount),
    balancePaise: num(row?.left_after),
  };
}
