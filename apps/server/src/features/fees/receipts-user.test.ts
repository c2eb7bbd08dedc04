import { describe, expect, it } from 'vitest';
import { feeReceiptResponseSchema, type FeePaymentRow } from '@portal/shared/fees/schema';
import { currentYearId } from '../../db/seed/institutes';
import { FILE_LINK_COOKIE } from '../../plugins/auth';
import { cookieHeader } from '../../test/requests';
import { RECEIPT_FILE_PATH, RECEIPT_LINK_OTHER_USER } from './receipts';
import {
  AARAV,
  CURRENT,
  get,
  GREENFIELD,
  receiptUrl,
  summaryOf,
  t,
  tokens,
  useFeesApp,
  VIDYA,
} from './testing';

/*
 * Issue 28, item 2: a receipt link promised to be "single-user" (issue 13) opened for anybody from
 * the asking address. Now only for the user who asked for it: the file key cookie the link's answer
 * sets (or their token header), beside the address and the 5 minutes.
 */

useFeesApp(['aarav', 'meera', 'ananya']);

async function payment(who: string, institute: number, student: number): Promise<FeePaymentRow> {
  return (await summaryOf(who, institute, student, currentYearId(institute))).p_install_li[0]!;
}

async function linkFor(who: string, student: number, row: FeePaymentRow, year: number) {
  const answer = await get(who, receiptUrl(student, row.f_rec_no, row.financial_yr, year));
  expect(answer.status, answer.body.message).toBe(200);
  return {
    url: feeReceiptResponseSchema.parse(answer.body).awsDownloadLink,
    cookie: cookieHeader(answer.response),
    response: answer.response,
  };
}

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe('receipt links, for the user who asked', () => {
  it('the link sets the file key: the receipt path only, HttpOnly, SameSite=Strict, 5 minutes', async () => {
    const { response } = await linkFor('aarav', AARAV, await payment('aarav', GREENFIELD, AARAV), CURRENT);
    expect(response.cookies).toHaveLength(1);
    expect(response.cookies[0]).toMatchObject({
      name: FILE_LINK_COOKIE,
      path: RECEIPT_FILE_PATH,
      maxAge: 300,
      httpOnly: true,
      sameSite: 'Strict',
    });
  });

  it("downloads for Aarav's browser; the same link from the same address with another user's cookie, none or a tampered one: 403", async () => {
    const aarav = await linkFor('aarav', AARAV, await payment('aarav', GREENFIELD, AARAV), CURRENT);
    const mine = await open(aarav.url, { cookie: aarav.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Meera (his parent, another user) and Ananya (another school's student), each with a link of their own.
    const meera = await linkFor('meera', AARAV, await payment('meera', GREENFIELD, AARAV), CURRENT);
    const ananya = await linkFor('ananya', 4001, await payment('ananya', VIDYA, 4001), currentYearId(VIDYA));
    expect((await open(meera.url, { cookie: meera.cookie })).statusCode).toBe(200);
    expect((await open(ananya.url, { cookie: ananya.cookie })).statusCode).toBe(200);
    const tampered = `${aarav.cookie.slice(0, -2)}${aarav.cookie.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [what, headers] of [
      ["Meera's", { cookie: meera.cookie }],
      ["Ananya's", { cookie: ananya.cookie }],
      ['none', {}],
      ['tampered', { cookie: tampered }],
    ] as const) {
      const response = await open(aarav.url, headers);
      expect([response.statusCode, response.json().message], what).toEqual([403, RECEIPT_LINK_OTHER_USER]);
    }
    // A link is its asker's: Meera's link of Aarav's receipt does not open for Aarav.
    expect((await open(meera.url, { cookie: aarav.cookie })).statusCode).toBe(403);
  });

  it("opens with the asker's token header too (a client without cookies); another user's: 403", async () => {
    const aarav = await linkFor('aarav', AARAV, await payment('aarav', GREENFIELD, AARAV), CURRENT);
    expect((await open(aarav.url, { authorization: tokens.aarav! })).statusCode).toBe(200);
    expect((await open(aarav.url, { authorization: tokens.meera! })).statusCode).toBe(403);
  });
});
