import { realNow } from '@portal/shared/time/shift';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FileStorage } from './storage';

/**
 * What every storage driver does, whatever it keeps its bytes in: registers the tests inside the
 * caller's describe. `open` gives a fresh, empty store whose 'demo/' keys read the folder `shipped`.
 */
export function storageContract(open: (shipped: string) => Promise<FileStorage>): void {
  let shipped: string;
  let storage: FileStorage;

  beforeEach(async () => {
    shipped = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shipped-'));
    await fs.writeFile(path.join(shipped, 'sample.txt'), 'shipped sample');
    storage = await open(shipped);
  });
  afterEach(() => fs.rm(shipped, { recursive: true, force: true }));

  const read = async (key: string, range?: { start: number; end: number }) => {
    const object = await storage.get(key, range);
    return object && { body: await text(object.body), size: object.size };
  };
  const listed = async (prefix: string) => {
    const entries: Array<{ key: string; modifiedAt: Date }> = [];
    for await (const entry of storage.list(prefix)) entries.push(entry);
    return entries.sort((a, b) => a.key.localeCompare(b.key));
  };
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('puts a buffer and a stream, and gets them back with their size', async () => {
    await storage.put('institutes/1/a.txt', Buffer.from('hello world'), 'text/plain');
    await storage.put('institutes/1/b.txt', Readable.from(['str', 'eamed']), 'text/plain');
    expect(await read('institutes/1/a.txt')).toEqual({ body: 'hello world', size: 11 });
    expect(await read('institutes/1/b.txt')).toEqual({ body: 'streamed', size: 8 });
    expect(await storage.size('institutes/1/a.txt')).toBe(11);
    expect(await storage.size('institutes/1/b.txt')).toBe(8);
  });

  it('streams a larger body in many chunks byte for byte (and an empty one)', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(16 * 1024 + i, i + 1));
    const whole = Buffer.concat(chunks);
    await storage.put('big/file.bin', Readable.from(chunks), 'application/octet-stream');
    const object = await storage.get('big/file.bin');
    expect(object?.size).toBe(whole.length);
    expect(sha256(await buffer(object!.body))).toBe(sha256(whole));
    await storage.put('big/empty.bin', Readable.from([]), 'application/octet-stream');
    expect(await read('big/empty.bin')).toEqual({ body: '', size: 0 });
  });

  it('gets a byte range (both ends included) and reports the whole size', async () => {
    await storage.put('r.bin', Buffer.from('0123456789'), 'application/octet-stream');
    expect(await read('r.bin', { start: 2, end: 5 })).toEqual({ body: '2345', size: 10 });
    expect(await read('r.bin', { start: 9, end: 9 })).toEqual({ body: '9', size: 10 });
    expect(await read('r.bin', { start: 0, end: 9 })).toEqual({ body: '0123456789', size: 10 });
  });

  it('replaces a file whole when put again', async () => {
    await storage.put('x.txt', Buffer.from('first version, longer'), 'text/plain');
    await storage.put('x.txt', Buffer.from('second'), 'text/plain');
    expect(await read('x.txt')).toEqual({ body: 'second', size: 6 });
    await storage.put('x.txt', Readable.from(['third, streamed']), 'text/plain');
    expect(await read('x.txt')).toEqual({ body: 'third, streamed', size: 15 });
  });

  it('answers null for a missing key and a folder, and deletes (twice without failing)', async () => {
    expect(await read('missing.txt')).toBeNull();
    expect(await read('missing.txt', { start: 0, end: 1 })).toBeNull();
    expect(await storage.size('missing.txt')).toBeNull();
    await storage.put('dir/file.txt', Buffer.from('x'), 'text/plain');
    expect(await storage.size('dir')).toBeNull();
    await storage.delete('dir/file.txt');
    expect(await storage.size('dir/file.txt')).toBeNull();
    expect(await read('dir/file.txt')).toBeNull();
    await expect(storage.delete('dir/file.txt')).resolves.toBeUndefined();
  });

  it('leaves no object when the body fails midway, early or after many chunks', async () => {
    const failing = (chunks: number) =>
      Readable.from(
        (async function* () {
          for (let i = 0; i < chunks; i++) yield Buffer.alloc(32 * 1024, 'p');
          throw new Error('connection lost');
        })(),
      );
    await expect(storage.put('broken/early.txt', failing(1), 'text/plain')).rejects.toThrow(
      'connection lost',
    );
    await expect(storage.put('broken/late.txt', failing(20), 'text/plain')).rejects.toThrow(
      'connection lost',
    );
    expect(await storage.size('broken/early.txt')).toBeNull();
    expect(await storage.size('broken/late.txt')).toBeNull();
    expect(await listed('broken/')).toEqual([]);
  });

  it('lists every object under a prefix (nested ones too, over several pages), with its last change', async () => {
    const before = realNow().getTime();
    const wanted = [...Array.from({ length: 7 }, (_, i) => `list/a/${i}.txt`), 'list/a/deep/er/x.txt'].sort();
    for (const key of [...wanted, 'list/b/1.txt', 'list/ab.txt', 'lista.txt'])
      await storage.put(key, Buffer.from(key), 'text/plain');
    const entries = await listed('list/a/');
    expect(entries.map((entry) => entry.key)).toEqual(wanted);
    for (const { modifiedAt } of entries) {
      expect(modifiedAt).toBeInstanceOf(Date);
      // Written just now (S3 keeps whole seconds; a minute either way allows a clock a little off).
      expect(modifiedAt.getTime()).toBeGreaterThan(before - 60_000);
      expect(modifiedAt.getTime()).toBeLessThan(realNow().getTime() + 60_000);
    }
    expect((await listed('list/')).map((entry) => entry.key)).toEqual(
      [...wanted, 'list/ab.txt', 'list/b/1.txt'].sort(),
    );
    expect(await listed('nothing/')).toEqual([]);
    // The shipped samples are read in place, never listed.
    expect(await listed('demo/')).toEqual([]);
  });

  it('reads shipped sample files in place under their prefix, and never writes or deletes them', async () => {
    expect(await read('demo/sample.txt')).toEqual({ body: 'shipped sample', size: 14 });
    expect(await read('demo/sample.txt', { start: 8, end: 13 })).toEqual({ body: 'sample', size: 14 });
    expect(await storage.size('demo/sample.txt')).toBe(14);
    expect(await storage.size('demo/missing.txt')).toBeNull();
    await expect(storage.put('demo/sample.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Read-only/);
    await expect(storage.put('demo/new.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Read-only/);
    await expect(storage.delete('demo/sample.txt')).rejects.toThrow(/Read-only/);
    expect(await fs.readFile(path.join(shipped, 'sample.txt'), 'utf8')).toBe('shipped sample');
    expect(await fs.readdir(shipped)).toEqual(['sample.txt']);
  });

  it('refuses keys that could leave its folders, and bad prefixes', async () => {
    await expect(storage.get('../outside.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('demo/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.size('a//b')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.delete('a/../../b')).rejects.toThrow(/Invalid storage key/);
    await expect(listed('../')).rejects.toThrow(/Invalid storage key/);
  });
}
