/**
 * Result day (issue 14): `npm run bench:burst` (PostgreSQL: DATABASE_URL is required).
 *
 * BURST_STUDENTS (20,000) students sign in over BURST_SECONDS (120) at a steady arrival rate
 * (open model, at most BURST_IN_FLIGHT = 2,000 students at once, the rest counted as not sent),
 * and each then opens the screens a result day is about, with the calls the portal makes first
 * for them: the report (the exam desk's test labels, then the offline results with marks and
 * ranks), the timetable (this month) and the fees (the current year's summary). Against two
 * compiled nodes and the proxy (src/lib/proxy.ts, in a process of its own) on this machine,
 * loopback only; everything stops BURST_SECONDS + 60 s after the start, whatever happens.
 * The students are made by bench-burst-data.ts in a database of its own, dropped at the end.
 *
 * Then the starvation measurement: during a sign-in burst (BURST_STARVE_RATE = 150 sign-ins a
 * second for BURST_STARVE_SECONDS = 15 s), the p99 of a cheap signed-in call (the academic-year
 * list, 20 a second), with the password bound on, and off (PASSWORD_CONCURRENCY=unbounded).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:burst
 *   BURST_STUDENTS=2000 BURST_SECONDS=20 npm run bench:burst      (a quick run)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import { startProxy } from '../src/lib/proxy';
import { verifyPassword, hashPassword } from '../src/lib/passwords';
import { startServer, type ServerProcess } from '../src/test/processes';
import { BURST_PASSWORD, prepareBurstData, type BurstData } from './bench-burst-data';
import {
  clientFor,
  destroyAgents,
  openModel,
  percentile,
  Recorder,
  steadyProbe,
  type Client,
} from './bench-burst-load';
import {
  cpuSeconds,
  machineBusy,
  postgresCpuSeconds,
  printRun,
  rssMb,
  type Usage,
} from './bench-burst-print';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const STUDENTS = Math.floor(number('BURST_STUDENTS', 20_000));
const SECONDS = number('BURST_SECONDS', 120);
const IN_FLIGHT = Math.floor(number('BURST_IN_FLIGHT', 2_000));
const STARVE_RATE = number('BURST_STARVE_RATE', 150);
const STARVE_SECONDS = number('BURST_STARVE_SECONDS', Math.min(15, SECONDS));
const DEVICE = 'result-day-bench-device';

interface Cluster {
  nodes: ServerProcess[];
  proxyUrl: string;
  proxy: ChildProcess;
  stop(): Promise<void>;
}

/** The proxy in a process of its own (so it does not share the load generator's event loop). */
async function runProxyChild(nodeUrls: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--proxy', JSON.stringify(nodeUrls)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /^proxy (http:\S+)$/m.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code})`)));
  });
  return { child, url };
}

async function startCluster(data: BurstData, env: Record<string, string>): Promise<Cluster> {
  const nodes = await Promise.all(
    [0, 1].map(() => startServer({ databaseUrl: data.url, env: { LOG_LEVEL: 'error', ...env } })),
  );
  const proxy = await runProxyChild(nodes.map((node) => node.url));
  return {
    nodes,
    proxyUrl: proxy.url,
    proxy: proxy.child,
    stop: async () => {
      const proxyExited = new Promise((resolve) => proxy.child.once('exit', resolve));
      proxy.child.kill('SIGTERM');
      await proxyExited;
      await Promise.all(nodes.map((node) => node.stop()));
    },
  };
}

interface SignedIn {
  token: string;
  examDeskToken: string;
  studentId: number;
}

function makeSignIn(data: BurstData) {
  return async (client: Client, login: string, name = 'sign-in'): Promise<SignedIn | null> => {
    const answer = await client.send(
      name,
      'POST',
      '/api/v2/user/v3/login',
      { host: data.host },
      { device_id: DEVICE, source: 'WEB', user_name: login, password: BURST_PASSWORD },
    );
    if (answer.status !== 200) return null;
    const result = (JSON.parse(answer.body.toString()) as { result: Record<string, unknown> }).result;
    return {
      token: String(result.student_auth),
      examDeskToken: String(result.examdesk_auth_token),
      studentId: Number((result.student_details as Array<{ student_id: number }>)[0]?.student_id),
    };
  };
}

