import { realNow } from '@portal/shared/time/shift';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../content-disposition';
import { assertStorageKey, type ByteRange, type FileStorage, type StoredObject } from './storage';
import type { S3Location } from './url';

/** S3's smallest part but the last: a streamed upload holds at most about this much in memory. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key inside the bucket: '' or segments ending in '/'. */
  prefix?: string;
  /** Keys per ListObjectsV2 page (S3 answers at most 1000). */
  pageSize?: number;
  /** Bytes per part of a streamed upload; one part or less goes up in a single PutObject. */
  partSize?: number;
  /** When presigned URLs are signed (tests sign in the past to see one expire). */
  now?: () => Date;
}

/** An S3 client for a STORAGE_URL: its endpoint, region, path style, and its credentials or the SDK's chain. */
export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the
    // newer default checksum headers and trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph...), under an optional key prefix, so that
 * several server processes share them. Streams are uploaded in parts of `partSize` bytes
 * (multipart upload) so a 150 MB upload never sits whole in memory; a failed one is aborted and
 * leaves no object.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly pageSize: number;
  private readonly partSize: number;
  private readonly now: () => Date;

  constructor(options: S3StorageOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.pageSize = options.pageSize ?? 1000;
    this.partSize = options.partSize ?? MIN_PART_BYTES;
    // Signed by the machine's own clock, which the bucket checks, even when CLOCK_START moved the portal's.
    this.now = options.now ?? realNow;
  }

  private keyOf(key: string): string {
    assertStorageKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const Key = this.keyOf(key);
    if (Buffer.isBuffer(body)) return this.putWhole(Key, body, contentType);
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    try {
      const sendPart = async () => {
        uploadId ??= (
          await this.client.send(
            new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: contentType }),
          )
        ).UploadId;
        const PartNumber = parts.length + 1;
        const part = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key,
            UploadId: uploadId,
            PartNumber,
            Body: part,
            ContentLength: part.length,
          }),
        );
        parts.push({ PartNumber, ETag });
      };
      // Reading pauses while a part is sent: the client's upload waits instead of piling up here.
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= this.partSize) await sendPart();
      }
      if (uploadId === undefined) return await this.putWhole(Key, Buffer.concat(pending), contentType);
      if (pendingBytes > 0) await sendPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      body.destroy();
      if (uploadId !== undefined) {
        // Best effort: the object never appears without Complete; an S3 lifecycle rule
        // (AbortIncompleteMultipartUpload) clears parts an abort could not.
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  private async putWhole(Key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const Key = this.keyOf(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body as Readable | undefined;
      if (!body) throw new Error(`S3 answered no body for ${key}`);
      // A range's answer says the whole size after the slash: 'bytes 2-5/10'.
      const whole = range ? /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] : undefined;
      const size = range ? Number(whole) : answer.ContentLength;
      if (size === undefined || !Number.isSafeInteger(size)) {
        body.destroy();
        throw new Error(`S3 answered no size for ${key} (Content-Range: ${answer.ContentRange})`);
      }
      return { body, size };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    const Key = this.keyOf(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing key succeeds in S3: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    if (prefix !== '') assertStorageKey(prefix.replace(/\/$/, ''));
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${prefix}`,
          MaxKeys: this.pageSize,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key === undefined || !object.LastModified) continue;
        try {
          assertStorageKey(key);
        } catch {
          continue; // not one of ours (put there by hand or another program): never touched
        }
        yield { key, modifiedAt: object.LastModified };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async signedUrl(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string | null> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.keyOf(key),
      ResponseContentDisposition: contentDisposition('attachment', options.fileName),
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: this.now(),
    });
  }
}
