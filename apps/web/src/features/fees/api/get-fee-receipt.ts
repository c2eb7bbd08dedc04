import type { FeePaymentRow } from '@portal/shared/fees/schema';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { loadFeeSchemas } from './load-schemas';

/**
 * GET /api/v1/studentWise/fee/{student_id}/feeReceipt/{receipt_no}/download?fin_yr=&acad_year=
 * (token): a short-lived link (awsDownloadLink) to the receipt PDF, for this user only.
 */
export async function getFeeReceiptLink(
  studentId: number,
  payment: Pick<FeePaymentRow, 'f_rec_no' | 'financial_yr'>,
  yearId: number,
): Promise<string> {
  const { feeReceiptResponseSchema } = await loadFeeSchemas();
  const answer = await api.get(
    `/api/v1/studentWise/fee/${studentId}/feeReceipt/${encodeURIComponent(payment.f_rec_no)}/download`,
    {
      auth: true,
      query: { fin_yr: payment.financial_yr, acad_year: yearId },
      schema: feeReceiptResponseSchema,
    },
  );
  return answer.awsDownloadLink;
}

/** A receipt number as a file name (no path or reserved characters). */
export const receiptFileName = (receiptNo: string) =>
  `Receipt-${receiptNo.replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;

/**
 * Asks for the link, then fetches the PDF it points at and saves it. No token header: the link opens
 * for this user through the file key cookie its answer set (same-origin fetch sends it). A refused or
 * expired link is the caller's to swallow: it must not log out.
 */
export async function downloadFeeReceipt(
  studentId: number,
  payment: Pick<FeePaymentRow, 'f_rec_no' | 'financial_yr'>,
  yearId: number,
): Promise<void> {
  const link = await getFeeReceiptLink(studentId, payment, yearId);
  const pdf = await api.blob(link, { skipForbiddenHandler: true });
  saveFile(new Blob([pdf], { type: 'application/pdf' }), receiptFileName(payment.f_rec_no));
}
