// Start-up time and memory of the server run from TypeScript (tsx) and compiled (node dist),
// each started 3 times on the same seeded database: milliseconds until /health answers, and the
// resident memory then and after 200 requests. Usage: npm run build -w apps/server && node scripts/measure-startup.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORT = 8497;
const MODES = {
  'tsx (TypeScript loader)': ['node', ['--import', 'tsx', 'src/server.ts']],
  'compiled (node dist/server.js)': ['node', ['dist/server.js']],
};

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function waitForHealth(deadline) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function run(command, args, dataDir) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(started + 120_000);
    const ready = Date.now() - started;
    const atReady = rssMb(child.pid);
    for (let i = 0; i < 200; i++)
      await (await fetch(`http://127.0.0.1:${PORT}/api/v1/academicYear/1`)).arrayBuffer();
    return { ready, atReady, after: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-startup-'));
try {
  // The first start seeds the embedded database; every measured start reuses it.
  await run(...MODES['compiled (node dist/server.js)'], dataDir);
  for (const [name, [command, args]] of Object.entries(MODES)) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await run(command, args, dataDir));
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
    console.log(
      `${name}: ready in ${median('ready')} ms, ${median('atReady').toFixed(0)} MB resident then, ${median('after').toFixed(0)} MB after 200 requests (median of 3)`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
