import type { Database } from './client';
import { isSeeded, seedDemoData } from './seed';

/**
 * Applies pending migrations and seeds the demo data when the database is
 * empty. Runs under a cross-process lock, so two servers starting together
 * neither migrate nor seed twice.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed?: boolean; now?: Date; ssoSecret?: string } = {},
): Promise<void> {
  await database.exclusive(async ({ db, migrate }) => {
    await migrate();
    if (options.seed !== false && !(await isSeeded(db)))
      await seedDemoData(db, options.now, options.ssoSecret);
  });
}
