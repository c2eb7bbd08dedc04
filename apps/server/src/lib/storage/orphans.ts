import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from './storage';

/** Uploads are written before their database row: a file this old without a row is left from a crash. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploaded files no stored_files row names (and half-written '.part' files) that are older
 * than `olderThanMs`: what a server killed mid-upload (kill -9, power loss) left behind, since a
 * save writes its files first and its rows in one transaction after. The age keeps uploads in
 * flight on other nodes safe. Returns the keys removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  now: Date,
  olderThanMs = ORPHAN_AGE_MS,
): Promise<string[]> {
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, batch));
    const referenced = new Set(known.map((row) => row.key));
    for (const key of batch.filter((k) => !referenced.has(k))) {
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const { key, modifiedAt } of storage.list('institutes/')) {
    if (now.getTime() - modifiedAt.getTime() < olderThanMs) continue;
    batch.push(key);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return removed;
}
