import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type ByteRange, type FileStorage, type StoredObject } from './storage';

/**
 * Files on disk under `root` (DATA_DIR/files). Keys starting with one of `readOnly`'s prefixes
 * are read from that directory instead (the demo's sample files, shipped with the repository
 * and read in place, so every copy of the seeded database finds them). Files being written
 * stay in `partialDir` (this node's own folder, on the same disk) until whole.
 */
export class DiskStorage implements FileStorage {
  private readonly partialDir: string;

  constructor(
    private readonly root: string,
    private readonly readOnly: Record<string, string> = {},
    partialDir?: string,
  ) {
    this.partialDir = partialDir ?? `${root}.partial`;
  }

  private pathOf(key: string): { file: string; writable: boolean } {
    assertStorageKey(key);
    for (const [prefix, dir] of Object.entries(this.readOnly)) {
      if (key.startsWith(prefix)) return { file: path.join(dir, key.slice(prefix.length)), writable: false };
    }
    return { file: path.join(this.root, key), writable: true };
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const { file, writable } = this.pathOf(key);
    if (!writable) throw new Error(`Read-only storage key: ${key}`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.mkdir(this.partialDir, { recursive: true });
    // Written under a temporary name in this node's folder and renamed: a reader never sees half a
    // file, and a killed node's halves are all in its folder, which it empties when it starts.
    const partial = path.join(this.partialDir, `${randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    const { file } = this.pathOf(key);
    const body = range
      ? createReadStream(file, { start: range.start, end: range.end })
      : createReadStream(file);
    return { body, size };
  }

  async size(key: string): Promise<number | null> {
    const { file } = this.pathOf(key);
    try {
      const stat = await fs.stat(file);
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, writable } = this.pathOf(key);
    if (!writable) throw new Error(`Read-only storage key: ${key}`);
    await fs.rm(file, { force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    if (prefix !== '') assertStorageKey(prefix.replace(/\/$/, ''));
    const dir = path.join(this.root, prefix);
    let entries;
    try {
      entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      yield { key, modifiedAt: (await fs.stat(file)).mtime };
    }
  }

  async removePartials(): Promise<void> {
    await fs.rm(this.partialDir, { recursive: true, force: true });
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }
}
