import path from 'node:path';
import { SERVER_ROOT, type Config } from '../../config';
import { DiskStorage } from './disk';
import type { FileStorage } from './storage';

export type { ByteRange, FileStorage, StoredObject } from './storage';
export { assertStorageKey, parseRange } from './storage';

/** The demo's sample files (PDFs, image, audio, video), read in place under the 'demo/' keys. */
export const DEMO_FILES = path.join(SERVER_ROOT, 'assets/demo-files');

/** The configured storage: files under DATA_DIR/files (an S3-compatible store can take its place). */
export function createStorage(config: Pick<Config, 'dataDir' | 'storageUrl'>): FileStorage {
  return new DiskStorage(path.join(config.dataDir, 'files'), { 'demo/': DEMO_FILES });
}
