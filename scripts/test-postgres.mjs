// The full tier's server tests on a real PostgreSQL (docs/testing.md): every unit and API test of
// apps/server again, on the server TEST_DATABASE_URL names (default: this machine's, as CI has it),
// the slow fault and multi-node tests included. Fails, never skips, when that server does not answer.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(
    `PostgreSQL ${rows[0].server_version} answers at ${url.replace(/\/\/[^@/]*@/, '//…@')}: the server tests run on it.`,
  );
} catch (error) {
  console.error(
    `PostgreSQL does not answer at ${url} (${error.message}). The full tier runs the server tests on PostgreSQL: start it, or set TEST_DATABASE_URL.`,
  );
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
const run = spawnSync('npx', ['vitest', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url, TEST_TIER: 'full' },
});
process.exit(run.status ?? 1);
