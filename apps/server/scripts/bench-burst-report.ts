/**
 * The result-day bench's report (bench-burst.ts): each step as it ends, then the run: cost
 * growth, capacity, the steps side by side, the highest rate served and what holds it, and the
 * sizing per core that follows from the CPU each student cost.
 */
import type { Recorder } from './bench-burst-load';
import type { StepResult } from './bench-burst-phases';
import { printCalls, printUsage, serverCpuPerUnit, type Usage } from './bench-burst-print';
import { CRITERIA, percentile, SIGN_IN, type SpikeShape } from './bench-burst-rules';

const TARGET = { studentsPerSecond: 60, capacityRatio: 0.5, growthRatio: 1.5 };

const thousands = (n: number) => n.toLocaleString('en');
const notes = (recorder: Recorder) =>
  [...recorder.notes]
    .sort()
    .map(([what, n]) => `${what} ×${thousands(n)}`)
    .join('; ');

export function printStep(result: StepResult, shape: SpikeShape, cores: number): void {
  const { spike, recorder } = result;
  const seconds = spike.elapsedMs / 1000;
  const spikeSeconds = shape.rampSeconds + shape.holdSeconds + shape.tailSeconds;
  console.log(
    `── Step: ${result.rate} students/s at the peak ──\n` +
      `Published in ${result.publishMs.toFixed(0)} ms. ${thousands(spike.planned)} students planned over ${spikeSeconds} s ` +
      `(${(spike.planned / spikeSeconds).toFixed(1)}/s on average), ${thousands(spike.started)} started ` +
      `(arrival lag p99 ${percentile(spike.lags, 0.99).toFixed(0)} ms, max ${(spike.lags.at(-1) ?? 0).toFixed(0)} ms), ` +
      `${thousands(spike.completed)} visits completed; ${seconds.toFixed(1)} s in all. Requests: ${thousands(recorder.sent)} sent, ` +
      `${thousands(recorder.answered)} answered, ${recorder.cut} cut, ${recorder.failed} without an answer.`,
  );
  printCalls(result.outcome.calls, seconds);
  console.log(
    `answered ${(recorder.answered / seconds).toFixed(0)} req/s and ${(spike.completed / seconds).toFixed(1)} students/s ` +
      `over the step` +
      (recorder.notes.size ? `; ${notes(recorder)}` : ''),
  );
  printUsage(result.usage, spike.completed, 'student', cores);
  console.log(result.verdict.pass ? 'PASS' : `FAIL: ${result.verdict.reasons.join('; ')}`);
}

type Growth = {
  recorder: Recorder;
  sectionSize: number;
  rows: Array<{ call: string; section: number; scale: number; ratio: number }>;
};
type Capacity = Array<{ name: string; recorder: Recorder; usage: Usage; rate: number; elapsed: number }>;

const growthLine = (growth: Growth, row: Growth['rows'][number], scale: number) =>
  `${row.call}: p50 ${row.section.toFixed(1)} ms (section of ${growth.sectionSize}) and ${row.scale.toFixed(1)} ms ` +
  `(batch of ${thousands(scale)}): ratio ${row.ratio.toFixed(2)} ` +
  `(target ≤ ${TARGET.growthRatio}: ${row.ratio <= TARGET.growthRatio ? 'met' : 'NOT met'})`;

export function printGrowth(growth: Growth, scale: number, calls: number): void {
  console.log(
    `\n══ Cost growth: the same report call for a section of ${growth.sectionSize} and a batch of ${thousands(scale)}, ` +
      `alternately, two at a time, ${calls} calls each ══`,
  );
  printCalls(growth.recorder.figures(), null);
  for (const row of growth.rows) console.log(growthLine(growth, row, scale));
  if (growth.recorder.notes.size) console.log(notes(growth.recorder));
}

const capacityLine = (capacities: Capacity) => {
  const [trivial, resumed] = capacities;
  if (!trivial || !resumed) return '';
  const ratio = resumed.rate / trivial.rate;
  return (
    `resumed sessions answered ${resumed.rate.toFixed(0)} req/s, the trivial call ${trivial.rate.toFixed(0)} req/s: ` +
    `ratio ${ratio.toFixed(2)} (target ≥ ${TARGET.capacityRatio}: ${ratio >= TARGET.capacityRatio ? 'met' : 'NOT met'}); ` +
    `server CPU by process for the screens: ${serverCpuPerUnit(resumed.usage, resumed.recorder.answered).shares}`
  );
};

