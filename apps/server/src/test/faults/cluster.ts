import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../processes';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL server's bin folder (Debian's layout), or null. */
export function postgresBin(): string | null {
  if (!fs.existsSync(ROOT)) return null;
  const versions = fs
    .readdirSync(ROOT)
    .filter((name) => fs.existsSync(path.join(ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(ROOT, versions[0], 'bin') : null;
}

/** A PostgreSQL server of the test's own, to stop and start without touching the shared one. */
export interface PrivateCluster {
  port: number;
  /** A URL of a database on it. */
  url(database: string): string;
  /** pg_ctl stop -m fast (clients are disconnected), waiting until it is down. */
  stop(): Promise<void>;
  /** pg_ctl start without waiting: the caller measures when connections are accepted. */
  start(): Promise<void>;
  /** Polls until a connection succeeds; resolves with the moment it did (Date.now()). */
  acceptsConnections(withinMs?: number): Promise<number>;
  /** Stops it at once and deletes its folder (also after a failure). */
  destroy(): Promise<void>;
}

/**
 * initdb + pg_ctl in a temporary folder, on a free port with its unix socket in that folder.
 * PostgreSQL refuses to run as root: as root (the tests' container) it runs as 'postgres'.
 */
export async function privateCluster(bin: string): Promise<PrivateCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { timeout: 60_000 })
      : run(path.join(bin, tool), args, { timeout: 60_000 });
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let started = false;
  const cluster: PrivateCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start: async () => {
      started = true;
      await pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-W', 'start']);
    },
    acceptsConnections: async (withinMs = 60_000) => {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const client = new pg.Client({
          connectionString: cluster.url('postgres'),
          connectionTimeoutMillis: 1000,
        });
        client.on('error', () => undefined);
        try {
          await client.connect();
          const at = Date.now();
          await client.end();
          return at;
        } catch (error) {
          await client.end().catch(() => undefined);
          if (Date.now() > deadline) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    destroy: async () => {
      if (started) await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    await cluster.acceptsConnections();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
