/**
 * The result-day bench's load (bench-burst.ts): an HTTP client that times and counts every
 * request, an open model that starts each student's visit at its planned moment whatever the
 * earlier ones are doing, and a closed loop for the capacity figures. Loopback only: the students
 * leave from 500 addresses of 127.0.0.0/8, as from many homes.
 */
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import zlib from 'node:zlib';
import type { CallFigures } from './bench-burst-rules';

/**
 * 500 client addresses (127.0.1.1 …). Fewer would meet the per-address sign-in throttle, which
 * answers 429 to more than 10 sign-ins in flight from one address.
 */
const CLIENT_ADDRESSES = Array.from(
  { length: 500 },
  (_, i) => `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`,
);
const agents = CLIENT_ADDRESSES.map(
  (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 64, localAddress }),
);

export function destroyAgents(): void {
  for (const agent of agents) agent.destroy();
}

export interface Answer {
  status: number;
  retryAfter: string | undefined;
  /** As sent (compressed when the server compressed it): read it through text(). */
  body: Buffer;
  /** The answer's text, decompressed. */
  text(): string;
}

/**
 * What a phone's browser says it accepts: the server compresses answers above 1 KB as it would for
 * a student (brotli), which is CPU the nodes spend on result day. Only the answers the bench reads
 * are decompressed here (a browser's work, not the server's).
 */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decompressed(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

interface Call {
  latencies: number[];
  statuses: Map<string, number>;
  busy: number;
}

/** Every request of a phase: sent, answered (with its latency and status), cut or failed. */
export class Recorder {
  readonly calls = new Map<string, Call>();
  /** Counts of what the answers said (a report with results, or status only …). */
  readonly notes = new Map<string, number>();
  sent = 0;
  answered = 0;
  /** When each 2xx answer came (performance.now()). */
  readonly okAt: number[] = [];
  /** Requests aborted at the deadline. */
  cut = 0;
  /** Requests that got no HTTP answer (connection refused or reset …). */
  failed = 0;

  private callOf(name: string): Call {
    let call = this.calls.get(name);
    if (!call)
      this.calls.set(name, (call = { latencies: [], statuses: new Map() as Map<string, number>, busy: 0 }));
    return call;
  }

  private count(call: Call, status: string): void {
    call.statuses.set(status, (call.statuses.get(status) ?? 0) + 1);
  }

  answer(name: string, ms: number, status: number, retryAfter: boolean): void {
    const call = this.callOf(name);
    this.answered++;
    this.count(call, String(status));
    call.latencies.push(ms);
    if (status >= 200 && status <= 299) this.okAt.push(performance.now());
    if (status === 503 && retryAfter) call.busy++;
  }

  noAnswer(name: string, why: string, cut: boolean): void {
    if (cut) this.cut++;
    else this.failed++;
    this.count(this.callOf(name), cut ? 'cut' : why);
  }

  note(what: string): void {
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  figures(): CallFigures[] {
    return [...this.calls].map(([name, call]) => ({
      name,
      statuses: call.statuses,
      sorted: [...call.latencies].sort((a, b) => a - b),
      busy: call.busy,
    }));
  }
}

export interface Client {
  /** One request, timed and recorded under `name`; a request without an answer rejects (and is recorded). */
  send(
    name: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer>;
}

/** A client for student number `index` (its own home address), recording into `recorder`. */
export function clientFor(base: string, recorder: Recorder, signal: AbortSignal, index: number): Client {
  const url = new URL(base);
  const agent = agents[index % agents.length]!;
  // Every request of a phase listens for its deadline on the same signal.
  setMaxListeners(0, signal);
  return {
    send: (name, method, path, headers, body) => {
      const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise<Answer>((resolve, reject) => {
        if (signal.aborted) {
          reject(new Error('deadline'));
          return;
        }
        recorder.sent++;
        const started = performance.now();
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path,
            method,
            agent,
            signal,
            headers: raw
              ? {
                  ...headers,
                  'accept-encoding': ACCEPT_ENCODING,
                  'content-type': 'application/json',
                  'content-length': String(raw.length),
                }
              : { ...headers, 'accept-encoding': ACCEPT_ENCODING },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', () => undefined);
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              const retryAfter = response.headers['retry-after'];
              recorder.answer(name, performance.now() - started, status, retryAfter !== undefined);
              const body = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              resolve({ status, retryAfter, body, text: () => decompressed(body, encoding).toString() });
            });
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          recorder.noAnswer(name, error.code ?? 'net', signal.aborted);
          reject(error);
        });
        request.end(raw);
      });
    },
  };
}

export interface SpikeResult {
  planned: number;
  started: number;
  /** Visits that ended with every screen answered. */
  completed: number;
  /** Planned arrivals never started (the deadline came first). */
  notSent: number;
  /** How late each arrival started against its plan (ms), sorted: the generator's own lag. */
  lags: number[];
  /** From the first arrival to the last visit's end (or the deadline). */
  elapsedMs: number;
}

/**
 * Starts `visit(i)` at `arrivals[i]` ms after the start, never waiting for earlier visits (an
 * open model: a slow server does not slow the arrivals). At `deadlineMs` everything still open
 * is aborted through `controller` (its requests are recorded as cut).
 */
export async function runSpike(options: {
  arrivals: readonly number[];
  deadlineMs: number;
  controller: AbortController;
  visit: (index: number) => Promise<boolean>;
}): Promise<SpikeResult> {
  const { arrivals, deadlineMs, controller, visit } = options;
  const begin = performance.now();
  const lags: number[] = [];
  const running = new Set<Promise<void>>();
  let next = 0;
  let completed = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - begin;
      for (; next < arrivals.length && arrivals[next]! <= now; next++) {
        lags.push(now - arrivals[next]!);
        const run = visit(next)
          .then((ok) => {
            if (ok) completed++;
          })
          .catch(() => undefined)
          .finally(() => running.delete(run));
        running.add(run);
      }
      if (next >= arrivals.length || now > deadlineMs) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, arrivals[next]! - now)));
    };
    tick();
  });
  const timer = setTimeout(() => controller.abort(), Math.max(0, deadlineMs - (performance.now() - begin)));
  await Promise.all([...running]);
  clearTimeout(timer);
  return {
    planned: arrivals.length,
    started: next,
    completed,
    notSent: arrivals.length - next,
    lags: lags.sort((a, b) => a - b),
    elapsedMs: performance.now() - begin,
  };
}

/** `concurrency` workers each running `work` back to back for `seconds`; resolves with the time taken. */
export async function closedLoop(options: {
  concurrency: number;
  seconds: number;
  work: (worker: number, iteration: number) => Promise<unknown>;
}): Promise<number> {
  const begin = performance.now();
  const until = begin + options.seconds * 1000;
  let iteration = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      while (performance.now() < until) await options.work(worker, iteration++).catch(() => undefined);
    }),
  );
  return performance.now() - begin;
}
