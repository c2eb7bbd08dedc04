/**
 * Load test: builds the app on a fresh seeded database (a temp PGlite
 * directory, or a temp PostgreSQL database when DATABASE_URL is set), listens
 * on a free port, signs in as Aarav and runs autocannon against each target:
 * the logo call, the academic-year call, and the sign-in itself, once while
 * Aarav's stored hash is scrypt at the earlier cost (N=2^17) and once with
 * argon2id.
 *
 * A successful sign-in replaces an scrypt hash with argon2id, so for the scrypt
 * run a trigger on this throw-away database keeps Aarav's hash as it is: every
 * sign-in of that run verifies scrypt, then also spends the one argon2id hash
 * a real account pays once, at its first sign-in after the change. The pure
 * cost of each check is measured in-process afterwards. Every sign-in opens a
 * session; they pile up in this database, which is thrown away.
 *
 * Then the timetable month call: Aarav's full academic year of entries beside a
 * bench-only section holding ten times as many (bench-timetable.ts).
 *
 * Then the online test report: GET /api/v1/studentdashboard/testReports/… for a test with
 * 2,000 students' finished attempts (and some second attempts) and every answer stored,
 * read by Aarav (BENCH_REPORT_STUDENTS changes the count).
 *
 * Then fees: the fee summary call of Aarav's year, and receipts: 200 fresh receipt links
 * (BENCH_RECEIPTS changes the count) each fetched as a PDF, and the PDF drawing alone
 * (bench-fees.ts).
 *
 * Then the test panel's autosave: 500 students each saving an answer every 2 s for 60 s
 * (BENCH_SECONDS shortens it, BENCH_STUDENTS changes the count), checked for lost answers
 * against the database afterwards (bench-exams.ts).
 *
 *   npx tsx apps/server/scripts/bench.ts          (BENCH_SECONDS, BENCH_CONNECTIONS to change the load;
 *                                                 BENCH_ONLY=timetable for the month calls alone,
 *                                                 BENCH_ONLY=exams for the autosave alone,
 *                                                 BENCH_ONLY=report for the test report alone,
 *                                                 BENCH_ONLY=assignments for the uploads alone: bench-assignments.ts,
 *                                                 BENCH_ONLY=fees for the fee summary and receipts alone: bench-fees.ts,
 *                                                 BENCH_ONLY=import for the OneRoster import alone: import-bench.ts)
 */
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { todayIn } from '../src/lib/dates';
import { servicePath } from '../src/lib/service-path';
import { hashPassword, verifyPassword } from '../src/lib/passwords';
import { batchOf } from '../src/features/test-panel/testing';
import { insertBenchClass } from '../src/features/reports/test-report-testing';
import { benchAssignmentUploads } from './bench-assignments';
import { benchExamAutosave } from './bench-exams';
import { benchFees } from './bench-fees';
import { benchImport } from './import-bench';
import { prepareMonthCases } from './bench-timetable';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY=timetable runs the timetable month calls alone, BENCH_ONLY=exams the test panel's autosave, BENCH_ONLY=report the test report. */
const only = process.env.BENCH_ONLY || undefined;
const runs = (part: 'timetable' | 'exams' | 'report' | 'assignments' | 'fees' | 'import') =>
  only === undefined || only === part;

const BENCH_USER = 'aarav@greenfield.test';
/** Zara has no section in the demo data; the bench gives her one with ten years' worth of Aarav's entries. */
const ZARA_LOGIN = '9000000009';
const PASSWORD = 'demo1234';
const SCRYPT_LABEL = 'scrypt N=2^17';
const ARGON2_LABEL = 'argon2id m=19MiB,t=2,p=1';

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Puts the database in the state this target measures, and back. */
  before?: () => Promise<void>;
  after?: () => Promise<void>;
}

/** autocannon takes a method and a body too; its declaration in autocannon.d.ts lists only what GET needs. */
type LoadOptions = Parameters<typeof autocannon>[0] & { method?: 'GET' | 'POST'; body?: string };

interface Measured {
  perSecond: number;
  p99: number;
  total: number;
  failed: number;
}

