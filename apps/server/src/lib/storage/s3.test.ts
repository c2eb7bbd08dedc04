import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../content-disposition';
import { storageContract } from './contract';
import { createS3Client, S3Storage, type S3StorageOptions } from './s3';
import { ShippedFilesStorage } from './shipped';
import { startLocalS3, type LocalS3 } from './testing';
import { parseStorageUrl } from './url';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

let prefixes = 0;
/** A driver on the local server under a prefix no other test uses, with a fresh client. */
function driver(options: Partial<S3StorageOptions> = {}) {
  const location = parseStorageUrl(s3.url(`t${++prefixes}`));
  const client = createS3Client(location);
  const storage = new S3Storage({ client, bucket: location.bucket, prefix: location.prefix, ...options });
  return { storage, client, prefix: location.prefix };
}

/** Counts the commands a client sends, by name ('UploadPartCommand'...). */
function countCommands(client: S3Client): Record<string, number> {
  const counts: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => (args) => {
      counts[context.commandName!] = (counts[context.commandName!] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize' },
  );
  return counts;
}

describe('S3Storage, against a local S3-compatible server (s3rver)', () => {
  describe('the storage contract (small pages and parts, so paging and multipart run)', () => {
    storageContract(
      async (shipped) =>
        new ShippedFilesStorage(driver({ pageSize: 3, partSize: 64 * 1024 }).storage, { 'demo/': shipped }),
    );
  });

  it('pages a long list: one ListObjectsV2 call per page of pageSize keys', async () => {
    const { storage, client } = driver({ pageSize: 2 });
    const counts = countCommands(client);
    const keys = Array.from({ length: 7 }, (_, i) => `institutes/1/f${i}.txt`);
    for (const key of keys) await storage.put(key, Buffer.from(key), 'text/plain');
    const listed: string[] = [];
    for await (const { key } of storage.list('institutes/')) listed.push(key);
    expect(listed.sort()).toEqual(keys);
    expect(counts.ListObjectsV2Command).toBe(4);
  });

  it('uploads a stream of one part or less in one PutObject, a longer one in parts, with its content type', async () => {
    const { storage, client, prefix } = driver({ partSize: 100 * 1024 });
    const counts = countCommands(client);
    await storage.put('small.pdf', Readable.from([Buffer.alloc(50 * 1024, 's')]), 'application/pdf');
    expect(counts).toEqual({ PutObjectCommand: 1 });

    const chunks = Array.from({ length: 30 }, (_, i) => Buffer.alloc(10 * 1024, i));
    await storage.put('big.bin', Readable.from(chunks), 'video/webm');
    // 300 KiB in parts of at least 100 KiB: three parts, the last one what is left.
    expect(counts).toMatchObject({
      CreateMultipartUploadCommand: 1,
      UploadPartCommand: 3,
      CompleteMultipartUploadCommand: 1,
    });
    expect((await buffer((await storage.get('big.bin'))!.body)).equals(Buffer.concat(chunks))).toBe(true);
    const head = (key: string) =>
      s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${prefix}${key}` }));
    expect((await head('small.pdf')).ContentType).toBe('application/pdf');
    expect((await head('big.bin')).ContentType).toBe('video/webm');
  });

  it('a stream failing after some parts: the error comes back, the upload is aborted, no object', async () => {
    const { storage, client } = driver({ partSize: 64 * 1024 });
    const counts = countCommands(client);
    const failing = Readable.from(
      (async function* () {
        for (let i = 0; i < 10; i++) yield Buffer.alloc(32 * 1024, 'x');
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.put('institutes/1/cut.bin', failing, 'application/pdf')).rejects.toThrow(
      'connection lost',
    );
    expect(counts.UploadPartCommand).toBe(5);
    expect(counts.CompleteMultipartUploadCommand).toBeUndefined();
    // s3rver answers the abort with 405 (not implemented there); the driver goes on all the same.
    expect(counts.AbortMultipartUploadCommand).toBe(1);
    expect(failing.destroyed).toBe(true);
    expect(await storage.size('institutes/1/cut.bin')).toBeNull();
  });

  it('keeps its keys under the bucket prefix, and lists only its own objects', async () => {
    const { storage, prefix } = driver();
    await storage.put('institutes/2/a.txt', Buffer.from('mine'), 'text/plain');
    // Objects beside ours: outside the prefix, and inside it under a name no server key can have.
    for (const Key of ['institutes/2/a.txt', `${prefix}institutes/2/Not A Key.txt`])
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'other' }));
    const raw = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    expect(raw.Contents?.map((object) => object.Key).sort()).toEqual(
      [`${prefix}institutes/2/Not A Key.txt`, `${prefix}institutes/2/a.txt`].sort(),
    );
    const listed: string[] = [];
    for await (const { key } of storage.list('institutes/')) listed.push(key);
    expect(listed).toEqual(['institutes/2/a.txt']);
    expect(await text((await storage.get('institutes/2/a.txt'))!.body)).toBe('mine');
  });

  describe('signedUrl: a presigned GET', () => {
    const fileName = 'Résumé d’été "final".pdf';

    it('serves the bytes, as an attachment under the file name (RFC 5987) and the given type', async () => {
      const { storage } = driver();
      const bytes = Buffer.from('%PDF-1.4 signed download');
      await storage.put('institutes/1/documents/signed.pdf', bytes, 'application/octet-stream');
      const url = await storage.signedUrl('institutes/1/documents/signed.pdf', {
        expiresInSeconds: 300,
        fileName,
        contentType: 'application/pdf',
      });
      expect(url).toMatch(/X-Amz-Expires=300/);
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get('content-disposition')).toBe(contentDisposition('attachment', fileName));
      expect(response.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''R%C3%A9sum%C3%A9%20d%E2%80%99`,
      );
      expect(response.headers.get('content-type')).toBe('application/pdf');
    });

    it('is refused once expired (s3rver checks the expiry; it does not check V4 signatures)', async () => {
      const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);
      const { storage, client, prefix } = driver({ now: tenMinutesAgo });
      await storage.put('institutes/1/old.pdf', Buffer.from('%PDF old'), 'application/pdf');
      const options = { expiresInSeconds: 60, fileName: 'old.pdf', contentType: 'application/pdf' };
      const expired = await fetch((await storage.signedUrl('institutes/1/old.pdf', options))!);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toMatch(/Request has expired/);
      // The same request signed now, for the same 60 seconds, goes through.
      const fresh = new S3Storage({ client, bucket: s3.bucket, prefix });
      expect((await fetch((await fresh.signedUrl('institutes/1/old.pdf', options))!)).status).toBe(200);
    });

    it('none for the shipped samples: the server streams them', async () => {
      const storage = new ShippedFilesStorage(driver().storage, { 'demo/': '/nonexistent' });
      expect(
        await storage.signedUrl('demo/guide.pdf', {
          expiresInSeconds: 60,
          fileName: 'g.pdf',
          contentType: 'application/pdf',
        }),
      ).toBeNull();
    });
  });
});
