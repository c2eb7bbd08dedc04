/**
 * The result-day bench's figures (bench-burst.ts): per call count, errors by status, p50 and
 * p99; requests per second; each process's memory (VmRSS from /proc/<pid>/status) and CPU
 * (/proc/<pid>/stat), PostgreSQL's backends' CPU and the machine's; and the target line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { percentile, type OpenModelResult, type Recorder } from './bench-burst-load';

const TICKS = 100; // USER_HZ on Linux

export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** User + system CPU seconds of a process so far. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process named postgres (the server and its backends) so far. */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy CPU seconds of the whole machine (all cores) so far. */
export function machineBusy(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return (values.reduce((a, b) => a + b, 0) - idle) / TICKS;
}

export interface Usage {
  rssStart: number[];
  rssPeak: number[];
  cpuStart: number[];
  cpuEnd: number[];
  benchCpuStart: NodeJS.CpuUsage;
  benchCpu: number;
  postgresStart: number;
  postgres: number;
  machineStart: number;
  machine: number;
  elapsedMs: number;
  result: OpenModelResult | undefined;
}

const TARGET = { perSecond: 2000, p99: 300, errors: 0 };

export function printRun(
  recorder: Recorder,
  usage: Usage,
  options: { students: number; seconds: number; argon2Ms: number; cores: number; labels: string[] },
): void {
  const row = (cells: (string | number)[], widths = [32, 9, 9, 30, 9, 9, 9]) =>
    console.log(
      cells
        .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
        .join(''),
    );
  const result = usage.result!;
  console.log(
    `\n${result.started} of ${result.arrivals} students started (${result.notSent} not sent: over the in-flight cap), ` +
      `${result.cut} cut at the deadline; ${(usage.elapsedMs / 1000).toFixed(1)} s in all\n`,
  );
  row(['call', 'count', 'ok', 'errors (by status)', 'p50 ms', 'p99 ms', 'max ms']);
  let total = 0;
  let errors = 0;
  let worstP99 = 0;
  for (const [name, call] of recorder.calls) {
    const sorted = [...call.latencies].sort((a, b) => a - b);
    const count = [...call.statuses.values()].reduce((n, k) => n + k, 0);
    const ok = [...call.statuses].filter(([status]) => /^2\d\d$/.test(status)).reduce((n, [, k]) => n + k, 0);
    const failed = [...call.statuses].filter(([status]) => !/^2\d\d$/.test(status));
    total += sorted.length;
    errors += count - ok;
    const p99 = percentile(sorted, 0.99);
    worstP99 = Math.max(worstP99, p99);
    row([
      name,
      count,
      ok,
      failed.map(([status, n]) => `${status}×${n}`).join(' ') || '0',
      percentile(sorted, 0.5).toFixed(0),
      p99.toFixed(0),
      (sorted.at(-1) ?? 0).toFixed(0),
    ]);
  }
  const seconds = usage.elapsedMs / 1000;
  const perSecond = total / seconds;
  const peak = Math.max(0, ...Array.from(recorder.perSecond, (n) => n ?? 0));
  const offered = (options.students * 5) / options.seconds;
  console.log(
    `\nanswered requests: ${total} in ${seconds.toFixed(1)} s = ${perSecond.toFixed(0)} req/s (best second ${peak}); ` +
      `offered by the arrivals: ${offered.toFixed(0)} req/s (5 calls per student)`,
  );
  console.log('\nprocess          RSS start MB   RSS peak MB   CPU s   CPU % of one core');
  const line = (name: string, start: string, peakRss: string, cpu: number) =>
    console.log(
      `${name.padEnd(16)}${start.padStart(13)}${peakRss.padStart(14)}${cpu.toFixed(1).padStart(8)}${((cpu / seconds) * 100).toFixed(0).padStart(20)}`,
    );
  options.labels.forEach((label, i) =>
    line(
      label,
      usage.rssStart[i]!.toFixed(0),
      usage.rssPeak[i]!.toFixed(0),
      usage.cpuEnd[i]! - usage.cpuStart[i]!,
    ),
  );
  line('load generator', '', (process.memoryUsage().rss / 1024 / 1024).toFixed(0), usage.benchCpu);
  line('postgres', '', '', usage.postgres);
  console.log("(postgres: every process of the server, other sessions' databases included)");
  console.log(
    `machine: ${usage.machine.toFixed(1)} busy CPU s of ${(seconds * options.cores).toFixed(1)} (${options.cores} cores, ` +
      `${((usage.machine / (seconds * options.cores)) * 100).toFixed(0)}%; other sessions' work included)`,
  );
  const signInRate = options.students / options.seconds;
  const ceiling = (options.cores * 1000) / options.argon2Ms;
  console.log(
    `argon2id (m=19 MiB, t=2) check here: ${options.argon2Ms.toFixed(0)} ms of CPU each -> ${options.cores} cores verify at most ` +
      `${ceiling.toFixed(0)} sign-ins/s with nothing else running; the arrivals ask ${signInRate.toFixed(0)}/s, ` +
      `${(((signInRate * options.argon2Ms) / 1000 / options.cores) * 100).toFixed(0)}% of the machine for hashing alone`,
  );
  const met = perSecond >= TARGET.perSecond && worstP99 <= TARGET.p99 && errors === TARGET.errors;
  console.log(
    `\ntarget: 2,000 req/s, p99 ≤ 300 ms, 0 errors -> measured ${perSecond.toFixed(0)} req/s, worst p99 ${worstP99.toFixed(0)} ms, ` +
      `${errors} errors, ${result.notSent} not sent: ${met && result.notSent === 0 ? 'met' : 'NOT met'}`,
  );
}
