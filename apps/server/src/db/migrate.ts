import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type Database, type Db } from './client';
import { isSeeded, seedDemoData } from './seed';

export interface Prepared {
  /** The migrations applied now (journal tags), oldest first. */
  applied: string[];
  /** Whether the demo data was added now. */
  seeded: boolean;
}

/**
 * Applies pending migrations and seeds the demo data when the database is
 * empty. Runs under a cross-process lock, so two servers starting together
 * neither migrate nor seed twice.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed?: boolean; now?: Date; ssoSecret?: string } = {},
): Promise<Prepared> {
  return database.exclusive(async ({ db, migrate }) => {
    const applied = await pendingMigrations(db);
    await migrate();
    const seeded = options.seed !== false && !(await isSeeded(db));
    if (seeded) await seedDemoData(db, options.now, options.ssoSecret);
    return { applied, seeded };
  });
}

interface JournalEntry {
  tag: string;
  /** The migration's moment: drizzle records it as created_at once applied, and applies those after the last. */
  when: number;
}

function journal(folder: string): JournalEntry[] {
  const text = fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The migrations of this build the database has not applied (by drizzle's own rule), oldest first. */
export async function pendingMigrations(db: Db, folder = MIGRATIONS_FOLDER): Promise<string[]> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  let last = -Infinity;
  if (table?.name) {
    const [row] = await rowsOf<{ last: string | null }>(
      db,
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    if (row?.last) last = Number(row.last);
  }
  return journal(folder)
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

/**
 * A start that does not migrate (production on PostgreSQL, docs/operations.md) refuses a
 * database whose schema is behind this build, naming what is missing and the step that applies it.
 */
export async function assertSchemaCurrent(database: Database): Promise<void> {
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return;
  throw new Error(
    `the database schema is not current: ${pending.length} ${pending.length === 1 ? 'migration is' : 'migrations are'} ` +
      `not applied (${pending.join(', ')}). Apply ${pending.length === 1 ? 'it' : 'them'} with ` +
      '`npm run db:migrate` (docs/operations.md), then start the server.',
  );
}
