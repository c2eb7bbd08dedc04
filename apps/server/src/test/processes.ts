import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../config';

export { templateCopyUrl } from './database';

/**
 * Real server processes for the fault and multi-node tests: the compiled server (as production
 * runs it, `npm start`), started with its own environment on a free port, stopped by a signal.
 */

let compiled: Promise<string> | undefined;

/** Compiles the server once per test process into apps/server/.test-dist/<pid> (never the dist npm start uses). */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    removeStaleBuilds();
    const outdir = path.join(SERVER_ROOT, '.test-dist', String(process.pid));
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/build.mjs'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, SERVER_OUTDIR: outdir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`server build failed (${code}): ${errors}`)),
      );
    });
    // Synchronously: an 'exit' listener cannot wait for a promise (an fs.rm started there never finished).
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'server.js');
  })();
  return compiled;
}

/**
 * Removes the builds of test processes that have ended: vitest ends its workers without an
 * 'exit' event, so a build does not always remove itself.
 */
function removeStaleBuilds(): void {
  const root = path.join(SERVER_ROOT, '.test-dist');
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue;
    rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  /** DATABASE_URL; omitted: an embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** DATA_DIR (files, PGlite); omitted: a fresh temporary folder. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** Node's own options before the script (--cpu-prof, which NODE_OPTIONS may not carry). */
  nodeOptions?: string[];
  /** How long to wait for /health to answer 200. */
  readyWithinMs?: number;
}

/** Starts the compiled server and waits until /health answers 200. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const script = await compiledServer();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-process-')));
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), script], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_DIST: '/nonexistent/web-dist',
      LOG_LEVEL: 'warn',
      // Bursts (fifty sign-ins at once) on a busy machine may wait for a pooled connection longer
      // than a server's 800 ms would allow; db/pool.test.ts tests that refusal.
      DATABASE_CONNECTION_WAIT_MS: '30000',
      // The test's clock (test/pin-clock.ts), which the template was seeded by: the process reads it too.
      CLOCK_START: new Date().toISOString(),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  // A folder made here is nobody else's: it goes with the process.
  if (!options.dataDir)
    void exited.then(() => fs.rm(dataDir, { recursive: true, force: true }).catch(() => undefined));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => printed,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the server exited before it was ready:\n${printed}`);
    try {
      const answer = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server was not ready within ${options.readyWithinMs ?? 90_000} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
