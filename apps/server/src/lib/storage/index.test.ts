import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '.';
import { JournaledStorage } from './journal';
import { startLocalS3, type LocalS3 } from './testing';

let dataDir: string;
let s3: LocalS3;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-create-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('createStorage(config)', () => {
  it('no STORAGE_URL: files on disk under DATA_DIR/files, the demo samples read in place', async () => {
    const storage = createStorage({ dataDir, storageUrl: undefined, nodeId: 'node-1' });
    expect(storage).toBeInstanceOf(JournaledStorage);
    await storage.put('institutes/1/a.txt', Buffer.from('on disk'), 'text/plain');
    expect(await fs.readFile(path.join(dataDir, 'files/institutes/1/a.txt'), 'utf8')).toBe('on disk');
    // Noted before written, under the node's id; its halves in the node's own folder.
    expect(await fs.readdir(path.join(dataDir, 'files/pending/node-1/institutes/1'))).toEqual(['a.txt']);
    expect(await fs.readdir(path.join(dataDir, 'partial/node-1'))).toEqual([]);
    expect(await storage.size('demo/guide-en.pdf')).toBeGreaterThan(0);
  });

  it('an s3:// URL: objects in that bucket under its prefix, nothing on disk, the demo samples still read', async () => {
    const storage = createStorage({
      dataDir: path.join(dataDir, 'unused'),
      storageUrl: s3.url('portal/files'),
    });
    expect(storage).toBeInstanceOf(JournaledStorage);
    await storage.put('institutes/1/b.txt', Buffer.from('in the bucket'), 'text/plain');
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'portal/files/institutes/1/b.txt' }),
    );
    expect(await object.Body!.transformToString()).toBe('in the bucket');
    expect(await text((await storage.get('institutes/1/b.txt'))!.body)).toBe('in the bucket');
    expect(await storage.size('demo/guide-en.pdf')).toBeGreaterThan(0);
    await expect(storage.delete('demo/guide-en.pdf')).rejects.toThrow(/Read-only/);
    await expect(fs.access(path.join(dataDir, 'unused'))).rejects.toThrow(/ENOENT/);
  });

  it.each([
    ['http://bucket/prefix', /unsupported scheme "http:"/],
    ['s3://', /is not a bucket name/],
    ['s3://Bad_Bucket', /is not a bucket name/],
    ['s3://bucket/Upper/Case', /prefix "Upper\/Case"/],
    ['s3://bucket?endpoint=localhost:9000', /endpoint must be an http/],
    ['s3://bucket?endpoit=http://localhost:9000', /unknown option "endpoit"/],
    ['s3://key@bucket', /both the access key and the secret/],
    ['not a url', /not a URL/],
  ])('a bad URL (%s) stops the start with a clear message', (storageUrl, message) => {
    expect(() => createStorage({ dataDir, storageUrl })).toThrow(message);
    expect(() => createStorage({ dataDir, storageUrl })).toThrow(/^Invalid STORAGE_URL: /);
  });

  it('never repeats the URL (it may hold a secret key) in its message', () => {
    expect(() => createStorage({ dataDir, storageUrl: 's3://AKIA:topsecret@Bad_Bucket' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('topsecret') }),
    );
  });
});
