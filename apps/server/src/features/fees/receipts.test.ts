import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeReceiptResponseSchema, type FeePaymentRow } from '@portal/shared/fees/schema';
import { RECEIPT_LINK_TTL_MS } from '@portal/shared/fees/rules';
import { feeReceiptLinks } from '../../db/schema';
import { currentYearId } from '../../db/seed/institutes';
import { MESSAGES } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { call, cookieHeader } from '../../test/requests';
import { FEE_MESSAGES } from './service';
import {
  AARAV,
  APEX,
  CURRENT,
  DIYA,
  get,
  GREENFIELD,
  pdfText,
  receiptUrl,
  summaryOf,
  t,
  useFeesApp,
  VIDYA,
} from './testing';

useFeesApp(['aarav', 'diya', 'meera', 'riya', 'sam', 'ananya', 'lea', 'jonas']);

const LUMIERE = 3;
const LERNWERK = 5;
const LINK = /^\/api\/v1\/studentWise\/fee\/receipt-file\/([A-Za-z0-9_-]{43})$/;

async function paymentsOf(who: string, institute: number, student: number): Promise<FeePaymentRow[]> {
  return (await summaryOf(who, institute, student, currentYearId(institute))).p_install_li;
}

async function aaravPayment(serial: string): Promise<FeePaymentRow> {
  const found = (await paymentsOf('aarav', GREENFIELD, AARAV)).find((p) => p.f_rec_no.endsWith(`-${serial}`));
  if (!found) throw new Error(`no receipt ${serial}`);
  return found;
}

/** A receipt link and the Cookie header the asking browser then sends to it (its file key). */
interface Link {
  url: string;
  cookie: string;
}

/** Asks for a receipt link; answers the link (failing the test unless 200). */
async function linkFor(
  who: string,
  student: number,
  payment: FeePaymentRow,
  year: number,
  remoteAddress?: string,
) {
  const answer = await get(
    who,
    receiptUrl(student, payment.f_rec_no, payment.financial_yr, year),
    remoteAddress,
  );
  expect(answer.status, answer.body.message).toBe(200);
  const body = feeReceiptResponseSchema.parse(answer.body);
  expect(body).toMatchObject({ statusCode: 200, message: 'Success' });
  expect(body.awsDownloadLink).toMatch(LINK);
  return { url: body.awsDownloadLink, cookie: cookieHeader(answer.response) };
}

/** The link fetched as a browser would: no token, the file key cookie of the browser that asked. */
const fetchLink = (link: Link | string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: typeof link === 'string' ? link : link.url,
    headers: { host: 'localhost:8080', ...(typeof link === 'string' ? {} : { cookie: link.cookie }) },
    remoteAddress,
  });

async function receiptTextOf(link: Link) {
  const response = await fetchLink(link);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { response, text: await pdfText(response.rawPayload) };
}

