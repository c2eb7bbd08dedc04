import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { SERVER_ROOT } from '../../config';

/**
 * A local S3-compatible server for tests: s3rver on a free port with a temporary folder, one bucket.
 * It runs in a child process because it pages object lists with DES-encrypted continuation tokens,
 * which OpenSSL 3 only offers with --openssl-legacy-provider (in-process, any list longer than a
 * page fails with a 500). s3rver checks a presigned URL's expiry, but neither V4 signatures nor
 * access (an unsigned GET is served): only what it enforces is asserted.
 */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for this server, with its fixed credentials, under `prefix` in the bucket. */
  url(prefix?: string): string;
  /** A raw client, to look at the bucket behind a driver's back. */
  client: S3Client;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const CHILD = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
server.run().then((address) => process.stdout.write(JSON.stringify({ port: address.port }) + '\\n'));
// Gone with the test process: its end of stdin closes.
process.stdin.on('end', () => process.exit(0)).resume();
`;

export async function startLocalS3(bucket = 'portal'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD, directory, bucket], {
    cwd: SERVER_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    // A generous deadline: the machine may be busy with other tests.
    const timer = setTimeout(() => reject(new Error(`s3rver did not start in 60 s: ${errors}`)), 60_000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(\{.*\})\n/.exec(output)?.[1];
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${errors}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    client,
    url: (prefix = '') =>
      `s3://${CREDENTIALS.accessKeyId}:${CREDENTIALS.secretAccessKey}@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    close: async () => {
      client.destroy();
      child.kill('SIGTERM');
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
