import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';

/** Where the seeded template lives, handed from the global setup to every test file. */
export type TemplateSource =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: TemplateSource;
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database copied from the seeded template; drop() removes it. */
export async function templateCopyUrl(
  source: TemplateSource | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (source?.kind !== 'postgres')
    throw new Error('templateCopyUrl needs the PostgreSQL template (DATABASE_URL)');
  const name = `${source.template}_${randomBytes(6).toString('hex')}`;
  await onServer(source.serverUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${source.template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: databaseUrl(source.serverUrl, name),
    drop: () =>
      onServer(source.serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

/** The machine's own PostgreSQL, which tests needing a server but no template use without DATABASE_URL. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A PostgreSQL server for tests that need one but not the seeded template (pools, an empty
 * database): DATABASE_URL's when set (CI's second run; then never null), else the local server on
 * 127.0.0.1:5432 if it answers, else null (the caller skips: reported as skipped, not passed).
 */
export async function postgresServerForTests(): Promise<string | null> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_SERVER, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return LOCAL_SERVER;
  } catch {
    return null;
  }
}

let dump: Promise<Blob> | undefined;

/** A private copy of the seeded template: a PGlite from the dump, or a PostgreSQL database made from the template. */
export async function openTemplateCopy(source: TemplateSource | undefined): Promise<Database> {
  if (!source)
    throw new Error(
      'No seeded template: apps/server/src/test/global-setup.ts must run (see vitest.config.ts).',
    );
  if (source.kind === 'pglite') {
    dump ??= fs.readFile(source.dumpFile).then((bytes) => new Blob([bytes]));
    return openPglite({ loadDataDir: await dump });
  }
  const copy = await templateCopyUrl(source);
  // Tests send bursts (fifty sign-ins at once) on a busy machine: their statements may wait for a
  // connection longer than a server's 800 ms would allow (db/pool.test.ts tests that refusal).
  const database = openPostgres(copy.url, { size: 5, connectionWaitMs: 30_000 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}
