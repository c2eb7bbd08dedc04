import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { academicYears, institutes, students, users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is whole paise (1 rupee = 100 paise): no floating point anywhere on the way to a sum. */
const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * One installment of a student's fees for an academic year (the spec's a_install_li row).
 * Its total is initial + tax - discount; a fine may be charged once it is late; a part the
 * institute gave up on is bad debt. What was paid comes from fee_allocations, never stored here.
 */
export const feeInstallments = pgTable(
  'fee_installments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id, { onDelete: 'cascade' }),
    installNo: integer('install_no').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The standard (school) of the fee structure (stnd_n). */
    standardName: text('standard_name'),
    /** The batch or course (coaching) of the fee structure (c_n). */
    courseName: text('course_name'),
    initialPaise: paise('initial_paise').notNull(),
    taxPaise: paise('tax_paise').notNull().default(0),
    discountPaise: paise('discount_paise').notNull().default(0),
    /** Fine charged for paying late (only where the institute configures fines). */
    finePaise: paise('fine_paise').notNull().default(0),
    badDebtPaise: paise('bad_debt_paise').notNull().default(0),
  },
  (t) => [
    uniqueIndex('fee_installments_student_year_no_key').on(t.studentId, t.academicYearId, t.installNo),
    check(
      'fee_installments_amounts_check',
      sql`${t.initialPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.discountPaise} >= 0
      and ${t.discountPaise} <= ${t.initialPaise} + ${t.taxPaise}
      and ${t.finePaise} >= 0 and ${t.badDebtPaise} >= 0`,
    ),
  ],
);

/** One payment with its receipt (the spec's p_install_li row). */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id, { onDelete: 'cascade' }),
    /** The receipt number (f_rec_no), unique within the institute. */
    receiptNo: text('receipt_no').notNull(),
    /** The financial year it is booked in, e.g. '2026-27' (financial_yr). */
    financialYear: text('financial_year').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** Mode as the institute names it: Cash, Cheque, Online, UPI, Card, Bank transfer… (p_method). */
    method: text('method').notNull(),
    /** Cheque number or online reference, printed on the receipt. */
    reference: text('reference'),
    standardName: text('standard_name'),
    courseName: text('course_name'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_payments_institute_receipt_key').on(t.instituteId, t.receiptNo),
    index('fee_payments_student_year_idx').on(t.studentId, t.academicYearId, t.paidOn),
  ],
);

/** What a payment paid toward each installment: the fee itself and its fine. */
export const feeAllocations = pgTable(
  'fee_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => feePayments.id, { onDelete: 'cascade' }),
    installmentId: integer('installment_id')
      .notNull()
      .references(() => feeInstallments.id, { onDelete: 'cascade' }),
    amountPaise: paise('amount_paise').notNull(),
    finePaise: paise('fine_paise').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.installmentId] }),
    index('fee_allocations_installment_idx').on(t.installmentId),
    check(
      'fee_allocations_amounts_check',
      sql`${t.amountPaise} >= 0 and ${t.finePaise} >= 0 and ${t.amountPaise} + ${t.finePaise} > 0`,
    ),
  ],
);

/**
 * Short-lived receipt links (the spec's awsDownloadLink): one user, from one address, for
 * 5 minutes. Only the token's sha256 is kept.
 */
export const feeReceiptLinks = pgTable(
  'fee_receipt_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').notNull(),
    /** sha256 of the client address that asked. */
    clientHash: text('client_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('fee_receipt_links_expires_idx').on(t.expiresAt),
    foreignKey({ columns: [t.paymentId], foreignColumns: [feePayments.id] }).onDelete('cascade'),
  ],
);
