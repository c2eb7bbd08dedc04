import path from 'node:path';
import { SERVER_ROOT, type Config } from '../../config';
import { DiskStorage } from './disk';
import { ShippedFilesStorage } from './shipped';
import type { FileStorage } from './storage';
import { parseStorageUrl } from './url';

export type { ByteRange, FileStorage, StoredObject } from './storage';
export { assertStorageKey, parseRange } from './storage';

/** The demo's sample files (PDFs, image, audio, video), read in place under the 'demo/' keys. */
export const DEMO_FILES = path.join(SERVER_ROOT, 'assets/demo-files');

/**
 * The configured storage: STORAGE_URL unset, files under DATA_DIR/files; `s3://bucket/prefix?...`,
 * an S3-compatible bucket (url.ts), the 'demo/' samples still read from the shipped folder. A bad
 * URL throws here, at start-up.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 'storageUrl'>): FileStorage {
  const shipped = { 'demo/': DEMO_FILES };
  if (config.storageUrl === undefined) return new DiskStorage(path.join(config.dataDir, 'files'), shipped);
  const location = parseStorageUrl(config.storageUrl);
  // The SDK takes a few hundred milliseconds to load: only servers that use it pay for it.
  const s3 = import('./s3').then(
    ({ S3Storage, createS3Client }) =>
      new S3Storage({ client: createS3Client(location), bucket: location.bucket, prefix: location.prefix }),
  );
  return new ShippedFilesStorage(s3, shipped);
}
