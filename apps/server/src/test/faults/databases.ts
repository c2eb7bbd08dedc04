import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../db/client';
import { templateCopyUrl } from '../processes';

/** The seeded database a server process runs on, with its own DATA_DIR. */
export interface ProcessDatabase {
  /** DATABASE_URL, or undefined for the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The copied database's name (PostgreSQL). */
  name: string | undefined;
  remove(): Promise<void>;
}

/**
 * A copy of the seeded template for a server process: a PostgreSQL database when the tests run
 * with DATABASE_URL, else a PGlite data folder written from the template's dump into
 * DATA_DIR/pglite, where the server opens it.
 */
export async function processDatabase(): Promise<ProcessDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-faults-'));
  const source = inject('serverTemplate');
  if (source.kind === 'postgres') {
    const copy = await templateCopyUrl(source);
    return {
      databaseUrl: copy.url,
      dataDir,
      name: new URL(copy.url).pathname.slice(1),
      remove: async () => {
        await copy.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dump = new Blob([await fs.readFile(source.dumpFile)]);
  const pglite = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump });
  await pglite.close();
  return {
    databaseUrl: undefined,
    dataDir,
    name: undefined,
    remove: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}