describe('GET …/fee/{student_id}/feeReceipt/{receipt_no}/download', () => {
  it('gives Aarav a link to his receipt; only hashes are stored, with his user id and a 5-minute expiry', async () => {
    const now = new Date();
    t.clock.now = now;
    try {
      const payment = await aaravPayment('0148');
      const link = await linkFor('aarav', AARAV, payment, CURRENT);
      const token = LINK.exec(link.url)![1]!;
      const [stored] = await t.database.db
        .select()
        .from(feeReceiptLinks)
        .where(eq(feeReceiptLinks.tokenHash, sha256(token)));
      expect(stored).toMatchObject({ userId: 101, clientHash: sha256('127.0.0.1') });
      expect(stored!.expiresAt.getTime()).toBe(now.getTime() + RECEIPT_LINK_TTL_MS);
      const all = await t.database.db.select({ hash: feeReceiptLinks.tokenHash }).from(feeReceiptLinks);
      expect(all.some((row) => row.hash === token)).toBe(false);
    } finally {
      t.clock.now = null;
    }
  });

  it("gives a parent (Meera) a link to her child's receipt", async () => {
    const payment = await aaravPayment('0101');
    const { text } = await receiptTextOf(await linkFor('meera', AARAV, payment, CURRENT));
    expect(text).toContain(payment.f_rec_no);
    expect(text).toContain('Aarav Sharma');
  });

  it("refuses another student's receipt, another institute's and an open user (403)", async () => {
    const aarav = await aaravPayment('0101');
    const [diyas] = await paymentsOf('diya', GREENFIELD, DIYA);
    const [riyas] = await paymentsOf('riya', APEX, 2001);
    const cases: Array<[string, string, number]> = [
      // Diya's receipt asked as Aarav's, and Aarav's token naming Diya.
      ['aarav', receiptUrl(AARAV, diyas!.f_rec_no, diyas!.financial_yr, CURRENT), 403],
      ['aarav', receiptUrl(DIYA, diyas!.f_rec_no, diyas!.financial_yr, CURRENT), 403],
      ['diya', receiptUrl(AARAV, aarav.f_rec_no, aarav.financial_yr, CURRENT), 403],
      // Apex's receipt from Greenfield, and a number nobody has: the same answer (no oracle).
      ['aarav', receiptUrl(AARAV, riyas!.f_rec_no, riyas!.financial_yr, CURRENT), 403],
      ['aarav', receiptUrl(AARAV, 'GPS-00-00-9999', riyas!.financial_yr, CURRENT), 403],
    ];
    for (const [who, url, status] of cases) {
      const answer = await get(who, url);
      expect([answer.status, answer.body.message], url).toEqual([status, MESSAGES.notYours]);
    }
    const sam = await get('sam', receiptUrl(2001, riyas!.f_rec_no, riyas!.financial_yr, currentYearId(APEX)));
    expect([sam.status, sam.body.message]).toEqual([403, FEE_MESSAGES.openUser]);
  });

  it('refuses receipts where the institute has not enabled them (Apex), even her own to Riya', async () => {
    const [riyas] = await paymentsOf('riya', APEX, 2001);
    const answer = await get(
      'riya',
      receiptUrl(2001, riyas!.f_rec_no, riyas!.financial_yr, currentYearId(APEX)),
    );
    expect([answer.status, answer.body.message]).toEqual([403, FEE_MESSAGES.receiptsOff]);
  });

  it("answers 404 for the student's receipt asked with another financial or academic year", async () => {
    const payment = await aaravPayment('0190');
    for (const url of [
      receiptUrl(AARAV, payment.f_rec_no, '1999-00', CURRENT),
      receiptUrl(AARAV, payment.f_rec_no, payment.financial_yr, CURRENT - 1),
      receiptUrl(AARAV, payment.f_rec_no, payment.financial_yr, 99_999_999_999),
    ]) {
      const answer = await get('aarav', url);
      expect([answer.status, answer.body.message], url).toEqual([404, FEE_MESSAGES.receiptNotFound]);
    }
  });

  it('answers 400 for bad input, never 500', async () => {
    const payment = await aaravPayment('0190');
    const base = `/api/v1/studentWise/fee/${AARAV}/feeReceipt/${payment.f_rec_no}/download`;
    for (const url of [
      receiptUrl(AARAV, 'X'.repeat(65), payment.financial_yr, CURRENT),
      `${base}?acad_year=${CURRENT}`,
      `${base}?fin_yr=&acad_year=${CURRENT}`,
      `${base}?fin_yr=${payment.financial_yr}`,
      `${base}?fin_yr=${payment.financial_yr}&acad_year=abc`,
      `${base}?fin_yr=${'9'.repeat(17)}&acad_year=${CURRENT}`,
      receiptUrl('abc' as unknown as number, payment.f_rec_no, payment.financial_yr, CURRENT),
      receiptUrl(AARAV, ' ', payment.financial_yr, CURRENT),
      receiptUrl(AARAV, 'a\u0000b', payment.financial_yr, CURRENT),
    ]) {
      const answer = await get('aarav', url);
      expect(answer.status, url).toBe(400);
    }
    expect(
      (await call(t.app, 'GET', receiptUrl(AARAV, payment.f_rec_no, payment.financial_yr, CURRENT))).status,
    ).toBe(401);
  });
});

