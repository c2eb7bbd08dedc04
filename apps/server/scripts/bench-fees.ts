/**
 * Fees under load (BENCH_ONLY=fees): the fee summary call of Aarav's current year with
 * autocannon (requests per second, p99), then receipts: BENCH_RECEIPTS (200) fresh receipt
 * links, each fetched once as a PDF over HTTP, `connections` at a time (PDFs per second, p99),
 * and the PDF drawing alone in this process (receiptPdf, one at a time).
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { currentYearId, GREENFIELD } from '../src/db/seed/institutes';
import { receiptPdf } from '../src/features/fees/receipt-pdf';
import { receiptOf } from '../src/features/fees/receipts';

export interface FeesBenchOptions {
  seconds: number;
  connections: number;
  receipts: number;
}

export interface FeesBenchResult {
  summary: { perSecond: number; p50: number; p99: number; total: number; failed: number };
  links: { perSecond: number; p99: number; failed: number };
  fetches: { perSecond: number; p50: number; p99: number; failed: number; bytes: number };
  drawing: { perSecond: number; p99: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0;

/** Runs `count` jobs, `width` at a time; answers each job's milliseconds and the whole time. */
async function timed(count: number, width: number, job: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        const start = performance.now();
        if (!(await job(i))) failed++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: count / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failed,
  };
}

export async function benchFees(
  db: Db,
  address: string,
  token: string,
  options: FeesBenchOptions,
): Promise<FeesBenchResult> {
  const headers = { authorization: token, source: 'WEB' };
  const year = currentYearId(GREENFIELD);
  const summaryUrl = `${address}/api/v1/studentWise/fee/${GREENFIELD}/students/1001/${year}`;
  const check = await fetch(summaryUrl, { headers });
  const body = (await check.json()) as {
    result?: { p_install_li: Array<{ f_rec_no: string; financial_yr: string }> };
  };
  if (check.status !== 200 || !body.result) throw new Error(`The fee summary answered HTTP ${check.status}`);

  const result = await autocannon({
    url: summaryUrl,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });

  // Receipts: fresh links first (each asks the database and stores a hash), then one fetch each.
  const payments = body.result.p_install_li;
  const links: string[] = [];
  const linkRun = await timed(options.receipts, options.connections, async (i) => {
    const p = payments[i % payments.length]!;
    const answer = await fetch(
      `${address}/api/v1/studentWise/fee/1001/feeReceipt/${encodeURIComponent(p.f_rec_no)}/download?fin_yr=${p.financial_yr}&acad_year=${year}`,
      { headers },
    );
    const link = ((await answer.json()) as { awsDownloadLink?: string }).awsDownloadLink;
    if (link) links.push(link);
    return answer.status === 200 && link !== undefined;
  });
  let bytes = 0;
  const fetchRun = await timed(links.length, options.connections, async (i) => {
    const answer = await fetch(`${address}${links[i]}`);
    const pdf = Buffer.from(await answer.arrayBuffer());
    bytes += pdf.length;
    return answer.status === 200 && pdf.subarray(0, 5).toString('latin1') === '%PDF-';
  });

  // The drawing alone: the data of one receipt, drawn again and again in this process.
  const [payment] = (
    (await db.execute(sql`select id from fee_payments where student_id = 1001 and academic_year_id = ${year}
      order by paid_on desc limit 1`)) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const receipt = await receiptOf(db, payment!.id);
  await receiptPdf(receipt);
  const drawRun = await timed(options.receipts, 1, async () => (await receiptPdf(receipt)).length > 0);

  return {
    summary: {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      failed: result.non2xx + result.errors + result.timeouts,
    },
    links: { perSecond: linkRun.perSecond, p99: linkRun.p99, failed: linkRun.failed },
    fetches: { ...fetchRun, bytes: Math.round(bytes / Math.max(1, links.length)) },
    drawing: { perSecond: drawRun.perSecond, p99: drawRun.p99 },
  };
}
