/**
 * Result day (issues 14, 27): `npm run bench:burst` (PostgreSQL on this machine: DATABASE_URL).
 *
 * A fair result day on this machine, everything on loopback and started by the bench: the data
 * (bench-burst-data.ts: 20,000 students spread over five institutes in sections of about 40 and
 * coaching batches of several hundred, a year of timetable and attendance, fees and payments, an
 * offline exam with marks in every section, Greenfield's mock test with a few thousand finished
 * attempts) in a database of its own; PgBouncer (transaction pooling, pgbouncer.ts) in front of
 * it; two compiled nodes behind nginx (nginx.ts: docs/operations.md's production configuration). Then:
 *
 * 1. the argon2id ceiling: verifications a second on every core, before anything else runs;
 * 2. cost growth: the test report and the offline report of a section of 40 and of a batch of
 *    BURST_SCALE (20,000), alternately, p50 of each and the ratio;
 * 3. capacity: answered req/s at saturation of a trivial authenticated call, then of resumed
 *    sessions opening every screen (no password work): the second at least half the first;
 * 4. the steps: for each arrival rate of BURST_RATES, the result-day test is published and a
 *    spike of students arrives (BURST_SPIKE: seconds of ramp, hold at the rate, tail), each
 *    signing in (two in three) or resuming, then the dashboard, Exam Reports, timetable and fees
 *    with think time between (bench-burst-visit.ts), asking for compressed answers as a browser
 *    does (the nodes compress them). A step passes with every visit done, every
 *    request answered 2xx (sign-in may answer 503 with Retry-After, waited out), sign-in p99 ≤ 2 s
 *    and every other call's p99 ≤ 300 ms. Stepping stops at the first failure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:burst
 *   BURST_STUDENTS=2000 BURST_SCALE=2000 BURST_RATES=10,20 BURST_SPIKE=2,5,3 BURST_THINK=0.3 …  (a smoke run)
 *
 * Other settings: BURST_CANDIDATES (60 % of Greenfield's students), BURST_PERIODS (6 classes a
 * school day; coaching BURST_COACHING_PERIODS, 3), BURST_PG_POOL (PgBouncer's server connections,
 * cores × 2 + 1), BURST_CONCURRENCY and BURST_CAPACITY_SECONDS (32 clients for 15 s),
 * BURST_GROWTH_CALLS (300 of each report call), BURST_THINK (think times × 1).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import { startServer, type ServerProcess } from '../src/test/processes';
import { BURST_PASSWORD, prepareBurstData, type BurstData } from './bench-burst-data';
import { destroyAgents } from './bench-burst-load';
import {
  argon2Ceiling,
  capacity,
  costGrowth,
  step,
  type Cluster,
  type StepResult,
} from './bench-burst-phases';
import { Meter } from './bench-burst-print';
import { parseRates, populationPlan, spikeCount, type SpikeShape } from './bench-burst-rules';
import { printCapacity, printGrowth, printRun, printStep } from './bench-burst-report';
import {
  defaultPoolSize,
  PGBOUNCER_BINARY,
  PGBOUNCER_MISSING,
  startPgBouncer,
  type PgBouncer,
} from './pgbouncer';
import { NGINX_BINARY, NGINX_MISSING, startNginx, type Nginx } from './nginx';

const number = (name: string, fallback: number, min = 0) => {
  const value = Number(process.env[name]?.trim() || fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}`);
  return value;
};
const STUDENTS = Math.floor(number('BURST_STUDENTS', 20_000, 100));
const SCALE = Math.floor(number('BURST_SCALE', 20_000, 40));
const GREENFIELD_STUDENTS = populationPlan(STUDENTS)
  .filter((group) => group.instituteId === 1)
  .reduce((n, group) => n + group.size, 0);
const CANDIDATES = Math.floor(number('BURST_CANDIDATES', Math.round(GREENFIELD_STUDENTS * 0.6), 1));
const RATES = parseRates(process.env.BURST_RATES?.trim() || '20,40,60,80,100,120,150');
const [RAMP, HOLD, TAIL] = (process.env.BURST_SPIKE?.trim() || '5,20,10').split(',').map(Number);
const SHAPE: SpikeShape = { rampSeconds: RAMP ?? 5, holdSeconds: HOLD ?? 20, tailSeconds: TAIL ?? 10 };
const THINK_SCALE = number('BURST_THINK', 1);
const POOL = Math.floor(number('BURST_PG_POOL', defaultPoolSize(), 1));
const CONCURRENCY = Math.floor(number('BURST_CONCURRENCY', 32, 1));
const CAPACITY_SECONDS = number('BURST_CAPACITY_SECONDS', 15, 1);
const GROWTH_CALLS = Math.floor(number('BURST_GROWTH_CALLS', 300, 2));
const CORES = os.cpus().length;
/** What the nodes take from the environment: their pool size and statement timeout. */
const NODE_CONFIG = loadConfig();

interface Running extends Cluster {
  nodes: ServerProcess[];
  bouncer: PgBouncer;
  proxy: Nginx;
  admin: pg.Client;
  stop(): Promise<void>;
}

/**
 * PgBouncer, then the nodes one at a time through it (pgbouncer.ts), then nginx (nginx.ts). The
 * database is already migrated and seeded.
 */
