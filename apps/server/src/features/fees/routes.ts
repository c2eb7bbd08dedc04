import { z } from 'zod';
import {
  feeReceiptFileParamsSchema,
  feeReceiptParamsSchema,
  feeReceiptQuerySchema,
  feeReceiptResponseSchema,
  feeSummaryParamsSchema,
  feeSummaryResponseSchema,
} from '@portal/shared/fees/schema';
import { USER_TYPE_OPEN } from '@portal/shared/auth/rules';
import { RECEIPT_LINK_TTL_MS } from '@portal/shared/fees/rules';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { contentDisposition } from '../../lib/content-disposition';
import { errorResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { assertInstitute, assertStudent, fileLinkCookie, fileLinkUser, identityOf } from '../../plugins/auth';
import { receiptFileName, receiptPdf } from './receipt-pdf';
import { createReceiptLink, findReceipt, openReceiptLink, RECEIPT_FILE_PATH, receiptOf } from './receipts';
import { FEE_MESSAGES, feeSummary } from './service';

const tags = ['fees'];
const security = [{ studentToken: [] }];

/** An open user (user_type 99) has no student and no fees (spec: the menu is hidden for them). */
function refuseOpenUser(request: FastifyRequest): void {
  if (identityOf(request).userType === USER_TYPE_OPEN) throw new HttpError(403, FEE_MESSAGES.openUser);
}

/** Fees (issue 13): the summary of a student's year, and receipts as short-lived PDF links. */
export async function feesRoutes(app: App): Promise<void> {
  const db = () => app.database.db;

  app.get(
    '/api/v1/studentWise/fee/:institute_id/students/:student_id/:acad_year_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A student's fees for an academic year: installments (total, balance, fine still owed, paid flag), payments with their receipts (paid, balance right after), and the totals (total = paid + unpaid + bad debt), computed from integer paise. Another student, institute or institute's year: 403.",
        security,
        params: feeSummaryParamsSchema,
        response: { 200: feeSummaryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { institute_id: instituteId, student_id: studentId, acad_year_id: yearId } = request.params;
      assertInstitute(request, instituteId);
      refuseOpenUser(request);
      assertStudent(request, studentId);
      return ok(await feeSummary(db(), { instituteId, studentId, yearId }));
    },
  );

  app.get(
    '/api/v1/studentWise/fee/:student_id/feeReceipt/:receipt_no/download',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A link (awsDownloadLink) to a payment's receipt PDF, good for 5 minutes, for this user (the answer sets the session's file key cookie for the link's path) from this address only. 403 when the institute has not enabled student fee receipts, or for any number that is not one of the student's receipts; 404 when the student's receipt is of another financial or academic year than asked.",
        security,
        params: feeReceiptParamsSchema,
        querystring: feeReceiptQuerySchema,
        response: { 200: feeReceiptResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      refuseOpenUser(request);
      const identity = assertStudent(request, request.params.student_id);
      const paymentId = await findReceipt(db(), identity, {
        studentId: request.params.student_id,
        receiptNo: request.params.receipt_no,
        financialYear: request.query.fin_yr,
        academicYearId: request.query.acad_year,
      });
      const link = await createReceiptLink(
        db(),
        { userId: identity.userId, paymentId, clientIp: request.ip },
        app.clock(),
      );
      reply.header('set-cookie', fileLinkCookie(request, RECEIPT_FILE_PATH, RECEIPT_LINK_TTL_MS));
      return { statusCode: 200, message: 'Success', awsDownloadLink: link.url };
    },
  );

  // A download cannot send the token header, and a token never goes in a URL: the random link,
  // made only after the checks above, opens for the user it was made for (their session's file key
  // cookie, set with the link, or their token header), from the address that asked, for 5 minutes.
  app.get(
    '/api/v1/studentWise/fee/receipt-file/:token',
    {
      schema: {
        tags,
        summary:
          "The receipt PDF a receipt link points to, for the user it was made for: their session's file key cookie (portal_file_key, set by the link's call) or their token header. Unknown or tampered, another user's session or none, expired, or another address than the one it was made for: 403.",
        params: feeReceiptFileParamsSchema,
        response: {
          200: {
            description: 'The fee receipt (application/pdf), as an attachment.',
            content: { 'application/pdf': { schema: z.file().describe('A PDF document') } },
          },
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const paymentId = await openReceiptLink(
        db(),
        request.params.token,
        { userId: await fileLinkUser(app, request), clientIp: request.ip },
        app.clock(),
      );
      const receipt = await receiptOf(db(), paymentId);
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition('attachment', receiptFileName(receipt.receiptNo), 'receipt'),
        )
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(pdf as unknown as File);
    },
  );
}
