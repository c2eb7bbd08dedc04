import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { databaseUrl, onServer, type TemplateSource } from './database';
import { TEST_MOMENT } from './moment';

/**
 * Whether this run includes server test files: `vitest run packages/shared`
 * should not pay for seeding. Reads the command-line file filters (not a
 * public API); when they cannot be read, assumes yes.
 */
async function runsServerTests(project: TestProject): Promise<boolean> {
  try {
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
    const { testFiles } = await project.globTestFiles(filters);
    return testFiles.some((file) => file.split(path.sep).join('/').includes('/apps/server/'));
  } catch {
    return true;
  }
}

/**
 * Migrates and seeds one database for the whole run; each server test file then
 * works on its own copy of it (a copy is much cheaper than a seed).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One clock for the run (test/moment.ts): the seed's moment, and every test process's from it.
  const clockOffsetMs = Date.parse(TEST_MOMENT) - Date.now();
  project.provide('clockOffsetMs', clockOffsetMs);
  const now = () => new Date(Date.now() + clockOffsetMs);
  if (!(await runsServerTests(project))) return async () => undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `portal_test_${process.pid}`;
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${template}" with (force)`));
    await onServer(serverUrl, (client) => client.query(`create database "${template}"`));
    const database = openPostgres(databaseUrl(serverUrl, template), 1);
    await prepareDatabase(database, { now: now() });
    await database.close();
    project.provide('serverTemplate', { kind: 'postgres', serverUrl, template } satisfies TemplateSource);
    return async () => {
      await onServer(serverUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`${template}%`],
        );
        for (const { datname } of rows)
          await client.query(`drop database if exists "${datname}" with (force)`);
      });
    };
  }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-test-'));
  const dumpFile = path.join(dir, 'seeded.tar');
  const database = await openPglite();
  await prepareDatabase(database, { now: now() });
  const dump = await database.client.dumpDataDir('none');
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('serverTemplate', { kind: 'pglite', dumpFile } satisfies TemplateSource);
  return () => fs.rm(dir, { recursive: true, force: true });
}
