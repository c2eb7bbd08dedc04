import path from 'node:path';
import { SERVER_ROOT, type Config } from '../../config';
import { DiskStorage } from './disk';
import { JournaledStorage } from './journal';
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
 * URL throws here, at start-up. Uploads are journaled under the node's id (journal.ts).
 */
export function createStorage(
  config: Pick<Config, 'dataDir' | 'storageUrl'> & { nodeId?: string },
): FileStorage {
  const shipped = { 'demo/': DEMO_FILES };
  const nodeId = config.nodeId ?? 'local';
  if (config.storageUrl === undefined) {
    const disk = new DiskStorage(
      path.join(config.dataDir, 'files'),
      shipped,
      path.join(config.dataDir, 'partial', nodeId),
    );
    return new JournaledStorage(disk, nodeId);
  }
  const location = parseStorageUrl(config.storageUrl);
  // The SDK takes a few hundred milliseconds to load: only servers that use it pay for it.
  const s3 = import('./s3').then(
    ({ S3Storage, createS3Client }) =>
      new S3Storage({ client: createS3Client(location), bucket: location.bucket, prefix: location.prefix }),
  );
  return new JournaledStorage(new ShippedFilesStorage(s3, shipped), nodeId);
}
