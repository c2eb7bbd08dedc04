import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageContract } from './contract';
import { DiskStorage } from './disk';
import type { FileStorage } from './storage';

describe('DiskStorage', () => {
  const roots: string[] = [];
  const newRoot = async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    roots.push(root);
    return root;
  };
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => fs.rm(root, { recursive: true, force: true })));
  });

  describe('the storage contract', () => {
    storageContract(
      async (shipped) => new DiskStorage(path.join(await newRoot(), 'files'), { 'demo/': shipped }),
    );
  });

  describe('on disk', () => {
    let root: string;
    let storage: FileStorage;
    beforeEach(async () => {
      root = await newRoot();
      storage = new DiskStorage(path.join(root, 'files'), { 'demo/': path.join(root, 'shipped') });
    });

    it('keeps files under the root, in the key folders, with no temporary file left behind', async () => {
      await storage.put('institutes/1/a.txt', Buffer.from('hello world'), 'text/plain');
      await storage.put('institutes/1/b.txt', Readable.from(['str', 'eamed']), 'text/plain');
      expect(await fs.readdir(path.join(root, 'files/institutes/1'))).toEqual(['a.txt', 'b.txt']);
      expect(await fs.readFile(path.join(root, 'files/institutes/1/b.txt'), 'utf8')).toBe('streamed');
    });

    it('removes the partial file of a body that fails midway', async () => {
      const failing = new Readable({
        read() {
          this.push('partial');
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(storage.put('broken.txt', failing, 'text/plain')).rejects.toThrow('connection lost');
      expect(await fs.readdir(path.join(root, 'files'))).toEqual([]);
    });

    it('has no signed URLs (the server streams disk files itself)', async () => {
      await storage.put('a.txt', Buffer.from('x'), 'text/plain');
      expect(
        await storage.signedUrl('a.txt', {
          expiresInSeconds: 60,
          fileName: 'a.txt',
          contentType: 'text/plain',
        }),
      ).toBeNull();
    });
  });
});