/** A hash in the format and at the cost hashPassword used before argon2id. */
function oldScryptHash(password: string): string {
  const N = 2 ** 17;
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function setBenchHash(db: Db, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.email, BENCH_USER));
}

/** Sign-ins still verify and rehash, but the row keeps the hash under test (this database only). */
async function pinBenchHash(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`create function bench_keep_password_hash() returns trigger language plpgsql as $$
      begin new.password_hash := old.password_hash; return new; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger bench_keep_password_hash before update of password_hash on users
      for each row when (old.email = '${BENCH_USER}') execute function bench_keep_password_hash()`),
  );
}

async function unpinBenchHash(db: Db): Promise<void> {
  await db.execute(sql.raw('drop trigger bench_keep_password_hash on users'));
  await db.execute(sql.raw('drop function bench_keep_password_hash()'));
}

/** `verifyPassword` alone, `connections` at a time, starting new checks for the bench duration. */
async function measureVerify(stored: string): Promise<Measured> {
  const latencies: number[] = [];
  let failed = 0;
  const begin = performance.now();
  const end = begin + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      if (!(await verifyPassword(PASSWORD, stored))) failed++;
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  // The checks still running at the deadline are counted, so is the time they took.
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  return { perSecond: latencies.length / elapsed, p99: Math.round(p99), total: latencies.length, failed };
}

const WIDTHS = [50, 12, 10, 10, 8];

function printRow(cells: (string | number)[]): void {
  console.log(
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(WIDTHS[i]!) : String(cell).padStart(WIDTHS[i]!)))
      .join(''),
  );
}

const printHeader = (first: string) => printRow([first, 'requests/s', 'p99 ms', 'requests', 'failed']);

