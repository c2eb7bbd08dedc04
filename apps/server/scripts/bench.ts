/**
 * Load test of two calls: builds the app on a fresh seeded database (a temp
 * PGlite directory, or a temp PostgreSQL database when DATABASE_URL is set),
 * listens on a free port, signs in as Aarav and runs autocannon against the
 * logo call and the academic-year call.
 *
 *   npx tsx apps/server/scripts/bench.ts          (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A seeded database of its own, and how to throw it away. */
async function tempDatabase(): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `portal_bench_${process.pid}`;
    await adminQuery(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    return {
      database,
      label: `PostgreSQL (${name})`,
      dispose: async () => {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openPglite({ dataDir: dir });
  return {
    database,
    label: 'PGlite (temp directory)',
    dispose: async () => {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const temp = await tempDatabase();
  await prepareDatabase(temp.database);
  const app = await buildApp({ database: temp.database, config: loadConfig() });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const login = await fetch(`${address}/api/v2/user/v3/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'bench-device-0001',
        source: 'WEB',
        user_name: 'aarav@greenfield.test',
        password: 'demo1234',
      }),
    });
    const token = ((await login.json()) as { result?: { student_auth?: string } }).result?.student_auth;
    if (!token) throw new Error(`Sign-in failed with HTTP ${login.status}`);

    const targets = [
      {
        name: 'GET /api/v1/institutes/getLogoAndFavIcon',
        url: `${address}/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=localhost`,
      },
      {
        name: 'GET /api/v1/academicYear/all/1 (token)',
        url: `${address}/api/v1/academicYear/all/1`,
        headers: { authorization: token, source: 'WEB' },
      },
    ];
    console.log(`Database: ${temp.label}; ${connections} connections, ${seconds} s per call\n`);
    for (const target of targets) {
      const result = await autocannon({
        url: target.url,
        headers: target.headers,
        connections,
        duration: seconds,
      });
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(target.name);
      console.log(
        `  requests/s: ${result.requests.average.toFixed(0)}   p99 latency: ${result.latency.p99} ms   (${result.requests.total} requests, ${failures} failed)`,
      );
    }
  } finally {
    await app.close();
    await temp.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
