import fs from 'node:fs';
import http from 'node:http';
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
 * the PostgreSQL copy when the tests run with DATABASE_URL. And (issue 28) SIGTERM right after
 * requests were sent on new and on idle keep-alive connections: the client counts what it sent.
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

/**
 * A sign-in sent over `agent` (a fresh connection without one): `written` once the whole request
 * is in the socket (on loopback, in the server's receive buffer), `answer` its status and token
 * or the connection's error.
 */
function sendSignIn(base: string, userName: string, from: string, agent: http.Agent | false) {
  const body = Buffer.from(JSON.stringify(loginRequest(userName)));
  let written!: () => void;
  const sent = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<{ status: number; token?: string; error?: string }>((resolve) => {
    const request = http.request(
      `${base}/api/v2/user/v3/login`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          source: 'WEB',
          'x-forwarded-for': from,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ status: 0, error: error.message }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let token: string | undefined;
          try {
            token = (JSON.parse(text) as { result?: { student_auth?: string } }).result?.student_auth;
          } catch {
            // not JSON: Fastify's bare 503 was not; the status says enough
          }
          resolve({ status: response.statusCode ?? 0, token, error: token ? undefined : text.slice(0, 200) });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, error: error.message }));
    request.on('finish', written);
    request.end(body);
  });
  return { sent, answer };
}

it('SIGTERM just after requests were sent: every request sent gets its normal answer, counted by the client (issue 28)', async () => {
  const server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  servers.push(server);
  // Two keep-alive connections that served a request and are idle when their next one is sent.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const warm = [0, 1].map((i) => sendSignIn(server.url, LOGINS[i]!, `10.9.2.${i}`, agent).answer);
    expect((await Promise.all(warm)).map((answer) => answer.status)).toEqual([200, 200]);

    // Ten on new connections and two on the idle ones, all fully written, then at once the signal.
    const requests = [
      ...Array.from({ length: 10 }, (_, i) =>
        sendSignIn(server.url, LOGINS[i % LOGINS.length]!, `10.9.3.${i}`, false),
      ),
      ...[0, 1].map((i) => sendSignIn(server.url, LOGINS[i]!, `10.9.4.${i}`, agent)),
    ];
    await Promise.all(requests.map((request) => request.sent));
    server.child.kill('SIGTERM');

    const answers = await Promise.all(requests.map((request) => request.answer));
    expect(
      answers.filter((answer) => answer.status === 200 && answer.token),
      JSON.stringify(answers.filter((answer) => !answer.token)),
    ).toHaveLength(requests.length);
    expect(await server.exited).toBe(0);
  } finally {
    agent.destroy();
  }
}, 60_000);
