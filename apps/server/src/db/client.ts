import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { POOL_DEFAULTS, SERVER_ROOT } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw query (execute's answer differs between PGlite and node-postgres only in its type). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

/** One connection holding the cross-process lock, for migrations and seeding. */
export interface ExclusiveConnection {
  db: Db;
  migrate(): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  exclusive<T>(fn: (conn: ExclusiveConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Arbitrary constant naming this application's advisory lock. */
const MIGRATION_LOCK_KEY = 7_201_604_311;

export interface PgliteSource {
  /** Directory to persist into; omitted: in memory. */
  dataDir?: string;
  /** A dump made by `dumpDataDir()` to start from (tests). */
  loadDataDir?: Blob;
}

export async function openPglite(source: PgliteSource = {}): Promise<Database & { client: PGlite }> {
  const client = new PGlite({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const migrate = () =>
    migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    client,
    db,
    // PGlite is one connection in this process: nothing else can interleave.
    exclusive: (fn) => fn({ db, migrate }),
    close: () => client.close(),
  };
}

/** The pool's limits (config.ts: DATABASE_POOL_SIZE, DATABASE_CONNECTION_WAIT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface PoolLimits {
  /** Connections at most. */
  size: number;
  /** How long a statement waits for a pooled connection (or a new one to open) before it fails. */
  connectionWaitMs: number;
  /** statement_timeout of the pool's connections; 0: none (the server's or the role's own). */
  statementTimeoutMs: number;
}

/** Migrations and the seed connect within this, on their own connection. */
const EXCLUSIVE_CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(
  url: string,
  limits: Partial<PoolLimits> | number = {},
): Database & { pool: pg.Pool } {
  const given = typeof limits === 'number' ? { size: limits } : limits;
  const size = given.size ?? POOL_DEFAULTS.size;
  const connectionWaitMs = given.connectionWaitMs ?? POOL_DEFAULTS.connectionWaitMs;
  const statementTimeoutMs = given.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    // Fail fast rather than queue: the request answers 503 with Retry-After (plugins/errors.ts).
    connectionTimeoutMillis: connectionWaitMs,
    // Sent at connection start (not a SET), so it holds for every statement on the connection.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    pool,
    db,
    async exclusive(fn) {
      // Its own connection, outside the pool and without any statement timeout (nor one set on
      // the role): a migration or the seed may run for minutes, and waiting for another node's
      // lock is one long statement too.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: EXCLUSIVE_CONNECT_TIMEOUT_MS,
        options: '-c statement_timeout=0',
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const connDb = drizzlePg({ client, schema });
        return await fn({
          db: connDb as unknown as Db,
          migrate: () => migratePg(connDb, { migrationsFolder: MIGRATIONS_FOLDER }),
        });
      } finally {
        // Unlocked explicitly: through PgBouncer the server session (and a lock it holds) outlives this client.
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite is a single-process database: a second process opening the same
 * directory would corrupt it. A pid file refuses that with a clear message.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'portal.pid');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dir} is in use by process ${pid}. Stop it first.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The configured database: PostgreSQL when a URL is given, else PGlite under `${dataDir}/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
  databaseConnectionWaitMs?: number;
  databaseStatementTimeoutMs?: number;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      size: options.databasePoolSize,
      connectionWaitMs: options.databaseConnectionWaitMs,
      statementTimeoutMs: options.databaseStatementTimeoutMs,
    });
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const database = await openPglite({ dataDir: dir });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
