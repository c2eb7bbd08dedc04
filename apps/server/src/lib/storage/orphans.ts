import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { PENDING_PREFIX, UPLOAD_PREFIX, pendingPrefixOf } from './journal';
import type { FileStorage } from './storage';

/** An upload in flight longer than this is not in flight any more: its node died. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Of `keys`, those a stored_files row names. */
async function recordedOf(db: Db, keys: string[]): Promise<Set<string>> {
  const known = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, keys));
  return new Set(known.map((row) => row.key));
}

/**
 * Settles upload markers (journal.ts) under `prefix` older than `olderThanMs`: an upload its row
 * names is kept, one without a row is removed (a node killed between the bytes and the row), and
 * the marker goes either way. Returns the upload keys removed.
 */
async function settleMarkers(
  db: Db,
  storage: FileStorage,
  prefix: string,
  now: Date,
  olderThanMs: number,
): Promise<string[]> {
  const removed: string[] = [];
  let batch: Array<{ marker: string; key: string }> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const recorded = await recordedOf(
      db,
      batch.map((entry) => entry.key),
    );
    for (const { marker, key } of batch) {
      if (!recorded.has(key)) {
        await storage.delete(key);
        removed.push(key);
      }
      await storage.delete(marker);
    }
    batch = [];
  };
  for await (const { key: marker, modifiedAt } of storage.list(prefix)) {
    if (now.getTime() - modifiedAt.getTime() < olderThanMs) continue;
    // pending/<node id>/<upload key>
    const key = marker.slice(marker.indexOf('/', PENDING_PREFIX.length) + 1);
    if (!key.startsWith(UPLOAD_PREFIX)) continue;
    batch.push({ marker, key });
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return removed;
}

/**
 * At a node's start, before it serves: its half-written files and every upload it began and never
 * recorded go, whatever their age (nothing of this node is in flight yet). Other nodes' uploads
 * are untouched. Returns the upload keys removed.
 */
export async function sweepNodeUploads(
  db: Db,
  storage: FileStorage,
  nodeId: string,
  now: Date,
): Promise<string[]> {
  await storage.removePartials?.();
  return settleMarkers(db, storage, pendingPrefixOf(nodeId), now, 0);
}

/**
 * Every hour, on any node: markers of any node older than `olderThanMs` (a node that never came
 * back, e.g. a replaced container with a new id), then upload files no stored_files row names
 * and older than that (from before the journal, or whose marker was lost). The age keeps uploads
 * in flight on other nodes safe. Returns the keys removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  now: Date,
  olderThanMs = ORPHAN_AGE_MS,
): Promise<string[]> {
  const removed = await settleMarkers(db, storage, PENDING_PREFIX, now, olderThanMs);
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const referenced = await recordedOf(db, batch);
    for (const key of batch.filter((k) => !referenced.has(k))) {
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const { key, modifiedAt } of storage.list(UPLOAD_PREFIX)) {
    if (now.getTime() - modifiedAt.getTime() < olderThanMs) continue;
    batch.push(key);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return removed;
}
