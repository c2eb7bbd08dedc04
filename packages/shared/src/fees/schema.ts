import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * Fees (spec schedule-exams-fees sections 2.5, 3, 4, 7; issue 13). Amounts on the wire are
 * rupees (whole paise / 100); the server keeps and sums integer paise. Ids in paths are claims:
 * the student must be the caller or a parent's child, the institute the caller's.
 */

const id = z.coerce.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Rupees, at most two decimals (paise). */
const rupees = z.number();

// --- GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id} -----------

export const feeSummaryParamsSchema = z.object({
  institute_id: id,
  student_id: id,
  acad_year_id: id,
});
export type FeeSummaryParams = z.infer<typeof feeSummaryParamsSchema>;

/** A payment with its receipt (p_install_li). */
export const feePaymentRowSchema = z.object({
  /** The installments it paid, comma-joined in order ('1, 2'). */
  install_nos: z.string(),
  /** Paid on (YYYY-MM-DD). */
  p_date: isoDate,
  /** Standard (schools) of the fee structure. */
  stnd_n: z.string().nullable(),
  /** Batch or course (coaching) of the fee structure. */
  c_n: z.string().nullable(),
  /** Mode: Cash, Cheque, Online… */
  p_method: z.string(),
  /** Receipt number. */
  f_rec_no: z.string(),
  /** Financial year the receipt is booked in ('2026-27'); the receipt call's fin_yr. */
  financial_yr: z.string(),
  /** Paid by this payment, fines included. */
  p_amount: rupees,
  /** What the installments it paid still owed right after it (fines included). */
  d_amount: rupees,
});
export type FeePaymentRow = z.infer<typeof feePaymentRowSchema>;

/** An installment (a_install_li). */
export const feeInstallmentRowSchema = z.object({
  install_no: z.number().int(),
  /** Due date (YYYY-MM-DD). */
  d_date: isoDate,
  stnd_n: z.string().nullable(),
  c_n: z.string().nullable(),
  /** Total: initial + tax - discount. */
  t_amount: rupees,
  /** Balance still owed on the total (after payments and bad debt). */
  d_amount: rupees,
  /** Fine still owed (fine charged minus fine paid). */
  balance_fine: rupees,
  /** 'Y' when nothing is left to pay on the total. */
  p_status: z.enum(['Y', 'N']),
  /** Paid toward the total (fines not included). */
  p_amount: rupees,
  bad_debt_amount: rupees,
  initial_amount: rupees,
  tax_amount: rupees,
  disc_amount: rupees,
});
export type FeeInstallmentRow = z.infer<typeof feeInstallmentRowSchema>;

export const feeSummarySchema = z.object({
  /** Sum of the installments' totals and fines charged. */
  total_fee_amount: rupees,
  /** Sum of the payments. */
  total_paid_amount: rupees,
  /** Sum of the balances and fines still owed. total = paid + unpaid + bad debt. */
  total_unpaid_amount: rupees,
  is_fine_configured: z.boolean(),
  p_install_li: z.array(feePaymentRowSchema),
  a_install_li: z.array(feeInstallmentRowSchema),
});
export type FeeSummary = z.infer<typeof feeSummarySchema>;
export const feeSummaryResponseSchema = envelopeSchema(feeSummarySchema);

// --- GET /api/v1/studentWise/fee/{student_id}/feeReceipt/{receipt_no}/download -----------------

export const feeReceiptParamsSchema = z.object({
  student_id: id,
  receipt_no: z.string().trim().min(1).max(64),
});
export const feeReceiptQuerySchema = z.object({
  /** The payment's financial_yr. */
  fin_yr: z.string().trim().min(1).max(16),
  /** The academic year the payment belongs to. */
  acad_year: id,
});
export type FeeReceiptQuery = z.infer<typeof feeReceiptQuerySchema>;

/** A short-lived link that streams the receipt PDF (spec: awsDownloadLink). */
export const feeReceiptResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  awsDownloadLink: z.string(),
});
export type FeeReceiptResponse = z.infer<typeof feeReceiptResponseSchema>;

/** The link's own route: GET /api/v1/studentWise/fee/receipt-file/{token}. */
export const feeReceiptFileParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
