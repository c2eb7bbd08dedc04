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
import { SERVER_ROOT } from '../config';
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

export function openPostgres(url: string, poolSize = 10): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    pool,
    db,
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const connDb = drizzlePg({ client, schema });
        return await fn({
          db: connDb as unknown as Db,
          migrate: () => migratePg(connDb, { migrationsFolder: MIGRATIONS_FOLDER }),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
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
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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
