/**
 * The result-day bench's measured phases (bench-burst.ts): the report calls' cost growth, the
 * resumed sessions' capacity beside a trivial call's, and one step of the spike.
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { BenchStudent, BurstData } from './bench-burst-data';
import { clientFor, closedLoop, Recorder, runSpike, type SpikeResult } from './bench-burst-load';
import { addUsage, Meter, type Usage } from './bench-burst-print';
import { percentile, spikeArrivals, verdict, type SpikeShape, type StepOutcome } from './bench-burst-rules';
import { noteReport, resumed, screens, THINK, visit, type VisitContext } from './bench-burst-visit';

export interface Cluster {
  proxyUrl: string;
  meter(): Meter;
}

const never = new AbortController().signal;

/**
 * The same report call for students of a section of 40 and of the scale batch, alternately
 * (two at a time), `calls` each: p50 and the ratio scale / section.
 */
export async function costGrowth(
  data: BurstData,
  cluster: Cluster,
  calls: number,
): Promise<{
  recorder: Recorder;
  sectionSize: number;
  rows: Array<{ call: string; section: number; scale: number; ratio: number }>;
}> {
  const recorder = new Recorder();
  const greenfield = data.institutes.get(data.probes.section[0]!.instituteId)!;
  const headers = (token: string) => ({ host: greenfield.host, source: 'WEB', authorization: token });
  const kinds = [
    {
      call: 'test report',
      send: (student: BenchStudent, name: string, test: number) => {
        const who = resumed(student);
        return clientFor(cluster.proxyUrl, recorder, never, student.g)
          .send(
            name,
            'GET',
            `/api/v1/studentdashboard/testReports/${who.accountId}/${who.userId}/${test}/-1`,
            headers(who.scorecard),
          )
          .then((answer) => noteReport(recorder, answer));
      },
    },
    {
      call: 'offline report',
      send: (student: BenchStudent, name: string) =>
        clientFor(cluster.proxyUrl, recorder, never, student.g).send(
          name,
          'GET',
          `/api/v1/reports/Student/${student.studentId}`,
          headers(resumed(student).studentAuth),
        ),
    },
  ];
  const rows = [];
  for (const kind of kinds) {
    const small = `${kind.call}: section of ${data.probes.section.length}`;
    const big = `${kind.call}: batch of ${data.scaleSize}`;
    await Promise.all(
      [0, 1].map(async (worker) => {
        for (let i = worker; i < calls; i += 2) {
          await kind.send(data.probes.section[i % data.probes.section.length]!, small, data.tests.section);
          await kind.send(data.probes.scale[i % data.probes.scale.length]!, big, data.tests.scale);
        }
      }),
    );
    const p50 = (name: string) =>
      percentile(
        [...recorder.calls.get(name)!.latencies].sort((a, b) => a - b),
        0.5,
      );
    rows.push({ call: kind.call, section: p50(small), scale: p50(big), ratio: p50(big) / p50(small) });
  }
  return { recorder, sectionSize: data.probes.section.length, rows };
}

/**
 * Answered req/s at saturation (`concurrency` clients back to back) of a trivial authenticated
 * call (the academic-year list) and of resumed sessions opening every screen with no think time.
 * The two take turns in windows of about 3 s, `seconds` each in all, so that whatever else this
 * shared machine does weighs on both alike; a window counts the answers that came within it (the
 * calls still open at its end are finished before the next window, not counted).
 */
