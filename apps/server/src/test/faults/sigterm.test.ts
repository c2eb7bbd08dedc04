import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onServer } from '../database';
import { startServer, type ServerProcess } from '../processes';
import { DEMO_LOGINS } from '../requests';
import { processDatabase, type ProcessDatabase } from './databases';
import { loginRequest, sendStreamed, tokenOf, waitFor } from './http';

/*
 * Graceful shutdown of the real process (issue 14): SIGTERM while about twenty sign-ins are
 * hashing passwords. Each of them gets its normal answer, new connections are refused at once,
 * the process exits with 0 in a bounded time, and the database was closed. PGlite by default,
 * the PostgreSQL copy when the tests run with DATABASE_URL.
 */

const SIGN_INS = 20;
/** Greenfield's people who sign in with a token (each login is its own throttle key). */
const LOGINS = [
  DEMO_LOGINS.aarav[0],
  '9000000001', // Aarav by phone
  DEMO_LOGINS.diya[0],
  DEMO_LOGINS.meera[0],
  DEMO_LOGINS.zara[0],
  DEMO_LOGINS.dev[0],
];

let database: ProcessDatabase;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await processDatabase();
});
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await database?.remove();
});

/** Log lines (pino JSON) with this message, optionally about this address. */
function logged(server: ServerProcess, message: string, url?: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`) && (!url || line.includes(`"url":"${url}"`)))
    .length;
}

/** Whether a fresh TCP connection is refused (nobody listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

it('SIGTERM: sign-ins in flight all answer 200 with a token, new connections are refused, exit 0, the database closed', async () => {
  const server = await startServer({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    env: { LOG_LEVEL: 'info' },
  });
  servers.push(server);
  const url = '/api/v2/user/v3/login';

  // Each sign-in sends all but the end of its body and waits: once all of them have reached the
  // server (Fastify logs each request as it arrives), they finish together and start hashing.
  let release!: () => void;
  const released = new Promise<'continue'>((resolve) => (release = () => resolve('continue')));
  let answered = 0;
  const signIns = Array.from({ length: SIGN_INS }, (_, i) => {
    const body = Buffer.from(JSON.stringify(loginRequest(LOGINS[i % LOGINS.length]!)));
    return sendStreamed<{ student_auth?: string }>(
      `${server.url}${url}`,
      'POST',
      { 'content-type': 'application/json', source: 'WEB', 'x-forwarded-for': `10.9.0.${i + 1}` },
      body,
      { pauseAt: body.length - 2, resume: released },
    ).then(
      (answer) => {
        answered++;
        return {
          status: answer.status,
          token: answer.body.result?.student_auth,
          message: answer.body.message,
        };
      },
      (error: Error) => ({ status: 0, token: undefined, message: error.message }),
    );
  });
  await waitFor('the sign-ins to arrive', () => logged(server, 'incoming request', url) >= SIGN_INS);
  release();
  // The first answer: the others are queued for a password thread or hashing.
  await waitFor('the first sign-in to answer', () => answered >= 1, 30_000, 1);
  const answeredBeforeSignal = answered;
  const signalled = Date.now();
  server.child.kill('SIGTERM');

  // The listener closes at once, while the sign-ins are still being answered.
  await waitFor('the listener to close', () => refused(server.port), 10_000);
  const aliveWhenRefused = server.child.exitCode === null && server.child.signalCode === null;

  const results = await Promise.all(signIns);
  const code = await server.exited;
  const shutdownMs = Date.now() - signalled;
  console.info(
    `SIGTERM with ${SIGN_INS - answeredBeforeSignal} of ${SIGN_INS} sign-ins in flight: exit ${code} after ${shutdownMs} ms`,
  );

  expect(answeredBeforeSignal, 'sign-ins were still in flight at the signal').toBeLessThanOrEqual(
    SIGN_INS - 5,
  );
  for (const result of results) {
    expect(result.status, result.message).toBe(200);
    expect(result.token).toBeTypeOf('string');
  }
  expect(aliveWhenRefused, 'new connections are refused before the process ends').toBe(true);
  expect(code).toBe(0);
  expect(shutdownMs).toBeLessThan(15_000);
  expect(logged(server, 'shutting down')).toBe(1);

  // The database was closed, not abandoned.
  if (database.databaseUrl) {
    const serverUrl = process.env.DATABASE_URL!;
    const left = await waitFor('the server connections to go', async () => {
      const { rows } = await onServer(serverUrl, (client) =>
        client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database.name],
        ),
      );
      return rows[0]!.n === 0 ? 0 : undefined;
    });
    expect(left).toBe(0);
  } else {
    // The PGlite lock file goes only when the database is closed.
    expect(fs.existsSync(path.join(database.dataDir, 'portal.pid'))).toBe(false);
  }
  // The same data opens again, with the sessions the shutdown finished.
  const again = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  servers.push(again);
  expect(await tokenOf(again.url, DEMO_LOGINS.aarav[0], '10.9.1.1')).toBeTypeOf('string');
  expect(await again.stop('SIGTERM')).toBe(0);
}, 60_000);
