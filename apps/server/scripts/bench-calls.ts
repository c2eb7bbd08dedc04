/**
 * What each result-day call costs, by process (issue 27): `npm run bench:calls` (PostgreSQL on this
 * machine: DATABASE_URL, as for bench:burst).
 *
 * bench:burst says how many students a second the machine serves; this says where the CPU goes, call
 * by call, so the dearest can be worked on. It seeds the demo data at a pinned moment (a Wednesday,
 * 10:00 in India) into a database of its own, starts one compiled node on it (directly, no PgBouncer
 * or proxy: their cost per call is the same for every call, and bench:burst measures it), signs
 * Aarav in once and then, for each call the portal sends on result day, sends it from
 * BENCH_CALLS_CONNECTIONS clients (8) for BENCH_CALLS_SECONDS (6), and prints answered requests a
 * second, the node's CPU and PostgreSQL's CPU (every postgres process of the machine: run it on a
 * quiet one) per answered request, and the answer's size. BENCH_CALLS_ONLY=today,timetable keeps
 * the calls whose names contain one of those words; BENCH_CALLS_PROFILE=<folder> writes the node's
 * CPU profile there (a .cpuprofile for Chrome's DevTools; its time is the wall clock's: on a busy
 * machine a socket write that wakes PostgreSQL on the same core shows as writev).
 *
 * Then the session check on its own, the statement every authenticated call begins with (plugins/
 * auth.ts), against the question of issue 27 (should sessions move to Valkey/Redis?): the same
 * lookup of Aarav's session by id from 8 clients at once, as PostgreSQL answers it (the statement
 * auth.ts sends, over a pool of its own) and as Valkey/Redis would (HGETALL of a hash with the same
 * fields, over ioredis; REDIS_URL, redis://127.0.0.1:6379 by default; skipped when none answers):
 * lookups a second and CPU per lookup in this process (the client's side, as a node's would be)
 * and in the store's processes.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:calls
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import { openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { databaseUrl, onServer } from '../src/test/database';
import { startServer } from '../src/test/processes';

const MOMENT = '2026-11-25T10:00:00+05:30';
const SECONDS = Number(process.env.BENCH_CALLS_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CALLS_CONNECTIONS ?? 8);
const ONLY = process.env.BENCH_CALLS_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const CLOCK_TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)

/** User and system CPU of a process, in clock ticks. */
function ticks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The CPU of every process whose command name starts with `command` (the server's backends come and go). */
function processTicks(command: string): Map<number, number> {
  const seen = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith(command))
        seen.set(Number(entry), ticks(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return seen;
}

const postgresTicks = () => processTicks('postgres');
const spentSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'bench:calls needs PostgreSQL: set DATABASE_URL (see the header of scripts/bench-calls.ts)',
    );
  const name = `bench_calls_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = databaseUrl(serverUrl, name);
  try {
    const database = openPostgres(url, 2);
    try {
      await prepareDatabase(database, { seed: true, now: new Date(MOMENT), ssoSecret: 'bench-calls' });
    } finally {
      await database.close();
    }
    const profile = process.env.BENCH_CALLS_PROFILE?.trim();
    const node = await startServer({
      databaseUrl: url,
      env: { CLOCK_START: MOMENT, NODE_ENV: 'production' },
      nodeOptions: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    });
    let sessionId: string;
    try {
      sessionId = await measure(node.url, node.child.pid!);
    } finally {
      await node.stop();
    }
    await sessionStores(url, sessionId);
  } finally {
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}

async function measure(base: string, pid: number): Promise<string> {
  const plain = {
    host: 'localhost',
    source: 'WEB',
    'x-time-zone': 'Asia/Kolkata',
    'content-type': 'application/json',
  };
  const signedIn = await fetch(`${base}/api/v2/user/v3/login`, {
    method: 'POST',
    headers: plain,
    body: JSON.stringify({
      device_id: 'bench-calls-device',
      source: 'WEB',
      user_name: 'aarav@greenfield.test',
      password: 'demo1234',
    }),
  });
  const login = (await signedIn.json()) as { result: Record<string, unknown> | null; message: string };
  if (!login.result) throw new Error(`Aarav could not sign in: ${login.message}`);
  const { student_auth, examdesk_auth_token, scorecard_auth_token, account_id, user_id } = login.result;
  const student = { ...plain, authorization: String(student_auth) };
  const desk = { ...plain, authorization: String(examdesk_auth_token) };
  const card = { ...plain, authorization: String(scorecard_auth_token) };
  const years = await one<{ inst_acad_year_id: number; start_date: string; end_date: string }>(
    base,
    '/api/v1/academicYear/all/1',
    student,
  );
  const year = years.find((y) => y.start_date <= '2026-11-25' && y.end_date >= '2026-11-25');
  const month = { from: '2026-11-01', to: '2026-11-30' };
  // The calls of bench-burst-visit.ts, for Aarav (Greenfield, Class 8 - A) and its published mock test.
  const calls: Array<[string, 'GET' | 'POST', string, Record<string, string>, unknown?]> = [
    ['dashboard: academic years (trivial)', 'GET', '/api/v1/academicYear/all/1', student],
    ['dashboard: banners', 'GET', '/api/v1/banner-prom/for_student/1', student],
    ['dashboard: today', 'GET', '/api/v1/portal/today/1001', student],
    ['dashboard: notices', 'GET', '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/1?is_active=true&student_id=1001', student],
    ['reports: labels', 'GET', '/api/exam-desk/student/testLabels', desk],
    ['reports: label tests', 'GET', '/api/exam-desk/student/testLabels/1/tests?student_id=1001', desk],
    ['reports: test report', 'GET', `/api/v1/studentdashboard/testReports/${account_id}/${user_id}/9018/-1`, card],
    ['reports: offline report', 'GET', '/api/v1/reports/Student/1001', student],
    ['timetable: month', 'POST', '/api/v2/timeTable/v3', student,
      unfilteredRequest(1, 1001, month.from, month.to, inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 1))],
    ['timetable: holidays', 'POST', '/api/v1/holiday_manager/event_for_timetable', student,
      { institution_id: 1, year: 2026, student_id: 1001, event_start_Date: month.from, event_end_date: month.to }],
    ['fees: year summary', 'GET', `/api/v1/studentWise/fee/1/students/1001/${year?.inst_acad_year_id ?? 0}`, student],
  ]; // prettier-ignore
  console.log(`${CONNECTIONS} clients, ${SECONDS} s a call; CPU per answered request, in ms\n`);
  console.log(
    `${'call'.padEnd(38)} ${'req/s'.padStart(6)} ${'node'.padStart(7)} ${'postgres'.padStart(9)} ${'bytes'.padStart(7)}`,
  );
  for (const [label, method, path, headers, body] of calls) {
    if (ONLY && !ONLY.some((word) => label.toLowerCase().includes(word))) continue;
    const request = {
      method,
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const probe = await fetch(base + path, request);
    const bytes = (await probe.arrayBuffer()).byteLength;
    if (probe.status !== 200) throw new Error(`${label} answered ${probe.status}`);
    const [node0, pg0] = [ticks(pid), postgresTicks()];
    const result = await autocannon({
      url: base + path,
      ...request,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const [node1, pg1] = [ticks(pid), postgresTicks()];
    const answered = result.requests.total - result.non2xx;
    if (result.non2xx > 0 || result.errors > 0)
      console.log(`  ${label}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
    const perRequest = (spent: number) =>
      ((spent * CLOCK_TICK_MS) / Math.max(1, answered)).toFixed(2).padStart(7);
    console.log(
      `${label.padEnd(38)} ${String(Math.round(answered / SECONDS)).padStart(6)} ${perRequest(node1 - node0)} ${perRequest(spentSince(pg0, pg1)).padStart(9)} ${String(bytes).padStart(7)}`,
    );
  }
  return String(student_auth).split(':')[0]!;
}

