import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredObject } from './storage';

/** Where a node notes the uploads it is writing: `pending/<node id>/<key>`. */
export const PENDING_PREFIX = 'pending/';
/** The keys of uploads (those stored_files rows name); others (photos, samples) are not journaled. */
export const UPLOAD_PREFIX = 'institutes/';

export const pendingPrefixOf = (nodeId: string) => `${PENDING_PREFIX}${nodeId}/`;

/**
 * Before an upload's bytes are written, an empty marker names its key under the node's own
 * prefix. A save writes its files first and its stored_files row after, so a node killed between
 * leaves files no row names; when it starts again it settles its markers (orphans.ts): a key with
 * a row is kept, one without is removed. Other nodes' markers are theirs: their uploads may be
 * in flight.
 */
export class JournaledStorage implements FileStorage {
  constructor(
    private readonly inner: FileStorage,
    readonly nodeId: string,
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    if (key.startsWith(UPLOAD_PREFIX))
      await this.inner.put(
        `${pendingPrefixOf(this.nodeId)}${key}`,
        Buffer.alloc(0),
        'application/octet-stream',
      );
    return this.inner.put(key, body, contentType);
  }

  get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    return this.inner.get(key, range);
  }

  size(key: string): Promise<number | null> {
    return this.inner.size(key);
  }

  /** A removed upload is no longer in flight: its note goes too (a refused upload leaves nothing). */
  async delete(key: string): Promise<void> {
    await this.inner.delete(key);
    if (key.startsWith(UPLOAD_PREFIX)) await this.inner.delete(`${pendingPrefixOf(this.nodeId)}${key}`);
  }

  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    return this.inner.list(prefix);
  }

  async removePartials(): Promise<void> {
    await this.inner.removePartials?.();
  }

  signedUrl(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string | null> {
    return this.inner.signedUrl(key, options);
  }
}