export function printCapacity(capacities: Capacity, clients: number, cores: number): void {
  console.log(
    `\n══ Capacity: answered req/s with ${clients} clients back to back (no think time), the two in turns ══`,
  );
  for (const phase of capacities) {
    console.log(
      `\n${phase.name}: ${phase.rate.toFixed(0)} req/s answered within ${phase.elapsed.toFixed(0)} s of windows ` +
        `(the table counts every call, the windows' tails included)`,
    );
    printCalls(phase.recorder.figures(), null);
    printUsage(phase.usage, phase.recorder.answered, 'request', cores);
  }
  console.log(`\n${capacityLine(capacities)}`);
}

export function printRun(run: {
  growth: Growth;
  capacities: Capacity;
  steps: StepResult[];
  argon2: { perSecond: number; cpuMs: number; threads: number };
  cores: number;
  scale: number;
  pool: number;
}): void {
  const { growth, capacities, steps, argon2, cores } = run;
  console.log('\n══ Steps ══');
  const widths = [10, 10, 11, 9, 11, 13, 34, 6];
  const pad = (cells: Array<string | number>) =>
    console.log(cells.map((cell, i) => String(cell).padStart(widths[i]!)).join(''));
  pad(['rate/s', 'students', 'completed', 'req/s', 'students/s', 'sign-in p99', 'worst other p99', 'pass']);
  for (const result of steps) {
    const seconds = result.spike.elapsedMs / 1000;
    const calls = result.outcome.calls;
    const signIn = calls.find((call) => call.name === SIGN_IN);
    const worst = calls
      .filter((call) => call.name !== SIGN_IN)
      .map((call) => ({ name: call.name, p99: percentile(call.sorted, 0.99) }))
      .sort((a, b) => b.p99 - a.p99)[0];
    pad([
      result.rate,
      thousands(result.spike.planned),
      thousands(result.spike.completed),
      (result.recorder.answered / seconds).toFixed(0),
      (result.spike.completed / seconds).toFixed(1),
      `${percentile(signIn?.sorted ?? [], 0.99).toFixed(0)} ms`,
      worst ? `${worst.p99.toFixed(0)} ms ${worst.name}` : '-',
      result.verdict.pass ? 'yes' : 'no',
    ]);
  }
  const passed = steps.filter((result) => result.verdict.pass);
  const best = passed.at(-1);
  const failed = steps.find((result) => !result.verdict.pass);
  console.log(
    `\nHighest arrival rate served with every request answered, sign-in p99 ≤ ${CRITERIA.signInP99Ms} ms and every other ` +
      `call's p99 ≤ ${CRITERIA.p99Ms} ms: ${best ? `${best.rate} students/s` : 'none of the steps'} ` +
      `(target ≥ ${TARGET.studentsPerSecond}: ${best && best.rate >= TARGET.studentsPerSecond ? 'met' : 'NOT met'})` +
      (failed
        ? `; at ${failed.rate}/s: ${failed.verdict.reasons.join('; ')}`
        : '; no step failed (raise BURST_RATES)'),
  );
  const measured = best ?? failed;
  if (measured) {
    const { perUnit, shares } = serverCpuPerUnit(measured.usage, measured.spike.completed);
    const signInShare = (2 / 3) * (argon2.cpuMs / 1000);
    console.log(
      `What holds it, measured at ${measured.rate}/s: ${(perUnit * 1000).toFixed(0)} ms of server CPU per student ` +
        `(${shares}); the machine was ${((measured.usage.machine / (measured.usage.seconds * cores)) * 100).toFixed(0)}% busy ` +
        `(other sessions on this machine included).`,
    );
    if (perUnit > 0)
      console.log(
        `Sizing: ${(1 / perUnit).toFixed(1)} students/s per core at full CPU (this machine's ${cores} cores: ` +
          `${(cores / perUnit).toFixed(0)}/s); argon2id alone is ${(signInShare * 1000).toFixed(0)} ms of it ` +
          `(two in three sign in at ${argon2.cpuMs.toFixed(1)} ms each), the rest the screens' calls.`,
      );
  }
  console.log(
    `argon2id ceiling here: ${argon2.perSecond.toFixed(0)} verifications/s on ${argon2.threads} threads ` +
      `(${argon2.cpuMs.toFixed(1)} ms of CPU each). PgBouncer: ${run.pool} server connections.`,
  );
  for (const row of growth.rows) console.log(`Cost growth, ${growthLine(growth, row, run.scale)}`);
  console.log(`Capacity: ${capacityLine(capacities)}`);
}
