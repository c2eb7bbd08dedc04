import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databaseUrl, onServer, postgresServerForTests } from '../test/database';
import { compiledServer, startServer, type ServerProcess } from '../test/processes';
import { DEMO_LOGINS } from '../test/requests';
import { tokenOf } from '../test/faults/http';
import { openDatabase, openPglite, MIGRATIONS_FOLDER } from './client';
import { assertSchemaCurrent, pendingMigrations, prepareDatabase } from './migrate';
import { isSeeded } from './seed';

/*
 * Issue 27: migrations and the demo seed do not run on every node start in production. There a
 * start only checks that the schema is current and refuses with a clear message when it is not;
 * `npm run db:migrate` (the compiled dist/db-migrate.js) is the step that applies them, and seeds
 * the demo data only with --seed. The embedded database and development keep migrating and
 * seeding at start.
 */

const ALL_TAGS = (
  JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  }
).entries.map((entry) => entry.tag);

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrate-'));
  folders.push(dir);
  return dir;
}

/** Runs the compiled migration command (as production does) and returns its exit code and output. */
async function migrateCommand(env: Record<string, string>, args: string[] = []) {
  const script = path.join(path.dirname(await compiledServer()), 'db-migrate.js');
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe('when a start migrates', () => {
  it('by default, and with the embedded database even in production; not in production on PostgreSQL; MIGRATE_ON_START decides when set', () => {
    const url = 'postgres://portal@db.example/portal';
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: url }).migrateOnStart).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, MIGRATE_ON_START: 'true' }).migrateOnStart,
    ).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow(
      'Invalid MIGRATE_ON_START: yes (expected true or false)',
    );
  });
});

describe('the schema check', () => {
  it('names the migrations a database lacks, and a start that does not migrate refuses it with that message', async () => {
    const database = await openPglite();
    try {
      expect(await pendingMigrations(database.db)).toEqual(ALL_TAGS);
      await expect(assertSchemaCurrent(database)).rejects.toThrow(
        `the database schema is not current: ${ALL_TAGS.length} migrations are not applied (${ALL_TAGS.join(', ')}). ` +
          'Apply them with `npm run db:migrate` (docs/operations.md), then start the server.',
      );
      expect(await prepareDatabase(database, { seed: false })).toEqual({ applied: ALL_TAGS, seeded: false });
      await assertSchemaCurrent(database);
      // One behind: the last migration not recorded.
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      await expect(assertSchemaCurrent(database)).rejects.toThrow(
        `1 migration is not applied (${ALL_TAGS.at(-1)}). Apply it with`,
      );
    } finally {
      await database.close();
    }
  });

  it('buildApp without migrating refuses an unmigrated database (and lets it go), starts on a current one', async () => {
    const dataDir = await tempDir();
    const config = {
      ...loadConfig({ MIGRATE_ON_START: 'false' }),
      dataDir,
      webDist: '/nonexistent/web-dist',
    };
    await expect(buildApp({ config })).rejects.toThrow('the database schema is not current');
    // The refused start closed the database: the migration step can open it.
    const database = await openDatabase(config);
    expect((await prepareDatabase(database, { seed: false })).applied).toEqual(ALL_TAGS);
    await database.close();
    const app = await buildApp({ config });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(await isSeeded(app.database.db)).toBe(false);
    await app.close();
  });
});

describe('npm run db:migrate (dist/db-migrate.js)', () => {
  it('applies the migrations, seeds the demo data only with --seed, refuses unknown arguments', async () => {
    const dataDir = await tempDir();
    const first = await migrateCommand({ DATA_DIR: dataDir });
    expect(first.output).toContain(
      `Applied ${ALL_TAGS.length} migrations (PGlite in ${dataDir}): ${ALL_TAGS.join(', ')}.`,
    );
    expect(first.output).not.toContain('demo data');
    expect(first.code).toBe(0);
    const second = await migrateCommand({ DATA_DIR: dataDir }, ['--seed']);
    expect(second.output).toContain(`The schema is current (PGlite in ${dataDir}).\nAdded the demo data.`);
    expect(second.code).toBe(0);
    const wrong = await migrateCommand({ DATA_DIR: dataDir }, ['--sed']);
    expect(wrong.output).toContain('Unknown argument --sed. Usage: npm run db:migrate [-- --seed]');
    expect(wrong.code).toBe(1);
  }, 120_000);
});

const server = await postgresServerForTests();

describe.skipIf(server === null)('production on PostgreSQL: the migration step, then the nodes', () => {
  const name = `portal_migrate_${process.pid}_${Date.now()}`;
  const url = databaseUrl(server ?? 'postgres://unused', name);
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const node of started) await node.stop('SIGKILL');
    if (server)
      await onServer(server, (client) => client.query(`drop database if exists "${name}" with (force)`));
  });

  it('a node refuses an empty database with the message; after `db:migrate -- --seed` two nodes start and sign in', async () => {
    await onServer(server!, (client) => client.query(`create database "${name}"`));
    const production = { NODE_ENV: 'production' };
    const refused = startServer({ databaseUrl: url, env: production });
    await expect(refused).rejects.toThrow(
      `The server could not start: the database schema is not current: ${ALL_TAGS.length} migrations are not applied`,
    );

    const step = await migrateCommand({ DATABASE_URL: url }, ['--seed']);
    expect(step.output).toContain(`Applied ${ALL_TAGS.length} migrations (PostgreSQL)`);
    expect(step.output).toContain('Added the demo data.');
    expect(step.code).toBe(0);

    const dataDir = await tempDir();
    const nodes = await Promise.all([
      startServer({ databaseUrl: url, dataDir, env: production }),
      startServer({ databaseUrl: url, dataDir, env: production }),
    ]);
    started.push(...nodes);
    for (const node of nodes) expect(await tokenOf(node.url, DEMO_LOGINS.aarav[0])).toBeTypeOf('string');
    for (const node of nodes) expect(await node.stop('SIGTERM')).toBe(0);
  }, 180_000);
});
