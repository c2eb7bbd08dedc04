/**
 * The result-day bench's measuring and printing (bench-burst.ts): each process's CPU
 * (/proc/<pid>/stat) and memory (VmRSS), PostgreSQL's backends of the bench's database apart from
 * the rest of the server (other databases, background work), PgBouncer's own counters, and the
 * tables: per call count, errors by status, answered req/s, p50 and p99.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { percentile, type CallFigures } from './bench-burst-rules';

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

/**
 * CPU seconds so far of PostgreSQL's processes: the backends serving `database` (their title
 * names it: "postgres: user database host(port) state"), and all the others (background
 * writers, other sessions' databases on this shared server). RSS of the bench's backends too.
 */
export function postgresUsage(database: string): {
  ours: number;
  other: number;
  oursRssMb: number;
  backends: number;
} {
  const usage = { ours: 0, other: 0, oursRssMb: 0, backends: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, 'utf8').includes('(postgres)')) continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const cpu = cpuSeconds(Number(entry));
      if (title.includes(` ${database} `)) {
        usage.ours += cpu;
        usage.oursRssMb += rssMb(Number(entry));
        usage.backends++;
      } else usage.other += cpu;
    } catch {
      // gone meanwhile
    }
  }
  return usage;
}

/** Busy CPU seconds of the whole machine (all cores) so far. */
export function machineBusy(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return (values.reduce((a, b) => a + b, 0) - idle) / TICKS;
}

export interface Proc {
  label: string;
  pid: number;
}

/** CPU seconds of one phase by process, with the load generator and PostgreSQL, and the peak memory. */
export interface Usage {
  seconds: number;
  cpu: Array<{ label: string; seconds: number; rssPeakMb: number }>;
  machine: number;
  pgbouncer: {
    transactions: number;
    queries: number;
    waitMs: number;
    peakWaiting: number;
    peakWaitMs: number;
  } | null;
}

/** Two measurements of the same processes as one (CPU and time added, the higher peaks kept). */
export function addUsage(a: Usage, b: Usage): Usage {
  return {
    seconds: a.seconds + b.seconds,
    cpu: a.cpu.map((row, i) => ({
      label: row.label,
      seconds: row.seconds + (b.cpu[i]?.seconds ?? 0),
      rssPeakMb: Math.max(row.rssPeakMb, b.cpu[i]?.rssPeakMb ?? 0),
    })),
    machine: a.machine + b.machine,
    pgbouncer:
      a.pgbouncer && b.pgbouncer
        ? {
            transactions: a.pgbouncer.transactions + b.pgbouncer.transactions,
            queries: a.pgbouncer.queries + b.pgbouncer.queries,
            waitMs: a.pgbouncer.waitMs + b.pgbouncer.waitMs,
            peakWaiting: Math.max(a.pgbouncer.peakWaiting, b.pgbouncer.peakWaiting),
            peakWaitMs: Math.max(a.pgbouncer.peakWaitMs, b.pgbouncer.peakWaitMs),
          }
        : (a.pgbouncer ?? b.pgbouncer),
  };
}

interface BouncerTotals {
  transactions: number;
  queries: number;
  waitUs: number;
}

/** Measures one phase: start() before, stop() after. */
export class Meter {
  private cpuStart: number[] = [];
  private rssPeak: number[] = [];
  private loadStart = process.cpuUsage();
  private pgStart = { ours: 0, other: 0 };
  private machineStart = 0;
  private began = 0;
  private sampler: NodeJS.Timeout | undefined;
  private bouncerStart: BouncerTotals | null = null;
  private peakWaiting = 0;
  private peakWaitMs = 0;
  private pgRssPeak = 0;

  constructor(
    private readonly procs: Proc[],
    private readonly database: string,
    private readonly bouncer: pg.Client | null,
  ) {}

  private async bouncerTotals(): Promise<BouncerTotals | null> {
    if (!this.bouncer) return null;
    const { rows } = await this.bouncer.query('SHOW STATS');
    const row = (rows as Array<Record<string, string>>).find((r) => r.database === this.database);
    return row
      ? {
          transactions: Number(row.total_xact_count),
          queries: Number(row.total_query_count),
          waitUs: Number(row.total_wait_time),
        }
      : null;
  }

  private async samplePools(): Promise<void> {
    if (!this.bouncer) return;
    const { rows } = await this.bouncer.query('SHOW POOLS');
    for (const row of rows as Array<Record<string, string>>) {
      if (row.database !== this.database) continue;
      this.peakWaiting = Math.max(this.peakWaiting, Number(row.cl_waiting));
      this.peakWaitMs = Math.max(this.peakWaitMs, Number(row.maxwait) * 1000 + Number(row.maxwait_us) / 1000);
    }
  }

  async start(): Promise<void> {
    this.cpuStart = this.procs.map((proc) => cpuSeconds(proc.pid));
    this.rssPeak = this.procs.map((proc) => rssMb(proc.pid));
    this.loadStart = process.cpuUsage();
    this.pgStart = postgresUsage(this.database);
    this.pgRssPeak = 0;
    this.machineStart = machineBusy();
    this.bouncerStart = await this.bouncerTotals().catch(() => null);
    this.peakWaiting = 0;
    this.peakWaitMs = 0;
    this.began = performance.now();
    let tick = 0;
    this.sampler = setInterval(() => {
      this.procs.forEach((proc, i) => (this.rssPeak[i] = Math.max(this.rssPeak[i]!, rssMb(proc.pid))));
      // Every process of the machine is read for PostgreSQL's: every 2 s is enough for a peak.
      if (tick++ % 4 === 0) this.pgRssPeak = Math.max(this.pgRssPeak, postgresUsage(this.database).oursRssMb);
      void this.samplePools().catch(() => undefined);
    }, 500);
  }

