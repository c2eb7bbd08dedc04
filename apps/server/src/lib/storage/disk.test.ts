import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk';

describe('DiskStorage', () => {
  let root: string;
  let shipped: string;
  let storage: DiskStorage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    shipped = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shipped-'));
    await fs.writeFile(path.join(shipped, 'sample.txt'), 'shipped sample');
    storage = new DiskStorage(path.join(root, 'files'), { 'demo/': shipped });
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
    await fs.rm(shipped, { recursive: true, force: true });
  });

  const read = async (key: string, range?: { start: number; end: number }) => {
    const object = await storage.get(key, range);
    return object && { body: await text(object.body), size: object.size };
  };

  it('puts a buffer and a stream, and gets them back with their size', async () => {
    await storage.put('institutes/1/a.txt', Buffer.from('hello world'), 'text/plain');
    await storage.put('institutes/1/b.txt', Readable.from(['str', 'eamed']), 'text/plain');
    expect(await read('institutes/1/a.txt')).toEqual({ body: 'hello world', size: 11 });
    expect(await read('institutes/1/b.txt')).toEqual({ body: 'streamed', size: 8 });
    expect(await storage.size('institutes/1/a.txt')).toBe(11);
    // Under the root, in the key's folders, with no temporary file left behind.
    expect(await fs.readdir(path.join(root, 'files/institutes/1'))).toEqual(['a.txt', 'b.txt']);
  });

  it('gets a byte range (both ends included) and reports the whole size', async () => {
    await storage.put('r.bin', Buffer.from('0123456789'), 'application/octet-stream');
    expect(await read('r.bin', { start: 2, end: 5 })).toEqual({ body: '2345', size: 10 });
    expect(await read('r.bin', { start: 9, end: 9 })).toEqual({ body: '9', size: 10 });
  });

  it('replaces a file whole when put again', async () => {
    await storage.put('x.txt', Buffer.from('first version, longer'), 'text/plain');
    await storage.put('x.txt', Buffer.from('second'), 'text/plain');
    expect(await read('x.txt')).toEqual({ body: 'second', size: 6 });
  });

  it('answers null for a missing key and a folder, and deletes (twice without failing)', async () => {
    expect(await read('missing.txt')).toBeNull();
    expect(await storage.size('missing.txt')).toBeNull();
    await storage.put('dir/file.txt', Buffer.from('x'), 'text/plain');
    expect(await storage.size('dir')).toBeNull();
    await storage.delete('dir/file.txt');
    expect(await storage.size('dir/file.txt')).toBeNull();
    await expect(storage.delete('dir/file.txt')).resolves.toBeUndefined();
  });

  it('leaves no partial file when the body fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('broken.txt', failing, 'text/plain')).rejects.toThrow('connection lost');
    expect(await storage.size('broken.txt')).toBeNull();
    expect(await fs.readdir(path.join(root, 'files'))).toEqual([]);
  });

  it('reads shipped sample files in place under their prefix, and never writes or deletes them', async () => {
    expect(await read('demo/sample.txt')).toEqual({ body: 'shipped sample', size: 14 });
    await expect(storage.put('demo/sample.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Read-only/);
    await expect(storage.delete('demo/sample.txt')).rejects.toThrow(/Read-only/);
    expect(await fs.readFile(path.join(shipped, 'sample.txt'), 'utf8')).toBe('shipped sample');
  });

  it('refuses keys that could leave its folders', async () => {
    await expect(storage.get('../outside.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('demo/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.delete('a/../../b')).rejects.toThrow(/Invalid storage key/);
  });

  it('has no signed URLs (the server streams disk files itself)', async () => {
    expect(await storage.signedUrl()).toBeNull();
  });
});
