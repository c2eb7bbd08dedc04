import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES as M, badFileTypeMessage } from '@portal/shared/assignments/rules';
import { MESSAGES } from '../../lib/http-error';
import {
  attachmentsOf,
  BASE,
  get,
  GREENFIELD,
  idOf,
  multipart,
  payload,
  PDF,
  storedOnDisk,
  t,
  tokens,
  upload,
  useAssignmentsApp,
} from './testing';

useAssignmentsApp();

const MB = 1024 * 1024;
const link = { display_name: 'Notes', url: 'https://example.com/notes' };

async function detail(id: number) {
  return (
    await get<{ student_status: string; student_comment: string | null; version: number }>(
      'aarav',
      `${BASE}/get/${GREENFIELD}/${id}`,
    )
  ).body.result;
}

/** Nothing of a refused request remains: the same attachments, detail and files on disk. */
async function expectUnchanged(id: number, run: () => Promise<void>) {
  const before = {
    attachments: await attachmentsOf(id),
    detail: await detail(id),
    disk: await storedOnDisk(),
  };
  await run();
  expect(await attachmentsOf(id)).toEqual(before.attachments);
  expect(await detail(id)).toEqual(before.detail);
  expect(await storedOnDisk()).toEqual(before.disk);
}

describe('POST updateAssignment: saving and submitting', () => {
  it('saves a draft with a file and a link, then submits it; submitted is final (409)', async () => {
    const id = await idOf('Poem recitation notes');
    const saved = await upload<{ version: number }>(
      'aarav',
      [{ name: 'poem.pdf', data: PDF }],
      payload(id, { url_lists: [link] }),
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('saved as draft');
    expect(await detail(id)).toMatchObject({
      student_status: 'Draft',
      student_comment: 'My work',
      version: 1,
    });
    const attachments = await attachmentsOf(id);
    expect(attachments.map((a) => a.attachment_display_name)).toEqual(['poem.pdf', 'Notes']);
    expect(await storedOnDisk()).toHaveLength(1);

    // Remove the link, add a text file, submit.
    const text = Buffer.from('My answers, in plain UTF-8 text: ✓\n');
    const submitted = await upload(
      'aarav',
      [{ name: 'answers.txt', data: text }],
      payload(id, {
        student_status: 'Submitted',
        attachmentId_array: [attachments[1]!.attachment_id],
        version: 1,
      }),
    );
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.message).toBe('submitted successfully');
    expect((await attachmentsOf(id)).map((a) => a.attachment_display_name)).toEqual([
      'poem.pdf',
      'answers.txt',
    ]);
    expect(await detail(id)).toMatchObject({ student_status: 'Submitted', version: 2 });

    await expectUnchanged(id, async () => {
      const again = await upload('aarav', [{ name: 'late.pdf', data: PDF }], payload(id));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.alreadySubmitted);
    });
  });

  it('streams a 30 MB file through (no request body limit in the way) and keeps its size', async () => {
    const id = await idOf('Photosynthesis diagram');
    const chunk = Buffer.alloc(MB, 0x20);
    const big = async function* () {
      yield PDF;
      for (let i = 0; i < 30; i++) yield chunk;
    };
    const answer = await upload('aarav', [{ name: 'scan.pdf', data: big }], payload(id));
    expect(answer.status, answer.body.message).toBe(200);
    const [stored] = await attachmentsOf(id);
    expect(stored!.size).toBeCloseTo(30, 0);
  }, 60_000);

  it('accepts a late submission when allowed; refuses an expired one and a stale version (409)', async () => {
    const late = await idOf('History timeline project');
    const ok = await upload('aarav', [], payload(late, { url_lists: [link] }));
    expect(ok.status, ok.body.message).toBe(200);
    const stale = await upload('aarav', [], payload(late, { url_lists: [link], version: 0 }));
    expect([stale.status, stale.body.message]).toEqual([409, M.stale]);
    const expired = await idOf('Computer basics quiz');
    await expectUnchanged(expired, async () => {
      const answer = await upload('aarav', [{ name: 'quiz.pdf', data: PDF }], payload(expired));
      expect([answer.status, answer.body.message]).toEqual([409, M.closed]);
    });
  });
});

