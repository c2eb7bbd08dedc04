import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FeeSummary } from '@portal/shared/fees/schema';
import { afterAll, beforeAll } from 'vitest';
import { currentYearId } from '../../db/seed/institutes';
import { createTestApp, type TestApp } from '../../test/app';
import { call, DEMO_LOGINS, signInAll, type DemoName } from '../../test/requests';

/* Shared set-up of the fees API tests: one app per test file, the demo people signed in. */

const holder = { t: undefined as unknown as TestApp };
export const t = {
  get app() {
    return holder.t.app;
  },
  get database() {
    return holder.t.database;
  },
  get clock() {
    return holder.t.clock;
  },
};
export const tokens: Record<string, string> = {};
export const GREENFIELD = 1;
export const APEX = 2;
export const VIDYA = 4;
export const AARAV = 1001;
export const DIYA = 1002;
export const CURRENT = currentYearId(GREENFIELD);

const hostOf = (who: string) => (DEMO_LOGINS as Record<string, readonly [string, string?]>)[who]?.[1];

export function useFeesApp(names: DemoName[]): void {
  beforeAll(async () => {
    holder.t = await createTestApp();
    Object.assign(tokens, await signInAll(holder.t.app, names));
  });
  afterAll(() => holder.t.close());
}

export const get = <T>(who: string, url: string, remoteAddress?: string) =>
  call<T>(t.app, 'GET', url, { token: tokens[who], host: hostOf(who), remoteAddress });

export const summaryUrl = (institute: number, student: number, year: number | string) =>
  `/api/v1/studentWise/fee/${institute}/students/${student}/${year}`;

export async function summaryOf(
  who: string,
  institute: number,
  student: number,
  year: number,
): Promise<FeeSummary> {
  const answer = await get<FeeSummary>(who, summaryUrl(institute, student, year));
  if (answer.status !== 200) throw new Error(`fee summary: ${answer.status} ${answer.body.message}`);
  return answer.body.result;
}

export const receiptUrl = (student: number, receiptNo: string, finYr: string, year: number | string) =>
  `/api/v1/studentWise/fee/${student}/feeReceipt/${encodeURIComponent(receiptNo)}/download?fin_yr=${encodeURIComponent(finYr)}&acad_year=${year}`;

/** The PDF's text as pdftotext reads it, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const run = promisify(execFile);
  const dir = await mkdtemp(join(tmpdir(), 'fee-receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