export async function capacity(
  data: BurstData,
  cluster: Cluster,
  concurrency: number,
  seconds: number,
): Promise<Array<{ name: string; recorder: Recorder; usage: Usage; rate: number; elapsed: number }>> {
  const students = data.students.filter((student) => student.session);
  const names = ['trivial authenticated call', 'resumed sessions, every screen'] as const;
  const phases = names.map((name) => ({
    name,
    recorder: new Recorder(),
    usage: null as Usage | null,
    counted: 0,
    elapsed: 0,
  }));
  const windowSeconds = Math.min(3, seconds);
  const rounds = Math.max(1, Math.round(seconds / windowSeconds));
  for (let round = 0; round < rounds; round++) {
    for (const phase of phases) {
      const { recorder } = phase;
      const context: VisitContext = { data, recorder, signal: never, thinkScale: 0 };
      const meter = cluster.meter();
      await meter.start();
      const before = recorder.okAt.length;
      const start = performance.now();
      await closedLoop({
        concurrency,
        seconds: windowSeconds,
        work: async (_worker, iteration) => {
          const student = students[(iteration + round * 7919) % students.length]!;
          const institute = data.institutes.get(student.instituteId)!;
          const client = clientFor(cluster.proxyUrl, recorder, never, student.g);
          if (phase.name === 'trivial authenticated call') {
            await client.send('trivial: academic years', 'GET', `/api/v1/academicYear/all/${institute.id}`, {
              host: institute.host,
              source: 'WEB',
              authorization: student.session!.studentAuth,
            });
          } else await screens(context, client, institute, resumed(student));
        },
      });
      const end = start + windowSeconds * 1000;
      phase.counted += recorder.okAt.slice(before).filter((at) => at <= end).length;
      phase.elapsed += windowSeconds;
      const usage = await meter.stop();
      phase.usage = phase.usage ? addUsage(phase.usage, usage) : usage;
    }
  }
  return phases.map((phase) => ({
    name: phase.name,
    recorder: phase.recorder,
    usage: phase.usage!,
    rate: phase.counted / phase.elapsed,
    elapsed: phase.elapsed,
  }));
}

export interface StepResult {
  rate: number;
  spike: SpikeResult;
  recorder: Recorder;
  usage: Usage;
  publishMs: number;
  outcome: StepOutcome;
  verdict: { pass: boolean; reasons: string[] };
}

/** Seconds a visit may take at most, thinking included (the step's deadline adds a margin). */
export const longestThink = (scale: number) =>
  Object.values(THINK).reduce((sum, [, to]) => sum + to, 0) * scale;

/**
 * One step: the result-day test is withdrawn (not measured), then published and the spike of
 * students arrives at `rate` at its peak, each from `students` in turn from `first`.
 */
export async function step(options: {
  data: BurstData;
  cluster: Cluster;
  direct: pg.Client;
  rate: number;
  shape: SpikeShape;
  thinkScale: number;
  first: number;
}): Promise<StepResult> {
  const { data, cluster, direct, rate, shape, thinkScale, first } = options;
  await direct.query('update tests set result_published = false where id = $1', [data.tests.result]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const recorder = new Recorder();
  const controller = new AbortController();
  const context: VisitContext = { data, recorder, signal: controller.signal, thinkScale };
  const arrivals = spikeArrivals(rate, shape);
  const meter = cluster.meter();
  await meter.start();
  const published = performance.now();
  await direct.query('update tests set result_published = true where id = $1', [data.tests.result]);
  const publishMs = performance.now() - published;
  const spikeSeconds = shape.rampSeconds + shape.holdSeconds + shape.tailSeconds;
  const spike = await runSpike({
    arrivals,
    deadlineMs: (spikeSeconds + longestThink(thinkScale) + 60) * 1000,
    controller,
    visit: (i) => {
      const student = data.students[(first + i) % data.students.length]!;
      return visit(context, clientFor(cluster.proxyUrl, recorder, controller.signal, student.g), student);
    },
  });
  const usage = await meter.stop();
  const outcome: StepOutcome = {
    calls: recorder.figures(),
    planned: spike.planned,
    completed: spike.completed,
    notSent: spike.notSent,
    cut: recorder.cut,
  };
  return { rate, spike, recorder, usage, publishMs, outcome, verdict: verdict(outcome) };
}

/**
 * argon2id verifications a second on every core at once (the sign-in ceiling of this machine):
 * one worker thread per core verifying the stored hash back to back for `seconds`.
 */
export async function argon2Ceiling(
  hash: string,
  password: string,
  seconds: number,
): Promise<{ perSecond: number; cpuMs: number; threads: number }> {
  const threads = cpus().length;
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { verifySync } = require(workerData.module);
    const until = Date.now() + workerData.seconds * 1000;
    const cpu = process.cpuUsage();
    let done = 0;
    while (Date.now() < until) { if (verifySync(workerData.hash, workerData.password)) done++; }
    parentPort.postMessage(done);`;
  const module = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const started = performance.now();
  // This thread only waits: the process's CPU is the workers'.
  const cpuBefore = process.cpuUsage();
  const results = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(code, { eval: true, workerData: { hash, password, seconds, module } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const done = results.reduce((n, count) => n + count, 0);
  return { perSecond: done / wall, cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, done), threads };
}
