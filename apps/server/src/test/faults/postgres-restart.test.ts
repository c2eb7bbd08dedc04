import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/http-error';
import { onServer } from '../database';
import { startServer, type ServerProcess } from '../processes';
import { DEMO_LOGINS } from '../requests';
import { postgresBin, privateCluster, type PrivateCluster } from './cluster';
import { callJson, tokenOf, waitFor } from './http';

/*
 * A real PostgreSQL restart under traffic (issue 14). The machine's shared PostgreSQL is never
 * touched: the test runs its own cluster (initdb + pg_ctl on a free port), and the compiled
 * server migrates and seeds it at start. While PostgreSQL is down every answer is 503 in the
 * portal's envelope with Retry-After (never 500, the process stays up) and /health says
 * 'unavailable'; once PostgreSQL accepts connections again the server answers 200 within 5 s
 * without being restarted.
 */

const bin = postgresBin();
const RECOVERY_LIMIT_MS = 5000;

interface Entry {
  kind: 'api' | 'health';
  started: number;
  ended: number;
  status?: number;
  body?: unknown;
  retryAfter?: string;
  error?: string;
}

describe.skipIf(!bin)('PostgreSQL restarted during traffic', () => {
  let cluster: PrivateCluster | undefined;
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    cluster = await privateCluster(bin!);
    await onServer(cluster.url('postgres'), (client) => client.query('create database portal'));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pg-restart-'));
    server = await startServer({ databaseUrl: cluster.url('portal'), dataDir, readyWithinMs: 120_000 });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cluster?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (envelope, Retry-After) while it is down, never 500, /health unavailable; 200 again within 5 s of PostgreSQL accepting connections', async () => {
    const { url } = server!;
    const token = await tokenOf(url, DEMO_LOGINS.aarav[0]);
    const log: Entry[] = [];
    let running = true;
    // A few requests in flight all the time: an authenticated call (its session is read from
    // the database every time) and /health.
    const worker = async (kind: Entry['kind']) => {
      while (running) {
        const started = Date.now();
        try {
          const answer =
            kind === 'api'
              ? await callJson(url, 'GET', '/api/v1/academicYear/all/1', { token, timeoutMs: 15_000 })
              : await callJson(url, 'GET', '/health', { timeoutMs: 15_000 });
          log.push({
            kind,
            started,
            ended: Date.now(),
            status: answer.status,
            body: answer.body,
            retryAfter: answer.headers['retry-after'] as string | undefined,
          });
        } catch (error) {
          log.push({ kind, started, ended: Date.now(), error: (error as Error).message });
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const workers = (['api', 'api', 'api', 'health', 'health'] as const).map(worker);
    const count = (test: (entry: Entry) => boolean) => log.filter(test).length;
    try {
      await waitFor(
        'answers while PostgreSQL is up',
        () =>
          count((e) => e.status === 200 && e.kind === 'api') >= 5 &&
          count((e) => e.status === 200 && e.kind === 'health') >= 5,
      );

      await cluster!.stop();
      const stopped = Date.now();
      await waitFor(
        'answers while PostgreSQL is down',
        () =>
          count((e) => e.started > stopped && e.kind === 'api') >= 20 &&
          count((e) => e.started > stopped && e.kind === 'health') >= 10,
      );
      const aliveWhileDown = server!.child.exitCode === null && server!.child.signalCode === null;

      const restarting = Date.now();
      await cluster!.start();
      const accepts = await cluster!.acceptsConnections();
      const firstOk = (kind: Entry['kind']) =>
        waitFor(
          `a 200 from ${kind} after the restart`,
          () => log.find((e) => e.kind === kind && e.status === 200 && e.started > stopped),
          30_000,
        );
      const [api, health] = [await firstOk('api'), await firstOk('health')];
      // Some more traffic after the recovery.
      const recovered = Math.max(api.ended, health.ended);
      await waitFor('answers after the recovery', () => count((e) => e.started > recovered) >= 20);
      running = false;
      await Promise.all(workers);

      const apiRecoveryMs = Math.max(0, api.ended - accepts);
      const healthRecoveryMs = Math.max(0, health.ended - accepts);
      const down = log.filter((e) => e.started > stopped && e.ended < restarting);
      console.info(
        `PostgreSQL restart: ${log.length} answers; ${down.length} while down (all 503); the API answered 200 ${apiRecoveryMs} ms and /health ${healthRecoveryMs} ms after PostgreSQL accepted connections`,
      );

      // Every request got an answer, and the process never died.
      expect(log.filter((e) => e.error)).toEqual([]);
      expect(aliveWhileDown).toBe(true);
      expect(server!.child.exitCode).toBeNull();
      // Only 200 or 503: never 500, even for a request cut by the shutdown.
      expect([...new Set(log.map((e) => e.status))].sort()).toEqual([200, 503]);
      for (const entry of log.filter((e) => e.status === 503)) {
        if (entry.kind === 'api') {
          expect(entry.body).toEqual({
            statusCode: 503,
            message: MESSAGES.databaseUnavailable,
            result: null,
          });
          expect(Number(entry.retryAfter)).toBeGreaterThan(0);
        } else {
          expect(entry.body).toEqual({ status: 'unavailable', time: expect.any(String) });
        }
      }
      // While it is down: 503 only.
      expect(down.filter((e) => e.kind === 'api').length).toBeGreaterThanOrEqual(20);
      expect(down.filter((e) => e.kind === 'health').length).toBeGreaterThanOrEqual(5);
      expect(down.filter((e) => e.status !== 503)).toEqual([]);
      // Back by itself, within the limit, and staying back.
      expect(apiRecoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect(healthRecoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      const after = log.filter((e) => e.started > recovered);
      expect(after.length).toBeGreaterThanOrEqual(20);
      expect(after.filter((e) => e.status !== 200)).toEqual([]);
    } finally {
      running = false;
      await Promise.all(workers);
    }
  }, 60_000);
});

it.runIf(!bin)(
  'PostgreSQL restart: skipped, no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin',
  () => {
    console.warn(
      'postgres-restart.test.ts: no PostgreSQL server binaries (initdb, pg_ctl): the restart test did not run',
    );
  },
);