function monthOf(today: Date): { first: string; last: string } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Sign-in, then the report, timetable and fee screens' first calls, one after the other. */
async function resultDay(data: BurstData, cluster: Cluster): Promise<{ recorder: Recorder; usage: Usage }> {
  const recorder = new Recorder();
  const controller = new AbortController();
  const signIn = makeSignIn(data);
  const { first, last } = monthOf(new Date());
  const pids = [...cluster.nodes.map((node) => node.child.pid!), cluster.proxy.pid!];
  const usage: Usage = {
    rssStart: pids.map(rssMb),
    rssPeak: pids.map(rssMb),
    cpuStart: pids.map(cpuSeconds),
    cpuEnd: [],
    benchCpuStart: process.cpuUsage(),
    benchCpu: 0,
    postgresStart: postgresCpuSeconds(),
    postgres: 0,
    machineStart: machineBusy(),
    machine: 0,
    elapsedMs: 0,
    result: undefined,
  };
  const sampler = setInterval(() => {
    pids.forEach((pid, i) => (usage.rssPeak[i] = Math.max(usage.rssPeak[i]!, rssMb(pid))));
  }, 250);
  recorder.start = performance.now();
  const result = await openModel({
    count: STUDENTS,
    seconds: SECONDS,
    maxInFlight: IN_FLIGHT,
    hardStopMs: (SECONDS + 60) * 1000,
    controller,
    flow: async (i) => {
      const client = clientFor(cluster.proxyUrl, recorder, controller.signal, i);
      const who = await signIn(client, data.logins[i]!);
      if (!who) return;
      const headers = { host: data.host, source: 'WEB', authorization: who.token };
      await client.send('report: exam desk test labels', 'GET', '/api/exam-desk/student/testLabels', {
        ...headers,
        authorization: who.examDeskToken,
      });
      await client.send(
        'report: offline results',
        'GET',
        `/api/v1/reports/Student/${who.studentId}`,
        headers,
      );
      await client.send(
        'timetable: this month',
        'POST',
        '/api/v2/timeTable/v3',
        headers,
        unfilteredRequest(
          data.instituteId,
          who.studentId,
          first,
          last,
          inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 1),
        ),
      );
      await client.send(
        'fees: the year summary',
        'GET',
        `/api/v1/studentWise/fee/${data.instituteId}/students/${who.studentId}/${data.yearId}`,
        headers,
      );
    },
  });
  clearInterval(sampler);
  usage.cpuEnd = pids.map(cpuSeconds);
  const benchCpu = process.cpuUsage(usage.benchCpuStart);
  usage.benchCpu = (benchCpu.user + benchCpu.system) / 1e6;
  usage.postgres = postgresCpuSeconds() - usage.postgresStart;
  usage.machine = machineBusy() - usage.machineStart;
  usage.elapsedMs = result.elapsedMs;
  usage.result = result;
  return { recorder, usage };
}

interface Starvation {
  idleP99: number;
  p50: number;
  p99: number;
  probes: number;
  probeErrors: number;
  signIns: Map<string, number>;
  signInP99: number;
}

/** The cheap call's p99 alone, then during a sign-in burst. */
async function starvation(data: BurstData, cluster: Cluster): Promise<Starvation> {
  const signIn = makeSignIn(data);
  const setup = new Recorder();
  const probeWho = await signIn(
    clientFor(cluster.proxyUrl, setup, new AbortController().signal, 0),
    data.logins[0]!,
  );
  if (!probeWho) throw new Error('The probe student could not sign in');
  const probe = (recorder: Recorder, name: string) => {
    const client = clientFor(cluster.proxyUrl, recorder, new AbortController().signal, 'probe');
    return () =>
      client.send(name, 'GET', `/api/v1/academicYear/all/${data.instituteId}`, {
        host: data.host,
        source: 'WEB',
        authorization: probeWho.token,
      });
  };
  const idle = new Recorder();
  const idleUntil = performance.now() + 3000;
  await steadyProbe(50, () => performance.now() > idleUntil, probe(idle, 'cheap'));

  const burst = new Recorder();
  const controller = new AbortController();
  let done = false;
  const count = Math.round(STARVE_RATE * STARVE_SECONDS);
  const probing = steadyProbe(50, () => done, probe(burst, 'cheap'));
  await openModel({
    count,
    seconds: STARVE_SECONDS,
    maxInFlight: IN_FLIGHT,
    hardStopMs: (STARVE_SECONDS + 60) * 1000,
    controller,
    flow: async (i) => {
      await signIn(
        clientFor(cluster.proxyUrl, burst, controller.signal, i),
        data.logins[(i + 1) % data.logins.length]!,
      );
    },
  });
  done = true;
  await probing;
  const cheap = burst.calls.get('cheap')!;
  const sorted = [...cheap.latencies].sort((x, y) => x - y);
  const signIns = burst.calls.get('sign-in');
  const idleSorted = [...idle.calls.get('cheap')!.latencies].sort((x, y) => x - y);
  return {
    idleP99: percentile(idleSorted, 0.99),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    probes: sorted.length,
    probeErrors: [...cheap.statuses].filter(([status]) => status !== '200').reduce((n, [, k]) => n + k, 0),
    signIns: signIns?.statuses ?? new Map(),
    signInP99: percentile(
      [...(signIns?.latencies ?? [])].sort((x, y) => x - y),
      0.99,
    ),
  };
}

