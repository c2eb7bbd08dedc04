// npm run nodes: several server nodes behind a local reverse proxy (issue 14), to show that
// the server keeps nothing of its own: sessions, sign-in throttling, single-use keys and
// autosaves live in PostgreSQL, files in one DATA_DIR (or STORAGE_URL), so any node serves
// any request.
//
//   DATABASE_URL=postgres://… npm run nodes       (NODES=2, PORT=8080 for the proxy,
//                                                  NODE_BASE_PORT=PORT+1 for the nodes)
//
// Builds the server (apps/server/dist), starts NODES compiled nodes on 127.0.0.1 at consecutive
// ports with the same DATABASE_URL and DATA_DIR, then the proxy (src/lib/proxy.ts) on HOST:PORT.
// Ctrl-C or SIGTERM stops the proxy, then every node gracefully.
//
// PGBOUNCER=1: the nodes reach the database through PgBouncer (Debian's /usr/sbin/pgbouncer,
// transaction pooling, PGBOUNCER_POOL_SIZE server connections, cores × 2 + 1 by default), started
// on a free loopback port and stopped with the nodes (scripts/pgbouncer.ts, as `npm run
// bench:burst` runs it), with the nodes' statement timeout (DATABASE_STATEMENT_TIMEOUT_MS) set by
// PgBouncer. The database is migrated and seeded on a direct connection first; the nodes then only
// check the schema (MIGRATE_ON_START=false) and start one at a time (pgbouncer.ts says why).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const serverRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.resolve(serverRoot, '../..');
const env = process.env;
const STOP_WITHIN_MS = 20_000;
const READY_WITHIN_MS = 120_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function integer(name, fallback, min, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max}: ${raw}`);
  return value;
}

const count = integer('NODES', 2, 1, 64);
const proxyPort = integer('PORT', 8080, 0, 65535);
const basePort = integer('NODE_BASE_PORT', proxyPort + 1, 1, 65535 - count + 1);
const databaseUrl = env.DATABASE_URL?.trim();
if (!databaseUrl) {
  fail(
    'Several nodes need one PostgreSQL database: set DATABASE_URL=postgres://user@host:5432/portal.\n' +
      'The embedded PGlite database (the default without DATABASE_URL) belongs to a single process.',
  );
}
// npm runs this inside apps/server: a relative DATA_DIR means the folder npm was started in (as the server reads it).
const base = env.INIT_CWD?.trim() || process.cwd();
const dataDir = path.resolve(base, env.DATA_DIR?.trim() || path.join(repoRoot, 'data'));
const storageUrl = env.STORAGE_URL?.trim();
const bouncing = ['1', 'true', 'yes'].includes(env.PGBOUNCER?.trim().toLowerCase() ?? '');
const bouncerPool = integer('PGBOUNCER_POOL_SIZE', 0, 0, 1000);

function run(script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: serverRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${code})`))));
  });
}

/** Lines a node prints, each prefixed with its name. */
function prefixed(stream, name, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

async function waitForHealth(node) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null || node.child.signalCode !== null)
      throw new Error(`${node.name} exited before it was ready`);
    try {
      const answer = await fetch(`${node.url}/health`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${node.name} did not answer /health within ${READY_WITHIN_MS / 1000} s`);
}

await run(path.join(serverRoot, 'scripts/build.mjs'));
const script = path.join(serverRoot, 'dist/server.js');
if (!existsSync(script)) fail(`No ${script} after the build`);

let bouncer;
if (bouncing) {
  const { startPgBouncer } = await tsImport('./pgbouncer.ts', import.meta.url);
  const { openPostgres } = await tsImport('../src/db/client.ts', import.meta.url);
  const { prepareDatabase } = await tsImport('../src/db/migrate.ts', import.meta.url);
  const { loadConfig } = await tsImport('../src/config.ts', import.meta.url);
  const config = loadConfig();
  const direct = openPostgres(databaseUrl, 1);
  try {
    await prepareDatabase(direct, { ssoSecret: config.ssoSeedSecret });
  } finally {
    await direct.close();
  }
  try {
    bouncer = await startPgBouncer({
      databaseUrl,
      poolSize: bouncerPool || undefined,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

let stopping = false;
function startNode(i) {
  const name = `node ${i + 1}`;
  const port = basePort + i;
  const child = spawn(process.execPath, [script], {
    cwd: serverRoot,
    env: {
      ...env,
      PORT: String(port),
      // Only the proxy is reached from outside; the nodes listen on this machine.
      HOST: env.NODE_HOST?.trim() || '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: bouncer?.url ?? databaseUrl,
      ...(bouncer ? { MIGRATE_ON_START: 'false' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node = { name, port, url: `http://127.0.0.1:${port}`, child };
  prefixed(child.stdout, name, process.stdout);
  prefixed(child.stderr, name, process.stderr);
  node.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  void node.exited.then((how) => {
    if (!stopping) console.error(`${name} (pid ${child.pid}) exited (${how}); the proxy skips it`);
  });
  return node;
}
const nodes = [];

let proxy;
async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the proxy and ${count} node${count === 1 ? '' : 's'}`);
  await proxy?.close().catch(() => undefined);
  await Promise.all(
    nodes.map(async (node) => {
      if (node.child.exitCode !== null || node.child.signalCode !== null) return;
      node.child.kill('SIGTERM');
      const timer = setTimeout(() => node.child.kill('SIGKILL'), STOP_WITHIN_MS);
      await node.exited;
      clearTimeout(timer);
    }),
  );
  await bouncer?.stop();
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(signal));

try {
  if (bouncer) {
    // One at a time through PgBouncer (see the top).
    for (let i = 0; i < count; i++) {
      nodes.push(startNode(i));
      await waitForHealth(nodes[i]);
    }
  } else {
    for (let i = 0; i < count; i++) nodes.push(startNode(i));
    await Promise.all(nodes.map(waitForHealth));
  }
  const { startProxy } = await tsImport('../src/lib/proxy.ts', import.meta.url);
  proxy = await startProxy({
    nodes: nodes.map((node) => node.url),
    port: proxyPort,
    host: env.HOST?.trim() || '0.0.0.0',
  });
} catch (error) {
  console.error(`The nodes could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop('error', 1);
}

console.log(
  [
    `Proxy on ${proxy.url} (round-robin, X-Forwarded-For set) in front of ${count} node${count === 1 ? '' : 's'}:`,
    ...nodes.map((node) => `  ${node.name}: ${node.url} (pid ${node.child.pid})`),
    `Database: ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` +
      (bouncer
        ? ` through PgBouncer on 127.0.0.1:${bouncer.port} (transaction pooling, ${bouncer.poolSize} server connections, pid ${bouncer.child.pid})`
        : '') +
      `; files: ${storageUrl ? storageUrl : path.join(dataDir, 'files')}`,
    'Ctrl-C stops them all.',
  ].join('\n'),
);
