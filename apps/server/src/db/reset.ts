import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { startConfiguredClock } from '../lib/clock';
import { openDatabase } from './client';
import { prepareDatabase } from './migrate';

/** `npm run db:reset -w apps/server`: drops every table and re-creates the demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const now = startConfiguredClock(config);
  const database = await openDatabase(config);
  try {
    await database.exclusive(async ({ db }) => {
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`create schema public`);
    });
    await prepareDatabase(database, { ssoSecret: config.ssoSeedSecret, now });
    console.log(
      `Database reset and seeded (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
