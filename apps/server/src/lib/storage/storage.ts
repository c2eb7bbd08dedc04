import type { Readable } from 'node:stream';

/** A byte range, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes (of the range when one was asked). */
  body: Readable;
  /** The whole object's size. */
  size: number;
}

/**
 * Where the server keeps files (documents, study files, recordings, protected videos, uploads).
 * Keys are chosen by the server ('institutes/1/documents/<random>.pdf'), never by a caller.
 * The disk implementation lives under DATA_DIR; an S3-compatible one can replace it.
 */
export interface FileStorage {
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. A range past the end is the caller's to refuse (416). */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size in bytes, or null when missing. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every writable object whose key starts with `prefix` (a folder, ending in '/'), with its last change. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * A URL the browser may fetch directly for a few minutes (an S3 presigned GET), or null
   * when the store has none (disk): the server then streams the bytes itself.
   */
  /**
   * Removes what this node's unfinished writes left (a driver that stages bytes, e.g. on disk);
   * called when the node starts, before it serves anything.
   */
  removePartials?(): Promise<void>;
  signedUrl(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string | null>;
}

/** Keys: lower-case path segments of [a-z0-9._-], no empty, '.' or '..' segment. */
const KEY = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Parses one `bytes=a-b`, `bytes=a-` or `bytes=-n` range against a size. Returns null for no
 * header or one this server does not serve as a range (several ranges): the whole body is sent.
 * 'unsatisfiable' when it starts past the end (answer 416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