function printMeasured(name: string, { perSecond, p99, total, failed }: Measured): void {
  printRow([name, perSecond.toFixed(perSecond < 100 ? 1 : 0), p99, total, failed]);
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A seeded database of its own, and how to throw it away. */
async function tempDatabase(): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `portal_bench_${process.pid}`;
    await adminQuery(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    return {
      database,
      label: `PostgreSQL (${name})`,
      dispose: async () => {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openPglite({ dataDir: dir });
  return {
    database,
    label: 'PGlite (temp directory)',
    dispose: async () => {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const temp = await tempDatabase();
  await prepareDatabase(temp.database);
  const app = await buildApp({ database: temp.database, config: loadConfig() });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const bodyFor = (userName: string) =>
      JSON.stringify({
        device_id: 'bench-device-0001',
        source: 'WEB',
        user_name: userName,
        password: PASSWORD,
      });
    const signInBody = bodyFor(BENCH_USER);
    const signInOnce = async (userName = BENCH_USER): Promise<string> => {
      const login = await fetch(`${address}/api/v2/user/v3/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodyFor(userName),
      });
      const token = ((await login.json()) as { result?: { student_auth?: string } }).result?.student_auth;
      if (!token) throw new Error(`Sign-in failed with HTTP ${login.status}`);
      return token;
    };
    const token = await signInOnce();

    const db = temp.database.db;
    const scryptHash = oldScryptHash(PASSWORD);
    const argon2Hash = await hashPassword(PASSWORD);
    const signIn = (label: string, stored: string, pin: boolean): Target => ({
      name: `sign-in (${label})`,
      url: `${address}/api/v2/user/v3/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
      before: async () => {
        await setBenchHash(db, stored);
        if (pin) await pinBenchHash(db);
        await signInOnce();
      },
      after: async () => {
        if (pin) await unpinBenchHash(db);
        const [row] = await db.select().from(users).where(eq(users.email, BENCH_USER));
        if (row?.passwordHash !== stored) throw new Error(`The ${label} run did not keep its hash`);
      },
    });

    const targets: Target[] = [
      {
        name: 'GET /api/v1/institutes/getLogoAndFavIcon',
        url: `${address}/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=localhost`,
      },
      {
        name: 'GET /api/v1/academicYear/all/1 (token)',
        url: `${address}/api/v1/academicYear/all/1`,
        headers: { authorization: token, source: 'WEB' },
      },
      {
        name: 'GET …/fetchAnnouncementForStudent/1 (token)',
        url: `${address}/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/1?is_active=true&student_id=1001`,
        headers: { authorization: token, source: 'WEB' },
      },
      {
        name: 'GET …/messagesByPhoneNo/1/+91-9000000001 (token)',
        url: `${address}/api/v1/alerts/config/messagesByPhoneNo/1/${encodeURIComponent('+91-9000000001')}?start_index=0&batch_size=1000`,
        headers: { authorization: token, source: 'WEB' },
      },
      signIn(SCRYPT_LABEL, scryptHash, true),
      signIn(ARGON2_LABEL, argon2Hash, false),
    ];
    const measureTarget = async (target: Target) => {
      await target.before?.();
      const options: LoadOptions = {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections,
        duration: seconds,
      };
      const result = await autocannon(options);
      await target.after?.();
      printMeasured(target.name, {
        perSecond: result.requests.average,
        p99: result.latency.p99,
        total: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
      });
    };
    console.log(`Database: ${temp.label}; ${connections} connections, ${seconds} s per call`);
    if (!only) {
      console.log('Sign-ins: POST /api/v2/user/v3/login as Aarav with the right password\n');
      printHeader('call');
      for (const target of targets) await measureTarget(target);
      console.log(`(each ${SCRYPT_LABEL} sign-in also hashes argon2id: the rehash is kept from sticking)`);
      console.log(`\nThe password check alone (verifyPassword in this process, ${connections} at a time)\n`);
      printHeader('check');
      printMeasured(`verify (${SCRYPT_LABEL})`, await measureVerify(scryptHash));
      printMeasured(`verify (${ARGON2_LABEL})`, await measureVerify(argon2Hash));
    }

    // The month call: Aarav's year of entries beside a section with ten times as many.
    if (runs('timetable')) {
      const cases = await prepareMonthCases(db, todayIn('Asia/Kolkata', new Date()));
      const monthTokens = [token, await signInOnce(ZARA_LOGIN)];
      console.log(
        '\nTimetable: POST /api/v2/timeTable/v3 for this month, all four kinds (entries: year / month)\n',
      );
      printHeader('month call');
      for (const [i, monthCase] of cases.entries()) {
        await measureTarget({
          name: `${monthCase.name} (${monthCase.yearEntries} / ${monthCase.monthEntries})`,
          url: `${address}/api/v2/timeTable/v3`,
          method: 'POST',
          headers: { authorization: monthTokens[i]!, source: 'WEB', 'content-type': 'application/json' },
          body: monthCase.body,
        });
      }
    }
    if (runs('report')) await printTestReport(db, address);
    if (runs('fees')) await printFees(db, address, token);
    if (runs('exams')) await printExamAutosave(db, address);
    if (runs('import')) await benchImport(db, new Date());
    if (runs('assignments')) {
      await benchAssignmentUploads(temp.database, async (other) => {
        const login = await fetch(`${other}/api/v2/user/v3/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodyFor(BENCH_USER),
        });
        return ((await login.json()) as { result: { student_auth: string } }).result.student_auth;
      });
    }
  } finally {
    await app.close();
    await temp.dispose();
  }
}

/** The online test report of a test with 2,000 students' attempts, read by Aarav (scorecard token). */
async function printTestReport(db: Db, address: string): Promise<void> {
  const students = Number(process.env.BENCH_REPORT_STUDENTS ?? 2000);
  const [aarav] = await db
    .select({ id: users.id, accountId: users.accountId, instituteId: users.instituteId })
    .from(users)
    .where(eq(users.email, BENCH_USER));
  if (!aarav) throw new Error('No bench user');
  const built = performance.now();
  const bench = await insertBenchClass(db, {
    instituteId: aarav.instituteId,
    batchId: await batchOf(db, 1001),
    userId: aarav.id,
    students,
    now: new Date(),
  });
  await db.execute(sql`analyze`);
  const login = await fetch(`${address}/api/v2/user/v3/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      device_id: 'bench-device-0001',
      source: 'WEB',
      user_name: BENCH_USER,
      password: PASSWORD,
    }),
  });
  const scorecard = ((await login.json()) as { result?: { scorecard_auth_token?: string } }).result
    ?.scorecard_auth_token;
  if (!scorecard) throw new Error(`Sign-in failed with HTTP ${login.status}`);
  const url = `${address}/api/v1/studentdashboard/testReports/${aarav.accountId}/${aarav.id}/${bench.testId}/-1`;
  const check = await fetch(url, { headers: { authorization: scorecard, source: 'WEB' } });
  const body = (await check.json()) as { result?: { test_report?: { total_students?: number } | null } };
  if (check.status !== 200 || !body.result?.test_report)
    throw new Error(`The test report answered HTTP ${check.status}`);
  console.log(
    `\nTest report: GET /api/v1/studentdashboard/testReports/{account}/{user}/{test}/-1, ${bench.attempts} finished attempts of ${body.result.test_report.total_students} students, ${bench.answers} answers (built in ${Math.round(performance.now() - built)} ms)\n`,
  );
  const options: LoadOptions = {
    url,
    headers: { authorization: scorecard, source: 'WEB' },
    connections,
    duration: seconds,
  };
  const result = await autocannon(options);
  printRow(['', 'requests/s', 'p99 ms', 'requests', 'failed']);
  printRow([
    'test report (2,000 students)',
    result.requests.average.toFixed(1),
    result.latency.p99,
    result.requests.total,
    result.non2xx + result.errors + result.timeouts,
  ]);
  console.log(`p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
}

/** The fee summary call and receipts (bench-fees.ts). */
async function printFees(db: Db, address: string, token: string): Promise<void> {
  const receipts = Number(process.env.BENCH_RECEIPTS ?? 200);
  console.log(
    `\nFees: GET /api/v1/studentWise/fee/1/students/1001/{year} (Aarav: 6 installments, 4 payments), then ${receipts} receipts\n`,
  );
  const result = await benchFees(db, address, token, { seconds, connections, receipts });
  printHeader('fee call');
  printMeasured('fee summary', result.summary);
  console.log(`p50 ${result.summary.p50} ms, p99 ${result.summary.p99} ms`);
  console.log('');
  printRow(['receipts', 'per s', 'p99 ms', 'count', 'failed']);
  printMeasured('receipt link (GET …/feeReceipt/{no}/download)', {
    perSecond: result.links.perSecond,
    p99: result.links.p99,
    total: receipts,
    failed: result.links.failed,
  });
  printMeasured('receipt PDF (GET …/receipt-file/{token})', {
    perSecond: result.fetches.perSecond,
    p99: result.fetches.p99,
    total: receipts,
    failed: result.fetches.failed,
  });
  printMeasured('receipt PDF drawn in-process (one at a time)', {
    perSecond: result.drawing.perSecond,
    p99: result.drawing.p99,
    total: receipts,
    failed: 0,
  });
  console.log(`(a receipt PDF is about ${Math.round(result.fetches.bytes / 1024)} KB)`);
  if (result.summary.failed > 0 || result.links.failed > 0 || result.fetches.failed > 0) process.exitCode = 1;
}

/** The test panel's autosave (bench-exams.ts): 500 students, an answer every 2 s each. */
async function printExamAutosave(db: Db, address: string): Promise<void> {
  const examSeconds = process.env.BENCH_SECONDS ? seconds : 60;
  const students = Number(process.env.BENCH_STUDENTS ?? 500);
  console.log(
    `\nTest panel autosave: PUT /test-panel/api/answers, ${students} students, one answer every 2 s each, ${examSeconds} s\n`,
  );
  const result = await benchExamAutosave(db, address, servicePath(loadConfig().services.testPanel), {
    students,
    seconds: examSeconds,
  });
  printRow(['', 'saves/s', 'p99 ms', 'saves', 'failed']);
  printRow([
    'autosave (one answer per call)',
    result.savesPerSecond.toFixed(1),
    result.p99,
    result.saves,
    result.failed,
  ]);
  console.log(
    `p50 ${result.p50} ms, max ${result.max} ms; lost answers: ${result.lost} of ${result.checked} last saves checked against attempt_answers`,
  );
  if (result.lost > 0 || result.failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
