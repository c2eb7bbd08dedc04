import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTemplateCopy } from './database';

export interface TestApp {
  app: App;
  database: Database;
  /** A private DATA_DIR (uploads), removed on close. */
  dataDir: string;
  /** The clock the app reads; tests may move it. */
  clock: { now: Date | null };
  close(): Promise<void>;
}

/** The whole app on a private copy of the seeded database, for `app.inject`. */
export async function createTestApp(
  options: {
    webDist?: string;
    beforeReady?: (app: App) => void;
    /** A STORAGE_URL (an s3:// bucket, lib/storage/testing.ts); default: disk under the private DATA_DIR. */
    storageUrl?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTemplateCopy(inject('serverTemplate'));
  const clock: TestApp['clock'] = { now: null };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    webDist: options.webDist ?? '/nonexistent/web-dist',
    storageUrl: options.storageUrl,
  };
  const app = await buildApp({ config, database, clock: () => clock.now ?? new Date() });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
