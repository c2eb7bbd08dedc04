import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, payload } from '../../features/assignments/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { call, HOST, signInAll } from '../../test/requests';
import { startLocalS3, type LocalS3 } from './testing';

/* The whole app with STORAGE_URL on a local S3-compatible server: uploads, downloads and photos go through the bucket. */

const BASE = '/api/v2/onlineAssignment';
const GREENFIELD = 1;
const AARAV = 1001;
const PREFIX = 'portal/app';

let s3: LocalS3;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ storageUrl: s3.url(PREFIX) });
  token = (await signInAll(t.app, ['aarav'])).aarav!;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const post = <T>(url: string, body: unknown) => call<T>(t.app, 'POST', url, { token, payload: body });
const get = <T>(url: string) => call<T>(t.app, 'GET', url, { token });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bucketKeys(): Promise<string[]> {
  const answer = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${PREFIX}/` }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

async function assignmentId(title: string): Promise<number> {
  const { body } = await post<Record<string, Array<{ title: string; file_id: number }>>>(
    `${BASE}/student/getAssignmentsDetail`,
    { category_id: 255, institute_id: GREENFIELD, student_id: AARAV },
  );
  const all = [...body.result.upcoming_online_assignment_list!, ...body.result.past_online_assignment_list!];
  return all.find((item) => item.title === title)!.file_id;
}

/** Downloads an attachment through the API: a short-lived link, then the stream route. */
async function download(attachmentId: number, type: 'student' | 'teacher', range?: string) {
  const link = await post<{ body: string }>(`${BASE}/downloadFile`, {
    attachmentId_array: [attachmentId],
    institute_id: GREENFIELD,
    attachment_type: type,
  });
  expect(link.status, link.body.message).toBe(200);
  return t.app.inject({
    method: 'GET',
    url: link.body.result.body,
    // The link opens for the user who asked (issue 28): their token here, the file key cookie in a browser.
    headers: { host: 'localhost', authorization: token, ...(range ? { range } : {}) },
  });
}

describe('the app on an S3 bucket (STORAGE_URL)', () => {
  it('an uploaded assignment file goes to the bucket and comes back through the route, byte for byte', async () => {
    // Over 5 MB: the upload goes up in multipart parts. Each megabyte filled differently.
    const MB = 1024 * 1024;
    const file = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      ...Array.from({ length: 6 }, (_, i) => Buffer.alloc(MB, 0x41 + i)),
      Buffer.from('\n%%EOF\n'),
    ]);
    const id = await assignmentId('Poem recitation notes');
    const before = await bucketKeys();
    const { body, headers } = multipart(
      [{ name: 'big scan.pdf', type: 'application/pdf', data: file }],
      payload(id),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/student/updateAssignment`,
      headers: { host: HOST, source: 'WEB', authorization: token, ...headers },
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The file, and the node's note that it began writing it (lib/storage/journal.ts).
    const added = (await bucketKeys()).filter((key) => !before.includes(key)).sort();
    expect(added).toEqual([
      expect.stringMatching(new RegExp(`^${PREFIX}/institutes/1/submissions/[0-9a-f-]{36}$`)),
      expect.stringMatching(
        new RegExp(`^${PREFIX}/pending/[a-z0-9_-]+/institutes/1/submissions/[0-9a-f-]{36}$`),
      ),
    ]);

    const attachments = (
      await get<{
        student_attachment: Array<{ attachment_id: number; attachment_display_name: string; size: number }>;
      }>(`${BASE}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${id}`)
    ).body.result.student_attachment;
    const uploaded = attachments.find((a) => a.attachment_display_name === 'big scan.pdf')!;
    // In megabytes, two decimals.
    expect(uploaded.size).toBe(Math.round((file.length / MB) * 100) / 100);

    const whole = await download(uploaded.attachment_id, 'student');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(Number(whole.headers['content-length'])).toBe(file.length);
    expect(sha256(whole.rawPayload)).toBe(sha256(file));

    const range = await download(uploaded.attachment_id, 'student', `bytes=${MB}-${2 * MB + 9}`);
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes ${MB}-${2 * MB + 9}/${file.length}`);
    expect(range.rawPayload.equals(file.subarray(MB, 2 * MB + 10))).toBe(true);

    // Nothing under DATA_DIR/files: the bucket holds it all.
    await expect(fs.access(path.join(t.dataDir, 'files'))).rejects.toThrow(/ENOENT/);
  });

  it("the demo sample files are still served from the server's own folder", async () => {
    const id = await assignmentId('Photosynthesis diagram');
    const detail = await get<{ attachment_lists: Array<{ attachment_id: number }> }>(
      `${BASE}/get/${GREENFIELD}/${id}`,
    );
    const question = await download(detail.body.result.attachment_lists[0]!.attachment_id, 'teacher');
    expect(question.statusCode).toBe(200);
    expect(question.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bucketKeys()).some((key) => key.includes('demo/'))).toBe(false);
  });

  it('a profile photo is kept in the bucket and served from it', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const updated = await call<{ photo_url: string }>(t.app, 'PUT', '/api/v1/profiles/update/1/101', {
      token,
      payload: { photo: png.toString('base64') },
    });
    expect(updated.status, updated.body.message).toBe(200);
    const name = updated.body.result.photo_url.split('/').pop()!;
    expect(await bucketKeys()).toContain(`${PREFIX}/photos/${name}`);
    const served = await t.app.inject({ method: 'GET', url: updated.body.result.photo_url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 8, height: 6 });
    await expect(fs.access(path.join(t.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);
  });
});