/**
 * The session check's lookup from 8 clients at once for BENCH_CALLS_SECONDS, in PostgreSQL (the
 * statement plugins/auth.ts sends) and in Valkey/Redis (a hash of the same fields).
 */
async function sessionStores(url: string, sessionId: string): Promise<void> {
  const lookupSql = `select s.id, s.secret_hash, s.examdesk_token_hash, s.scorecard_token_hash, s.user_id,
      s.institute_id, s.student_ids, s.active_student_id, s.device_id, s.last_seen_at, s.ended_at,
      u.user_type, u.account_id, u.blocked,
      exists (select 1 from academic_years y where y.id = $2 and y.institute_id = s.institute_id) as year_of_institute
    from sessions s inner join users u on u.id = s.user_id where s.id = $1 limit 1`;
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  let redis: Redis | null = null;
  try {
    const [row] = (await pool.query(lookupSql, [sessionId, 12])).rows as Array<Record<string, unknown>>;
    if (!row) throw new Error('the session is gone');
    console.log(`\nThe session check alone (${CONNECTIONS} at once): lookups/s, CPU per lookup in µs`);
    console.log(
      `${'store'.padEnd(38)} ${'per s'.padStart(6)} ${'client'.padStart(7)} ${'store'.padStart(9)}`,
    );
    const postgres = await lookups(() => pool.query(lookupSql, [sessionId, 12]), postgresTicks);
    print('PostgreSQL (the statement auth.ts sends)', postgres);

    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await redis.connect();
    } catch (error) {
      console.log(
        `Valkey/Redis: none answers (${error instanceof Error ? error.message : String(error)}); skipped`,
      );
      redis = null;
      return;
    }
    const key = `bench-calls:session:${sessionId}`;
    await redis.hset(
      key,
      Object.fromEntries(Object.entries(row).map(([field, value]) => [field, JSON.stringify(value)])),
    );
    const client = redis;
    const valkey = await lookups(
      () => client.hgetall(key),
      () => processTicks('redis-server'),
    );
    print('Valkey/Redis (HGETALL, same fields)', valkey);
    await redis.del(key);
  } finally {
    redis?.disconnect();
    await pool.end();
  }
}

interface Lookups {
  perSecond: number;
  clientMicros: number;
  storeMicros: number;
}

/** Runs `lookup` from CONNECTIONS loops for SECONDS; CPU of this process and of the store per lookup. */
async function lookups(
  lookup: () => Promise<unknown>,
  storeTicks: () => Map<number, number>,
): Promise<Lookups> {
  const stop = Date.now() + SECONDS * 1000;
  let count = 0;
  const [client0, store0] = [process.cpuUsage(), storeTicks()];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < stop) {
        await lookup();
        count++;
      }
    }),
  );
  const client = process.cpuUsage(client0);
  const store = spentSince(store0, storeTicks());
  return {
    perSecond: count / SECONDS,
    clientMicros: (client.user + client.system) / count,
    storeMicros: (store * CLOCK_TICK_MS * 1000) / count,
  };
}

function print(label: string, figures: Lookups): void {
  console.log(
    `${label.padEnd(38)} ${String(Math.round(figures.perSecond)).padStart(6)} ${figures.clientMicros.toFixed(0).padStart(7)} ${figures.storeMicros.toFixed(0).padStart(9)}`,
  );
}

async function one<T>(base: string, path: string, headers: Record<string, string>): Promise<T[]> {
  const answer = (await (await fetch(base + path, { headers })).json()) as { result: T[] };
  return answer.result;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
