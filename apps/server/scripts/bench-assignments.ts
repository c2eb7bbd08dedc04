/**
 * Assignment uploads under load (BENCH_ONLY=assignments): 50 concurrent multipart saves of a
 * 10 MB file each (BENCH_UPLOADS, BENCH_UPLOAD_MB change them) by Aarav, spread over his editable
 * homework, against a second app on the same database whose uploads go to a temporary DATA_DIR.
 * Bodies are generated as they are sent (a 1 MB chunk repeated), never held whole. Prints
 * throughput, latency (p50, p99), the process's memory before, at its peak and after, and checks
 * the bytes on disk and in stored_files against what was sent.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';

const MB = 1024 * 1024;
const BOUNDARY = '----portal-bench-boundary';
const PDF_HEAD = Buffer.from('%PDF-1.4\n% bench upload\n');

async function filesUnder(root: string): Promise<number> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    let bytes = 0;
    for (const entry of entries)
      if (entry.isFile()) bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
    return bytes;
  } catch {
    return 0;
  }
}

/** Every body repeats these (the client allocates nothing per megabyte sent). */
const FIRST = Buffer.alloc(MB - PDF_HEAD.length, 0x20);
const CHUNK = Buffer.alloc(MB, 0x20);

function body(fileId: number, megabytes: number): Readable {
  const json = JSON.stringify({
    institute_id: 1,
    category_id: 255,
    studentId_array: [1001],
    file_id: fileId,
    student_status: 'Draft',
    student_comment: 'bench',
  });
  return Readable.from(
    (async function* () {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${json}\r\n`,
      );
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="bench.pdf"\r\n\r\n`,
      );
      yield PDF_HEAD;
      yield FIRST;
      for (let i = 1; i < megabytes; i++) yield CHUNK;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
}

function send(
  address: string,
  token: string,
  fileId: number,
  megabytes: number,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${address}/api/v2/onlineAssignment/student/updateAssignment`, {
      method: 'POST',
      headers: {
        authorization: token,
        source: 'WEB',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
    body(fileId, megabytes).pipe(request);
  });
}

export async function benchAssignmentUploads(database: Database, signIn: (app: string) => Promise<string>) {
  const uploads = Number(process.env.BENCH_UPLOADS ?? 50);
  const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 10);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-uploads-'));
  const app = await buildApp({ database, config: { ...loadConfig(), dataDir } });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(address);
    const editable = (await database.db.execute(sql`
      select a.id from assignments a join student_batches sb on sb.batch_id = a.batch_id
        left join assignment_submissions s on s.assignment_id = a.id and s.student_id = 1001
       where sb.student_id = 1001 and a.ends_at > now() and (s.status is null or s.status = 'Draft')`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    const ids = editable.rows.map((r) => r.id);
    if (ids.length * 19 < uploads)
      throw new Error(`Only ${ids.length} editable assignments for ${uploads} uploads`);

    const rss: number[] = [];
    const sample = setInterval(() => rss.push(process.memoryUsage().rss), 100);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: uploads }, (_, i) => send(address, token, ids[i % ids.length]!, megabytes)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    const after = process.memoryUsage().rss;

    const ok = results.filter((r) => r.status === 200).length;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const onDisk = await filesUnder(path.join(dataDir, 'files'));
    const stored = (await database.db.execute(
      sql`select coalesce(sum(size_bytes), 0)::float8 as bytes from stored_files where storage_key like 'institutes/1/submissions/%'`,
    )) as unknown as { rows: Array<{ bytes: number }> };
    const expected = ok * megabytes * MB;
    console.log(
      `\nAssignments: ${uploads} concurrent saves of a ${megabytes} MB file (POST updateAssignment)\n`,
    );
    console.log(`  answered 200: ${ok} of ${uploads}; ${seconds.toFixed(1)} s in all`);
    console.log(
      `  throughput: ${(ok / seconds).toFixed(1)} saves/s, ${((ok * megabytes) / seconds).toFixed(1)} MB/s`,
    );
    console.log(`  latency: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`);
    console.log(
      `  memory (RSS, client and server in one process): before ${(before / MB).toFixed(0)} MB, peak ${(Math.max(before, ...rss) / MB).toFixed(0)} MB, after ${(after / MB).toFixed(0)} MB`,
    );
    console.log(
      `  bytes on disk: ${onDisk} (expected ${expected}), in stored_files: ${stored.rows[0]!.bytes}`,
    );
    if (onDisk !== expected || stored.rows[0]!.bytes !== expected)
      throw new Error('Stored bytes do not match what was sent');
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
