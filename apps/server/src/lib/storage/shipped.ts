import type { Readable } from 'node:stream';
import { DiskStorage } from './disk';
import { assertStorageKey, type ByteRange, type FileStorage, type StoredObject } from './storage';

/**
 * Another store (S3) for every key but those under `readOnly`'s prefixes, which are read from the
 * folders shipped with the server (the demo's sample files) whatever the store: every node has
 * them, nothing has to be copied into a bucket, and nobody can change them. `inner` may be still
 * loading (the S3 SDK is imported on first use, so a disk-only server never loads it).
 */
export class ShippedFilesStorage implements FileStorage {
  private readonly shipped: DiskStorage;

  constructor(
    private readonly inner: FileStorage | Promise<FileStorage>,
    private readonly readOnly: Record<string, string>,
  ) {
    // The disk root is never used: only keys under a read-only prefix reach this one.
    this.shipped = new DiskStorage('/nonexistent', readOnly);
    // A store that failed to load fails each call that needs it, never the process.
    Promise.resolve(inner).catch(() => undefined);
  }

  private isShipped(key: string): boolean {
    assertStorageKey(key);
    return Object.keys(this.readOnly).some((prefix) => key.startsWith(prefix));
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    if (this.isShipped(key)) throw new Error(`Read-only storage key: ${key}`);
    return (await this.inner).put(key, body, contentType);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    return this.isShipped(key) ? this.shipped.get(key, range) : (await this.inner).get(key, range);
  }

  async size(key: string): Promise<number | null> {
    return this.isShipped(key) ? this.shipped.size(key) : (await this.inner).size(key);
  }

  async delete(key: string): Promise<void> {
    if (this.isShipped(key)) throw new Error(`Read-only storage key: ${key}`);
    return (await this.inner).delete(key);
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    // Shipped files are never listed (only writable objects are), as on disk.
    for await (const entry of (await this.inner).list(prefix)) {
      if (!Object.keys(this.readOnly).some((shipped) => entry.key.startsWith(shipped))) yield entry;
    }
  }

  async signedUrl(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string | null> {
    // The server streams shipped files itself.
    return this.isShipped(key) ? null : (await this.inner).signedUrl(key, options);
  }
}
