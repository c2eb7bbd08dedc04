/**
 * The result-day bench's load (bench-burst.ts): an open model. Arrivals come at a steady rate
 * and never wait for earlier answers; at most `maxInFlight` run at once, the arrivals beyond
 * are counted as not sent. Everything stops at the hard deadline: requests still open are cut
 * and counted. Loopback only: the clients leave from 500 addresses of 127.0.0.0/8.
 */
import { setMaxListeners } from 'node:events';
import http from 'node:http';

/**
 * Students sign in from many homes: 500 client addresses (127.0.1.1 …). Fewer would meet the
 * per-address throttle, which counts an attempt from its start until it succeeds: more than 10
 * sign-ins in flight from one address answer 429.
 */
const CLIENT_ADDRESSES = Array.from(
  { length: 500 },
  (_, i) => `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`,
);
const agents = CLIENT_ADDRESSES.map(
  (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 64, localAddress }),
);

export interface Answer {
  status: number;
  body: Buffer;
}

export class Recorder {
  readonly calls = new Map<string, { latencies: number[]; statuses: Map<string, number> }>();
  /** Answers per whole second since `start`. */
  readonly perSecond: number[] = [];
  start = performance.now();

  /** A request cut at the deadline counts as an error, not as an answer (no latency, not in the rate). */
  record(name: string, ms: number, status: number | string): void {
    let call = this.calls.get(name);
    if (!call) this.calls.set(name, (call = { latencies: [], statuses: new Map() }));
    const key = String(status);
    call.statuses.set(key, (call.statuses.get(key) ?? 0) + 1);
    if (status === 'cut') return;
    call.latencies.push(ms);
    const second = Math.floor((performance.now() - this.start) / 1000);
    this.perSecond[second] = (this.perSecond[second] ?? 0) + 1;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export interface Client {
  /** One request, timed and recorded under `name`; network failures and cuts are recorded too (and rethrown). */
  send(
    name: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer>;
}

/** The cheap call's own client (127.0.0.2): never queued behind the sign-ins' sockets. */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 16, localAddress: '127.0.0.2' });

/** A client leaving from the `clientIndex`-th address, or the probe's own ('probe'). */
export function clientFor(
  base: string,
  recorder: Recorder,
  signal: AbortSignal,
  clientIndex: number | 'probe',
): Client {
  const url = new URL(base);
  const agent = clientIndex === 'probe' ? probeAgent : agents[clientIndex % agents.length]!;
  // Every request listens for the deadline on the same signal.
  setMaxListeners(0, signal);
  return {
    send: (name, method, path, headers, body) => {
      const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const started = performance.now();
      return new Promise<Answer>((resolve, reject) => {
        if (signal.aborted) {
          reject(new Error('deadline'));
          return;
        }
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path,
            method,
            agent,
            signal,
            headers: raw
              ? { ...headers, 'content-type': 'application/json', 'content-length': String(raw.length) }
              : headers,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', () => undefined);
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              recorder.record(name, performance.now() - started, status);
              resolve({ status, body: Buffer.concat(chunks) });
            });
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          recorder.record(name, performance.now() - started, signal.aborted ? 'cut' : (error.code ?? 'net'));
          reject(error);
        });
        request.end(raw);
      });
    },
  };
}

export interface OpenModelResult {
  arrivals: number;
  started: number;
  notSent: number;
  /** Flows still running at the hard deadline (cut). */
  cut: number;
  elapsedMs: number;
}

/**
 * Starts `flow(i)` for i = 0 … count-1 at a steady rate over `seconds`, at most `maxInFlight`
 * at once; waits for the flows until `hardStopMs` after the start, then aborts the rest.
 */
export async function openModel(options: {
  count: number;
  seconds: number;
  maxInFlight: number;
  hardStopMs: number;
  controller: AbortController;
  flow: (index: number) => Promise<void>;
}): Promise<OpenModelResult> {
  const { count, seconds, maxInFlight, hardStopMs, controller, flow } = options;
  const begin = performance.now();
  const gapMs = (seconds * 1000) / count;
  let next = 0;
  let inFlight = 0;
  let started = 0;
  let notSent = 0;
  const running = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(count, Math.floor((performance.now() - begin) / gapMs) + 1);
      for (; next < due; next++) {
        if (inFlight >= maxInFlight) {
          notSent++;
          continue;
        }
        inFlight++;
        started++;
        const run = flow(next)
          .catch(() => undefined)
          .finally(() => {
            inFlight--;
            running.delete(run);
          });
        running.add(run);
      }
      if (next >= count || performance.now() - begin > hardStopMs) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const left = hardStopMs - (performance.now() - begin);
  const timer = setTimeout(() => controller.abort(), Math.max(0, left));
  const stillRunning = () => running.size;
  await Promise.race([
    Promise.all([...running]),
    new Promise((resolve) => controller.signal.addEventListener('abort', resolve, { once: true })),
  ]);
  const cut = stillRunning();
  clearTimeout(timer);
  if (cut > 0) {
    controller.abort();
    await Promise.all([...running]);
  }
  return { arrivals: count, started, notSent, cut, elapsedMs: performance.now() - begin };
}

/** Sends `make()` every `everyMs` until `until()` is true; each call is recorded by the client. */
export async function steadyProbe(
  everyMs: number,
  until: () => boolean,
  make: () => Promise<unknown>,
): Promise<void> {
  const running: Promise<unknown>[] = [];
  while (!until()) {
    running.push(make().catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(running);
}

export function destroyAgents(): void {
  for (const agent of [...agents, probeAgent]) agent.destroy();
}