  async stop(): Promise<Usage> {
    clearInterval(this.sampler);
    const seconds = (performance.now() - this.began) / 1000;
    const load = process.cpuUsage(this.loadStart);
    const pgEnd = postgresUsage(this.database);
    const bouncerEnd = await this.bouncerTotals().catch(() => null);
    const cpu = this.procs.map((proc, i) => ({
      label: proc.label,
      seconds: cpuSeconds(proc.pid) - this.cpuStart[i]!,
      rssPeakMb: this.rssPeak[i]!,
    }));
    cpu.push(
      {
        label: 'postgres (bench database)',
        seconds: pgEnd.ours - this.pgStart.ours,
        rssPeakMb: this.pgRssPeak,
      },
      {
        label: 'load generator',
        seconds: (load.user + load.system) / 1e6,
        rssPeakMb: process.memoryUsage().rss / 1048576,
      },
    );
    return {
      seconds,
      cpu,
      machine: machineBusy() - this.machineStart,
      pgbouncer:
        this.bouncerStart && bouncerEnd
          ? {
              transactions: bouncerEnd.transactions - this.bouncerStart.transactions,
              queries: bouncerEnd.queries - this.bouncerStart.queries,
              waitMs: (bouncerEnd.waitUs - this.bouncerStart.waitUs) / 1000,
              peakWaiting: this.peakWaiting,
              peakWaitMs: this.peakWaitMs,
            }
          : null,
    };
  }
}

const pad = (cells: Array<string | number>, widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
    .join('');

/** Per call: count, 2xx, errors by status, answered req/s over `seconds` (null: not a rate), p50, p99, max. */
export function printCalls(calls: CallFigures[], seconds: number | null): void {
  const widths = [30, 8, 8, 26, 9, 8, 8, 8];
  console.log(
    pad(['call', 'count', '2xx', 'other (by status)', 'req/s', 'p50 ms', 'p99 ms', 'max ms'], widths),
  );
  for (const call of calls) {
    const count = [...call.statuses.values()].reduce((n, k) => n + k, 0);
    const ok = [...call.statuses].filter(([status]) => /^2\d\d$/.test(status)).reduce((n, [, k]) => n + k, 0);
    const other = [...call.statuses].filter(([status]) => !/^2\d\d$/.test(status));
    console.log(
      pad(
        [
          call.name,
          count,
          ok,
          other.map(([status, n]) => `${status}×${n}`).join(' ') +
            (call.busy ? ` (${call.busy} Retry-After)` : '') || '0',
          seconds ? (ok / seconds).toFixed(1) : '-',
          percentile(call.sorted, 0.5).toFixed(0),
          percentile(call.sorted, 0.99).toFixed(0),
          (call.sorted.at(-1) ?? 0).toFixed(0),
        ],
        widths,
      ),
    );
  }
}

/** CPU seconds by process over the phase, and per unit of work (a student, or a request). */
export function printUsage(usage: Usage, units: number, unit: string, cores: number): void {
  const widths = [28, 9, 16, 13, 13];
  console.log(pad(['process', 'CPU s', `CPU ms/${unit}`, '% of a core', 'RSS peak MB'], widths));
  for (const row of usage.cpu)
    console.log(
      pad(
        [
          row.label,
          row.seconds.toFixed(2),
          units > 0 ? ((row.seconds * 1000) / units).toFixed(2) : '-',
          ((row.seconds / usage.seconds) * 100).toFixed(0),
          row.rssPeakMb ? row.rssPeakMb.toFixed(0) : '',
        ],
        widths,
      ),
    );
  console.log(
    `machine: ${usage.machine.toFixed(1)} busy CPU s of ${(usage.seconds * cores).toFixed(1)} (${cores} cores, ` +
      `${((usage.machine / (usage.seconds * cores)) * 100).toFixed(0)}%; other sessions on this machine included)`,
  );
  const bouncer = usage.pgbouncer;
  if (bouncer)
    console.log(
      `pgbouncer: ${bouncer.transactions} transactions (${bouncer.queries} queries), clients waited ` +
        `${bouncer.transactions ? (bouncer.waitMs / bouncer.transactions).toFixed(2) : '0'} ms a transaction on average ` +
        `for a server connection; at most ${bouncer.peakWaiting} waiting at once, the longest wait ${bouncer.peakWaitMs.toFixed(0)} ms`,
    );
}

/** Server-side CPU seconds per unit (every process but the load generator), and its biggest shares. */
export function serverCpuPerUnit(usage: Usage, units: number): { perUnit: number; shares: string } {
  const server = usage.cpu.filter((row) => row.label !== 'load generator');
  const total = server.reduce((sum, row) => sum + row.seconds, 0);
  const shares = [...server]
    .sort((a, b) => b.seconds - a.seconds)
    .map((row) => `${row.label} ${total ? ((row.seconds / total) * 100).toFixed(0) : 0}%`)
    .join(', ');
  return { perUnit: units > 0 ? total / units : 0, shares };
}
