import { loadConfig } from '../config';
import { startConfiguredClock } from '../lib/clock';
import { openDatabase } from './client';
import { prepareDatabase } from './migrate';

/**
 * `npm run db:migrate [-- --seed]`: applies the pending migrations to the configured database
 * (DATABASE_URL, else the PGlite in DATA_DIR); with --seed it also adds the demo data to an empty
 * database. In production this is the step before the nodes start (docs/operations.md).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--seed');
  if (unknown.length > 0)
    throw new Error(`Unknown argument ${unknown[0]}. Usage: npm run db:migrate [-- --seed]`);
  const config = loadConfig();
  const now = startConfiguredClock(config);
  const database = await openDatabase(config);
  try {
    const { applied, seeded } = await prepareDatabase(database, {
      seed: args.includes('--seed'),
      now,
      ssoSecret: config.ssoSeedSecret,
    });
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      applied.length === 0
        ? `The schema is current (${where}).`
        : `Applied ${applied.length} ${applied.length === 1 ? 'migration' : 'migrations'} (${where}): ${applied.join(', ')}.`,
    );
    if (seeded) console.log('Added the demo data.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