describe('GET /api/v1/studentWise/fee/receipt-file/{token}', () => {
  it("streams Aarav's receipt as a PDF: number, date, name, standard, installments, mode, amounts in figures and words, balance", async () => {
    const payment = await aaravPayment('0148');
    const { response, text } = await receiptTextOf(await linkFor('aarav', AARAV, payment, CURRENT));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${payment.f_rec_no}.pdf"; filename*=UTF-8''receipt-${payment.f_rec_no}.pdf`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [y, m, d] = payment.p_date.split('-');
    for (const expected of [
      'Greenfield Public School',
      '14 Lodhi Road, New Delhi 110003',
      'Fee receipt',
      `Receipt no.: ${payment.f_rec_no}`,
      `Date: ${d}-${m}-${y}`,
      'Student: Aarav Sharma',
      'Standard: Class 8',
      'Mode of payment: Cheque',
      'Reference: Cheque 004512, State Bank of India',
      'Amount paid: Rs 12,250',
      'Rupees Twelve Thousand Two Hundred Fifty Only',
      'Balance after this payment: Rs 0',
      'Rs 12,000 Rs 250 Rs 12,250',
      'generated electronically and needs no signature',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows the balance the installment still owed right after a part payment', async () => {
    const payment = await aaravPayment('0190');
    const { text } = await receiptTextOf(await linkFor('aarav', AARAV, payment, CURRENT));
    expect(text).toContain('Amount paid: Rs 5,000');
    expect(text).toContain('Rupees Five Thousand Only');
    expect(text).toContain('Balance after this payment: Rs 7,000');
  });

  it("writes Vidya's receipt in Hindi, with Devanagari that reads back", async () => {
    const [first, second] = await paymentsOf('ananya', VIDYA, 4001);
    const { text } = await receiptTextOf(await linkFor('ananya', 4001, second!, currentYearId(VIDYA)));
    for (const expected of [
      'शुल्क रसीद',
      'गांधी मार्ग 21, वाराणसी',
      'कक्षा: कक्षा VI',
      'यूपीआई',
      'Rs 4,150',
      'चार हज़ार एक सौ पचास रुपये मात्र',
      second!.f_rec_no,
      'Ananya Singh',
    ]) {
      expect(text).toContain(expected);
    }
    expect(first!.p_method).toBe('नकद');
  });

  it("writes Lumière's in French and Lernwerk's in German", async () => {
    const [lea] = await paymentsOf('lea', LUMIERE, 3001);
    const french = (await receiptTextOf(await linkFor('lea', 3001, lea!, currentYearId(LUMIERE)))).text;
    expect(french).toContain('Reçu de paiement des frais');
    expect(french).toContain('Élève : Léa Martin');
    expect(french).toContain('mille deux cents roupies');
    expect(french).toContain('12 rue de l’Église, 69002 Lyon');
    const [jonas] = await paymentsOf('jonas', LERNWERK, 5001);
    const german = (await receiptTextOf(await linkFor('jonas', 5001, jonas!, currentYearId(LERNWERK)))).text;
    expect(german).toContain('Quittung über Gebühren');
    expect(german).toContain('Kurs / Gruppe: Mathematik');
    expect(german).toContain('zweitausendeinhundertsechzig Rupien');
    expect(german).toContain('Überweisung');
  });

  it('refuses a link from another address, once expired, unknown (403), malformed (400)', async () => {
    const payment = await aaravPayment('0233');
    const link = await linkFor('aarav', AARAV, payment, CURRENT, '203.0.113.7');
    const other = await fetchLink(link, '198.51.100.2');
    expect([other.statusCode, other.json().message]).toEqual([403, FEE_MESSAGES.linkOtherAddress]);
    expect((await fetchLink(link, '203.0.113.7')).statusCode).toBe(200);
    // The link works again and again until it expires (a browser may ask twice).
    expect((await fetchLink(link, '203.0.113.7')).statusCode).toBe(200);

    t.clock.now = new Date(Date.now() + RECEIPT_LINK_TTL_MS + 1000);
    try {
      const expired = await fetchLink(link, '203.0.113.7');
      expect([expired.statusCode, expired.json().message]).toEqual([403, FEE_MESSAGES.linkExpired]);
    } finally {
      t.clock.now = null;
    }

    const second = await linkFor('aarav', AARAV, payment, CURRENT);
    const token = LINK.exec(second.url)![1]!;
    await t.database.db
      .update(feeReceiptLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(feeReceiptLinks.tokenHash, sha256(token)));
    expect((await fetchLink(second)).statusCode).toBe(403);

    const unknown = await fetchLink({
      ...second,
      url: `/api/v1/studentWise/fee/receipt-file/${'A'.repeat(43)}`,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([403, FEE_MESSAGES.linkUnknown]);
    expect((await fetchLink('/api/v1/studentWise/fee/receipt-file/short')).statusCode).toBe(400);
    expect((await fetchLink(`/api/v1/studentWise/fee/receipt-file/${'A'.repeat(40)}%2F..`)).statusCode).toBe(
      400,
    );
  });

  it('sweeps expired links when a new one is made', async () => {
    // Expired by the app's clock (the run's pinned one, test/pin-clock.ts), not the database server's.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.execute(sql`update fee_receipt_links set expires_at = ${minuteAgo}::timestamptz`);
    const before = await t.database.db.select().from(feeReceiptLinks);
    expect(before.length).toBeGreaterThan(0);
    await linkFor('aarav', AARAV, await aaravPayment('0101'), CURRENT);
    const after = await t.database.db.select().from(feeReceiptLinks);
    expect(after).toHaveLength(1);
  });
});