describe('POST updateAssignment: every refusal leaves nothing behind', () => {
  const refused = async (
    id: number,
    files: Parameters<typeof upload>[1],
    json: unknown,
    status: number,
    message: string,
  ) =>
    expectUnchanged(id, async () => {
      const answer = await upload('aarav', files, json);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
    });

  it('refuses nothing to submit, 21 files, a 6th link, a bad link and a 201-character remark (400)', async () => {
    const id = await idOf('Map of Indian rivers');
    await refused(id, [], payload(id), 400, M.nothing);
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `page-${i + 1}.pdf`, data: PDF }));
    await refused(id, files, payload(id), 400, M.tooManyFiles);
    await refused(id, [], payload(id, { url_lists: Array(6).fill(link) }), 400, M.tooManyLinks);
    await refused(
      id,
      [],
      payload(id, { url_lists: [{ display_name: 'x', url: 'not a url' }] }),
      400,
      M.badUrl,
    );
    await refused(
      id,
      [],
      payload(id, { url_lists: [{ display_name: '', url: link.url }] }),
      400,
      M.badUrlName,
    );
    await refused(
      id,
      [],
      payload(id, { url_lists: [link], student_comment: 'r'.repeat(201) }),
      400,
      M.remarkTooLong,
    );
  });

  it('counts kept attachments: 19 new files beside 2 stored ones are 21 (400)', async () => {
    const id = await idOf('Hindi essay: Mera Vidyalaya');
    const first = await upload('aarav', [{ name: 'one.pdf', data: PDF }], payload(id));
    expect(first.status, first.body.message).toBe(200);
    const files = Array.from({ length: 19 }, (_, i) => ({ name: `p${i}.pdf`, data: PDF }));
    await refused(id, files, payload(id), 400, M.tooManyFiles);
  });

  it('counts what concurrent saves stored: two saves of 12 files each, one refused (400)', async () => {
    const id = await idOf('Fractions practice sheet');
    const before = (await storedOnDisk()).length;
    const files = (tag: string) =>
      Array.from({ length: 12 }, (_, i) => ({ name: `${tag}-${i}.pdf`, data: PDF }));
    const answers = await Promise.all([
      upload('aarav', files('a'), payload(id)),
      upload('aarav', files('b'), payload(id)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe(M.tooManyFiles);
    expect(await attachmentsOf(id)).toHaveLength(12);
    // The refused save's files are gone from disk; the accepted one's stay.
    expect(await storedOnDisk()).toHaveLength(before + 12);
  });

  it('refuses 151 MB in total, streamed (400)', async () => {
    const id = await idOf('Map of Indian rivers');
    const chunk = Buffer.alloc(MB, 0x20);
    const big = (mb: number) =>
      async function* () {
        yield PDF;
        for (let i = 0; i < mb; i++) yield chunk;
      };
    await refused(
      id,
      [
        { name: 'a.pdf', data: big(100) },
        { name: 'b.pdf', data: big(51) },
      ],
      payload(id),
      400,
      M.tooLarge,
    );
  }, 120_000);

  it('refuses a renamed executable, a binary .txt and an unnamed type by content, naming the file (400)', async () => {
    const id = await idOf('Map of Indian rivers');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
    const pe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58, 0),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64, 0),
      Buffer.from('PE\0\0'),
      Buffer.alloc(100, 0),
    ]);
    await refused(
      id,
      [
        { name: 'ok.pdf', data: PDF },
        { name: 'homework.pdf', data: elf },
      ],
      payload(id),
      400,
      badFileTypeMessage('homework.pdf'),
    );
    await refused(id, [{ name: 'essay.docx', data: pe }], payload(id), 400, badFileTypeMessage('essay.docx'));
    await refused(
      id,
      [{ name: 'notes.txt', data: Buffer.from([0x68, 0x69, 0, 0xff]) }],
      payload(id),
      400,
      badFileTypeMessage('notes.txt'),
    );
    await refused(
      id,
      [{ name: 'notes.pdf', data: Buffer.from('just text') }],
      payload(id),
      400,
      badFileTypeMessage('notes.pdf'),
    );
  });

  it("refuses another section's file id, another student, another institute, someone else's attachment (403) and a parent (403)", async () => {
    const id = await idOf('Map of Indian rivers');
    const other = (await t.database.db.execute(
      "select id from assignments where title = 'Class 8 B reading log'" as never,
    )) as unknown as {
      rows: Array<{ id: number }>;
    };
    await refused(id, [{ name: 'a.pdf', data: PDF }], payload(other.rows[0]!.id), 403, MESSAGES.notYours);
    await refused(
      id,
      [{ name: 'a.pdf', data: PDF }],
      payload(id, { studentId_array: [1003] }),
      403,
      MESSAGES.notYours,
    );
    await refused(
      id,
      [{ name: 'a.pdf', data: PDF }],
      payload(id, { institute_id: 2 }),
      403,
      MESSAGES.notYours,
    );
    const foreign = (await t.database.db.execute(
      'select id from submission_attachments where student_id <> 1001 limit 1' as never,
    )) as unknown as { rows: Array<{ id: number }> };
    await refused(
      id,
      [{ name: 'a.pdf', data: PDF }],
      payload(id, { attachmentId_array: [foreign.rows[0]!.id] }),
      403,
      MESSAGES.notYours,
    );
    await expectUnchanged(id, async () => {
      const answer = await upload('meera', [{ name: 'a.pdf', data: PDF }], payload(id));
      expect([answer.status, answer.body.message]).toEqual([403, M.parents]);
    });
  });

  it('answers 400 to a JSON body and to a missing fileJson, 403 to a parent before reading any body', async () => {
    const id = await idOf('Map of Indian rivers');
    const url = `${BASE}/student/updateAssignment`;
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:8080', source: 'WEB', authorization: tokens.aarav! },
      payload: payload(id),
    });
    expect([json.statusCode, json.json().message]).toEqual([
      400,
      'Content-Type: Expected multipart/form-data',
    ]);
    const { body, headers } = multipart([], payload(id));
    const parent = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:8080', source: 'WEB', authorization: tokens.meera!, ...headers },
      payload: body,
    });
    expect([parent.statusCode, parent.json().message]).toEqual([403, M.parents]);
    await expectUnchanged(id, async () => {
      const answer = await upload('aarav', [{ name: 'a.pdf', data: PDF }], 'not json');
      expect(answer.status).toBe(400);
    });
  });

  it('keeps the old draft and leaves no file on disk when the connection is cut mid-upload', async () => {
    const id = await idOf('Hindi essay: Mera Vidyalaya');
    const before = {
      attachments: await attachmentsOf(id),
      detail: await detail(id),
      disk: await storedOnDisk(),
    };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo;
    const { headers } = multipart([], {});
    const boundary = headers['content-type']!.split('boundary=')[1]!;
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: `${BASE}/student/updateAssignment`,
        headers: {
          ...headers,
          authorization: tokens.aarav!,
          source: 'WEB',
          host: 'localhost:8080',
          'content-length': String(20 * MB),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${JSON.stringify(payload(id))}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\n\r\n`,
      );
      request.write(PDF);
      request.write(Buffer.alloc(4 * MB, 0x20));
      // Cut only once the server is writing the file (its partial file is on disk).
      void expect
        .poll(async () => (await storedOnDisk()).length, { timeout: 20_000 })
        .toBeGreaterThan(before.disk.length)
        .then(
          () => request.destroy(),
          () => request.destroy(),
        );
    });
    // The server notices the cut and cleans up: wait for it (polling, not a fixed sleep).
    await expect
      .poll(async () => (await storedOnDisk()).length, { timeout: 20_000 })
      .toBe(before.disk.length);
    expect(await storedOnDisk()).toEqual(before.disk);
    expect(await attachmentsOf(id)).toEqual(before.attachments);
    expect(await detail(id)).toEqual(before.detail);
  }, 60_000);
});
