import path from 'node:path';
/** What the import, letters, log and institute scripts share: the database, an institute by host, the clock. */
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { startConfiguredClock } from '../src/lib/clock';
import { findInstituteByHost, type Institute } from '../src/lib/institutes';

export class UsageError extends Error {}

/** A path as the user typed it: npm runs workspace scripts in apps/server, but INIT_CWD is where npm was started. */
export function userPath(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}

/**
 * Opens the configured database (PGlite under DATA_DIR, or DATABASE_URL), migrated. PGlite is
 * one process's: with the server running on it, stop the server or use the admin call instead.
 */
export async function withDatabase<T>(
  fn: (database: Database, config: Config, now: () => Date) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  startConfiguredClock(config);
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    throw new Error(
      `The database could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
        'On PGlite only one process may use it: stop the server first, or send the import to its admin call.',
    );
  }
  try {
    await prepareDatabase(database, { ssoSecret: config.ssoSeedSecret, now: new Date() });
    return await fn(database, config, () => new Date());
  } finally {
    await database.close();
  }
}

export async function instituteByHost(database: Database, host: string | undefined): Promise<Institute> {
  if (!host) throw new UsageError('Name the institute by its host, e.g. localhost or myschool.example.');
  const institute = await findInstituteByHost(database.db, host);
  if (!institute)
    throw new UsageError(`No institute has the host ${host} (npm run institute:create makes one).`);
  return institute;
}

export function runScript(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) console.error(`Usage: ${usage}`);
    process.exit(1);
  });
}