/** The CPU one argon2id check costs here (ms of one core; the sign-in ceiling of this machine follows). */
async function argon2Cost(): Promise<number> {
  const stored = await hashPassword(BURST_PASSWORD);
  const checks = 10;
  const before = process.cpuUsage();
  for (let i = 0; i < checks; i++) await verifyPassword(BURST_PASSWORD, stored);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / checks;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl)
    throw new Error('bench:burst needs PostgreSQL: set DATABASE_URL (two nodes share one database)');
  const hostUrl = new URL(serverUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostUrl.hostname))
    throw new Error('bench:burst runs against a PostgreSQL on this machine only (loopback)');
  console.log(
    `Result day: ${STUDENTS} students over ${SECONDS} s, at most ${IN_FLIGHT} at once; ${os.cpus().length} cores`,
  );
  const prepared = performance.now();
  const data = await prepareBurstData(serverUrl, STUDENTS);
  let cluster: Cluster | undefined;
  const hardStop = setTimeout(
    () => {
      console.error('bench:burst: the overall deadline passed; stopping');
      process.exit(2);
    },
    (SECONDS + 60 + 2 * (STARVE_SECONDS + 60) + 600) * 1000,
  );
  hardStop.unref();
  try {
    console.log(
      `Database ${data.name}: ${STUDENTS} students added to batch ${data.batchId} (institute ${data.instituteId}, host ${data.host}) ` +
        `as copies of student ${data.templateStudentId}, rows each: ${Object.entries(data.copied)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')} (${((performance.now() - prepared) / 1000).toFixed(1)} s)`,
    );
    const argon2Ms = await argon2Cost();
    cluster = await startCluster(data, {});
    const { recorder, usage } = await resultDay(data, cluster);
    printRun(recorder, usage, {
      students: STUDENTS,
      seconds: SECONDS,
      argon2Ms,
      cores: os.cpus().length,
      labels: ['node 1', 'node 2', 'proxy'],
    });

    console.log(
      `\nStarvation: GET /api/v1/academicYear/all (20 a second) during ${STARVE_RATE} sign-ins a second for ${STARVE_SECONDS} s`,
    );
    const bounded = await starvation(data, cluster);
    await cluster.stop();
    cluster = await startCluster(data, { PASSWORD_CONCURRENCY: 'unbounded' });
    const unbounded = await starvation(data, cluster);
    const row = (cells: (string | number)[]) =>
      console.log(
        cells.map((cell, i) => (i === 0 ? String(cell).padEnd(40) : String(cell).padStart(34))).join(''),
      );
    const statuses = (map: Map<string, number>) =>
      [...map]
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
    row(['', 'bound on (default)', 'bound off (unbounded)']);
    row(['cheap call p99 with no burst (ms)', bounded.idleP99.toFixed(0), unbounded.idleP99.toFixed(0)]);
    row(['cheap call p50 during the burst (ms)', bounded.p50.toFixed(0), unbounded.p50.toFixed(0)]);
    row(['cheap call p99 during the burst (ms)', bounded.p99.toFixed(0), unbounded.p99.toFixed(0)]);
    row([
      'cheap calls (errors)',
      `${bounded.probes} (${bounded.probeErrors})`,
      `${unbounded.probes} (${unbounded.probeErrors})`,
    ]);
    row(['sign-in answers', statuses(bounded.signIns), statuses(unbounded.signIns)]);
    row(['sign-in p99 (ms)', bounded.signInP99.toFixed(0), unbounded.signInP99.toFixed(0)]);
  } finally {
    await cluster?.stop().catch(() => undefined);
    destroyAgents();
    await data.dispose();
    console.log(`\nDatabase ${data.name} dropped.`);
  }
}

async function proxyChild(nodes: string[]): Promise<void> {
  const proxy = await startProxy({ nodes, logLevel: 'error' });
  console.log(`proxy ${proxy.url}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void proxy.close().then(() => process.exit(0)));
}

if (process.argv[2] === '--proxy') {
  void proxyChild(JSON.parse(process.argv[3]!) as string[]);
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