async function startCluster(data: BurstData): Promise<Running> {
  const bouncer = await startPgBouncer({
    databaseUrl: data.url,
    poolSize: POOL,
    statementTimeoutMs: NODE_CONFIG.databaseStatementTimeoutMs,
  });
  const nodes: ServerProcess[] = [];
  let proxy: Nginx | undefined;
  const admin = new pg.Client({ connectionString: bouncer.adminUrl });
  const stop = async () => {
    await admin.end().catch(() => undefined);
    await proxy?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await bouncer.stop();
  };
  try {
    for (let i = 0; i < 2; i++)
      // Migrated and seeded already: a node only checks the schema (no migration lock through PgBouncer).
      nodes.push(
        await startServer({
          databaseUrl: bouncer.url,
          env: { LOG_LEVEL: 'error', MIGRATE_ON_START: 'false' },
        }),
      );
    proxy = await startNginx({ nodes: nodes.map((node) => node.url) });
    await admin.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  const procs = [
    ...nodes.map((node, i) => ({ label: `node ${i + 1}`, pid: node.child.pid! })),
    ...(await proxy.workerPids()).map((pid) => ({ label: 'nginx', pid })),
    { label: 'pgbouncer', pid: bouncer.child.pid! },
  ];
  return {
    nodes,
    bouncer,
    proxy,
    admin,
    proxyUrl: proxy.url,
    meter: () => new Meter(procs, data.name, admin),
    stop,
  };
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl)
    throw new Error('bench:burst needs PostgreSQL: set DATABASE_URL (two nodes share one database)');
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(serverUrl).hostname))
    throw new Error('bench:burst runs against a PostgreSQL on this machine only (loopback)');
  if (!existsSync(PGBOUNCER_BINARY)) throw new Error(PGBOUNCER_MISSING);
  if (!existsSync(NGINX_BINARY)) throw new Error(NGINX_MISSING);
  const hardStop = setTimeout(() => {
    console.error('bench:burst: 45 minutes passed; stopping');
    process.exit(2);
  }, 45 * 60_000);
  hardStop.unref();
  console.log(
    `Result day: ${STUDENTS} students (${CANDIDATES} of Greenfield's ${GREENFIELD_STUDENTS} sat the mock test), ` +
      `scale batch ${SCALE}; spike ramp ${SHAPE.rampSeconds} s, hold ${SHAPE.holdSeconds} s, tail ${SHAPE.tailSeconds} s ` +
      `at ${RATES.join(', ')} students/s; think × ${THINK_SCALE}; ${CORES} cores`,
  );
  console.log('Building the database …');
  const data = await prepareBurstData(serverUrl, {
    students: STUDENTS,
    scale: SCALE,
    candidates: CANDIDATES,
    periods: Math.floor(number('BURST_PERIODS', 6, 1)),
    coachingPeriods: Math.floor(number('BURST_COACHING_PERIODS', 3, 1)),
  });
  let cluster: Running | undefined;
  const direct = new pg.Client({ connectionString: data.url });
  const cleanUp = async () => {
    await direct.end().catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
    destroyAgents();
    await data.dispose();
    console.log(`\nDatabase ${data.name} dropped.`);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(
      `Database ${data.name}: ${data.sizeMb.toFixed(0)} MB, ${data.groups.sections} sections and ${data.groups.batches} coaching batches ` +
        `(largest ${data.groups.largestBatch}); rows: ${Object.entries(data.rows)
          .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
          .join(', ')}`,
    );
    console.log(`  built in ${data.steps.map((s) => `${s.name} ${s.seconds.toFixed(1)} s`).join('; ')}`);

    const argon2 = await argon2Ceiling(await hashPassword(BURST_PASSWORD), BURST_PASSWORD, 3);
    console.log(
      `\nargon2id (m=19 MiB, t=2, p=1) on ${argon2.threads} threads at once: ${argon2.perSecond.toFixed(0)} verifications/s, ` +
        `${argon2.cpuMs.toFixed(1)} ms of CPU each: the sign-in ceiling of this machine with nothing else running`,
    );

    cluster = await startCluster(data);
    await direct.connect();
    const [locks] = (
      await direct.query(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
         where l.locktype = 'advisory' and d.datname = current_database()`,
      )
    ).rows as Array<{ n: number }>;
    console.log(
      `PgBouncer ${cluster.bouncer.url.replace(/\/\/[^@]*@/, '//')} (transaction pooling, ${POOL} server connections: ` +
        `cores × 2 + 1, PostgreSQL's rule for the connections that do the most work; the nodes' 2 × ` +
        `${NODE_CONFIG.databasePoolSize} clients wait in PgBouncer, not in PostgreSQL; statement_timeout ` +
        `${NODE_CONFIG.databaseStatementTimeoutMs} ms set by PgBouncer); 2 nodes, nginx ${cluster.proxyUrl}` +
        (locks!.n ? `; WARNING: ${locks!.n} advisory locks left after the nodes started` : ''),
    );

    console.log(`\nMeasuring: the report calls' cost growth, then capacity, then the steps …`);
    const growth = await costGrowth(data, cluster, GROWTH_CALLS);
    printGrowth(growth, SCALE, GROWTH_CALLS);
    const capacities = await capacity(data, cluster, CONCURRENCY, CAPACITY_SECONDS);
    printCapacity(capacities, CONCURRENCY, CORES);

    const steps: StepResult[] = [];
    let first = 0;
    for (const rate of RATES) {
      console.log(
        `\nStep at ${rate} students/s: publishing, then ${spikeCount(rate, SHAPE)} students arrive …`,
      );
      const result = await step({
        data,
        cluster,
        direct,
        rate,
        shape: SHAPE,
        thinkScale: THINK_SCALE,
        first,
      });
      first += spikeCount(rate, SHAPE);
      steps.push(result);
      printStep(result, SHAPE, CORES);
      if (!result.verdict.pass) break;
    }
    printRun({ growth, capacities, steps, argon2, cores: CORES, scale: SCALE, pool: POOL });
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
