import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, rowsOf } from '../../db/client';
import { batchOf } from '../../features/test-panel/testing';
import { createStorage } from '../../lib/storage';
import { startServer, templateCopyUrl, type ServerProcess } from '../processes';
import { DEMO_LOGINS } from '../requests';
import { callJson, sendStreamed, tokenOf, waitFor } from './http';
import {
  filesUnder,
  insertLongPaper,
  insertOpenAssignments,
  sha256,
  textFile,
  uploadForm,
  type UploadFile,
} from './uploads';

/*
 * kill -9 of the real server during 50 concurrent assignment uploads and answer autosaves
 * (issue 14), then a restart on the same database and DATA_DIR. Every request the server
 * acknowledged is in the database and on disk; the others are absent or complete, never
 * partial; no row names a missing file; and no file is left that no row names (issue 28 item 9:
 * the restarted node, same NODE_ID, removes its cut uploads before it serves). PostgreSQL only
 * (the copy outlives the process).
 */

const AARAV = 1001;
const UPLOADS = 25;
const SAVES = 25;
/** Uploads cut mid-stream for certain: they send half their form and wait for the kill. */
const HELD = 4;
/** The kill comes once this many uploads were acknowledged. */
const KILL_AFTER_UPLOADS = 6;
/**
 * Autosaves go in rounds of five, as a panel saves every few seconds: round r finishes sending
 * once 2 (r - 1) uploads were acknowledged (round 4 with the kill's own trigger, so it races
 * the kill), the last round never before the kill (cut mid-body for certain).
 */
const ROUND = 5;
/** Both processes are the same node: the restart settles what the killed one left. */
const NODE = { NODE_ID: 'kill9-node' };

interface Upload {
  assignmentId: number;
  comment: string;
  files: UploadFile[];
  held: boolean;
  answer?: { status: number; message?: string };
  error?: string;
}

interface Save {
  round: number;
  /** Two questions per save: both are stored or neither. */
  answers: Array<{ questionId: number; text: string }>;
  answer?: { status: number; message?: string };
  error?: string;
}

describe.skipIf(!process.env.DATABASE_URL)('kill -9 during uploads and autosaves', () => {
  let copy: Awaited<ReturnType<typeof templateCopyUrl>>;
  let dataDir: string;
  let database: ReturnType<typeof openPostgres>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    copy = await templateCopyUrl(inject('serverTemplate'));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-kill9-'));
    database = openPostgres(copy.url, 2);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await database?.close();
    await copy?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged upload and autosave whole, nothing partial, and no orphan after the restart', async () => {
    const db = database.db;
    const now = new Date();
    const batch = await batchOf(db, AARAV);
    const assignmentIds = await insertOpenAssignments(db, batch, UPLOADS, now);
    const paper = await insertLongPaper(db, batch, SAVES * 2, now);

    const server = await startServer({ databaseUrl: copy.url, dataDir, env: NODE });
    servers.push(server);
    const token = await tokenOf(server.url, DEMO_LOGINS.aarav[0]);
    const launched = await callJson<{ url: string }>(server.url, 'POST', '/test-panel/api/launch', {
      token,
      body: { test_id: paper.testId },
    });
    expect(launched.status, launched.body.message).toBe(200);
    const opened = await callJson<{ token: string; attempt_id: number }>(
      server.url,
      'POST',
      '/test-panel/api/open',
      {
        body: { key: launched.body.result.url.split('/launch/')[1] },
      },
    );
    expect(opened.status, opened.body.message).toBe(200);
    const panel = opened.body.result;

    // The traffic: uploads of one or two text files (4 KB to ~1 MB), autosaves of two answers.
    const uploads: Upload[] = assignmentIds.map((assignmentId, i) => {
      const held = i < HELD;
      const sizes = held
        ? [900_000]
        : i % 3 === 0
          ? [4_096 + i * 997, 300_000 + i * 20_000]
          : [4_096 + i * 40_000];
      return {
        assignmentId,
        comment: `Fault upload ${i + 1}`,
        held,
        files: sizes.map((size, j) => ({ name: `essay-${i + 1}-${j + 1}.txt`, bytes: textFile(size) })),
      };
    });
    const saves: Save[] = Array.from({ length: SAVES }, (_, i) => ({
      round: Math.floor(i / ROUND) + 1,
      answers: [0, 1].map((k) => ({
        questionId: paper.subjective[i * 2 + k]!,
        text: `answer ${i + 1}.${k + 1} ${sha256(Buffer.from(`${i}/${k}/${Math.random()}`)).slice(0, 12)}`,
      })),
    }));

    let killed!: () => void;
    const kill = new Promise<void>((resolve) => (killed = resolve));
    const cut = kill.then(() => 'cut' as const);
    let uploadsAcknowledged = 0;
    const lastRound = SAVES / ROUND;
    const rounds = Array.from({ length: lastRound + 1 }, () => {
      let release!: () => void;
      const released = new Promise<'continue'>((resolve) => (release = () => resolve('continue')));
      return { release, resume: Promise.race([released, cut]) };
    });
    const releaseRounds = () => {
      for (let round = 2; round < lastRound && 2 * (round - 1) <= uploadsAcknowledged; round++)
        rounds[round]!.release();
    };
    const record = (request: Upload | Save, isUpload: boolean) =>
      [
        (answer: { status: number; body: { message?: string } }) => {
          request.answer = { status: answer.status, message: answer.body.message };
          if (answer.status !== 200) return;
          if (isUpload) uploadsAcknowledged++;
          releaseRounds();
        },
        (error: Error) => (request.error = error.message),
      ] as const;

    const send = (upload: Upload) => {
      const form = uploadForm(upload.files, {
        institute_id: 1,
        category_id: 255,
        studentId_array: [AARAV],
        file_id: upload.assignmentId,
        student_status: 'Draft',
        student_comment: upload.comment,
        attachmentId_array: [],
        url_lists: [],
      });
      return sendStreamed(
        `${server.url}/api/v2/onlineAssignment/student/updateAssignment`,
        'POST',
        { authorization: token, source: 'WEB', 'content-type': form.contentType },
        form.body,
        upload.held ? { pauseAt: Math.floor(form.body.length / 2), resume: cut } : {},
      ).then(...record(upload, true));
    };
    const autosave = (save: Save) => {
      const body = Buffer.from(
        JSON.stringify({
          answers: save.answers.map((a) => ({
            ques_id: a.questionId,
            answer: { text: a.text },
            seq: 1,
            marked_for_review: false,
          })),
        }),
      );
      return sendStreamed(
        `${server.url}/test-panel/api/answers`,
        'PUT',
        { authorization: panel.token, source: 'WEB', 'content-type': 'application/json' },
        body,
        save.round === 1 ? {} : { pauseAt: Math.floor(body.length / 2), resume: rounds[save.round]!.resume },
      ).then(...record(save, false));
    };

    // The held uploads first: once their partial files are on disk, they are mid-stream for sure.
    const files = path.join(dataDir, 'files');
    const partials = path.join(dataDir, 'partial');
    const inFlight = uploads.filter((u) => u.held).map(send);
    await waitFor('the held uploads to be writing', async () =>
      (await filesUnder(partials)).filter((key) => key.endsWith('.part')).length >= HELD ? true : undefined,
    );
    // Then the other 46 at once, mixed; kill -9 once a few uploads were acknowledged.
    const others = [
      ...uploads.filter((u) => !u.held).map((u) => () => send(u)),
      ...saves.map((s) => () => autosave(s)),
    ];
    others.sort(() => Math.random() - 0.5);
    inFlight.push(...others.map((start) => start()));
    await waitFor('some acknowledgements', () => uploadsAcknowledged >= KILL_AFTER_UPLOADS, 45_000, 1);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    killed();
    await Promise.all(inFlight);

    // Answers other than 200 would mean a wrong request, not a fault.
    const answered = [...uploads, ...saves].filter((r) => r.answer);
    expect(answered.filter((r) => r.answer!.status !== 200).map((r) => r.answer)).toEqual([]);
    const ackedUploads = uploads.filter((u) => u.answer);
    const ackedSaves = saves.filter((s) => s.answer);
    const total = UPLOADS + SAVES;
    expect(uploads.filter((u) => u.held && u.answer)).toEqual([]);
    expect(saves.filter((s) => s.round === lastRound && s.answer)).toEqual([]);
    expect(ackedUploads.length).toBeGreaterThanOrEqual(KILL_AFTER_UPLOADS);
    expect(ackedSaves.length).toBeGreaterThanOrEqual(ROUND);

    // What the kill left: the files of every upload that reached the disk, halves among them.
    const leftByKill = [...(await filesUnder(files)), ...(await filesUnder(partials))];
    expect(leftByKill.filter((key) => key.endsWith('.part')).length).toBeGreaterThanOrEqual(HELD);

    // Restart on the same database and DATA_DIR: it starts and serves what was acknowledged.
    const again = await startServer({ databaseUrl: copy.url, dataDir, env: NODE });
    servers.push(again);
    const token2 = await tokenOf(again.url, DEMO_LOGINS.aarav[0]);

    // Uploads: acknowledged ones whole (rows and bytes), the others absent or whole.
    let completeUnacknowledged = 0;
    for (const upload of uploads) {
      const [submission] = await rowsOf<{ status: string; student_comment: string }>(
        db,
        sql`select status, student_comment from assignment_submissions
          where assignment_id = ${upload.assignmentId} and student_id = ${AARAV}`,
      );
      const attachments = await rowsOf<{
        display_name: string;
        size: string;
        key: string;
        file_size: string;
      }>(
        db,
        sql`select sa.display_name, sa.size_bytes as size, sf.storage_key as key, sf.size_bytes as file_size
          from submission_attachments sa left join stored_files sf on sf.id = sa.file_id
          where sa.assignment_id = ${upload.assignmentId} and sa.student_id = ${AARAV} order by sa.display_name`,
      );
      const label = `${upload.comment} (${upload.answer ? 'acknowledged' : `cut: ${upload.error}`})`;
      if (!upload.answer && !submission) {
        expect(attachments, label).toEqual([]);
        continue;
      }
      if (!upload.answer) completeUnacknowledged++;
      expect(submission, label).toEqual({ status: 'Draft', student_comment: upload.comment });
      expect(
        attachments.map((row) => row.display_name),
        label,
      ).toEqual(upload.files.map((f) => f.name));
      for (const [i, row] of attachments.entries()) {
        const file = upload.files[i]!;
        expect(Number(row.size), label).toBe(file.bytes.length);
        expect(Number(row.file_size), label).toBe(file.bytes.length);
        const onDisk = await fs.readFile(path.join(files, row.key));
        expect(onDisk.length, label).toBe(file.bytes.length);
        expect(sha256(onDisk), label).toBe(sha256(file.bytes));
      }
      // The restarted server lists them.
      const listed = await callJson<{ student_attachment: Array<{ attachment_display_name: string }> }>(
        again.url,
        'GET',
        `/api/v2/onlineAssignment/studentAttachmentsDetail/1/${AARAV}/${upload.assignmentId}`,
        { token: token2 },
      );
      expect(
        listed.body.result.student_attachment.map((a) => a.attachment_display_name).sort(),
        label,
      ).toEqual(upload.files.map((f) => f.name));
    }

    // Autosaves: acknowledged ones stored with their values; the others both answers or neither.
    const stored = new Map(
      (
        await rowsOf<{ question_id: number; answer: { text: string } }>(
          db,
          sql`select question_id, answer from attempt_answers where attempt_id = ${panel.attempt_id}`,
        )
      ).map((row) => [row.question_id, row.answer.text]),
    );
    let completeUnsaved = 0;
    for (const save of saves) {
      const found = save.answers.map((a) => stored.get(a.questionId));
      const expected = save.answers.map((a) => a.text);
      if (save.answer) expect(found).toEqual(expected);
      else if (found.some((text) => text !== undefined)) {
        expect(found).toEqual(expected);
        completeUnsaved++;
      }
    }

    // No row names a missing file or counts a size that is not there.
    const rows = await rowsOf<{ key: string; size: string }>(
      db,
      sql`select storage_key as key, size_bytes as size from stored_files`,
    );
    const storage = createStorage({ dataDir, storageUrl: undefined });
    for (const row of rows) expect(await storage.size(row.key), row.key).toBe(Number(row.size));

    // No orphan after the restart, without waiting an hour: every file on disk is one a row names,
    // no half is left, and the node's upload notes are settled.
    const referenced = new Set(rows.map((row) => row.key));
    const left = await filesUnder(files);
    expect(left.filter((key) => !referenced.has(key))).toEqual([]);
    expect(await filesUnder(partials)).toEqual([]);
    expect(left.length).toBe(rows.filter((row) => row.key.startsWith('institutes/')).length);
    const removed = leftByKill.filter((key) => !key.startsWith('pending/') && !referenced.has(key));

    console.info(
      `kill -9: ${answered.length} of ${total} requests acknowledged (${ackedUploads.length} of ${UPLOADS} uploads, ${ackedSaves.length} of ${SAVES} autosaves); ` +
        `cut but complete: ${completeUnacknowledged} uploads, ${completeUnsaved} autosaves; ${removed.length} orphan files (${removed.filter((k) => k.endsWith('.part')).length} partial) removed at the restart`,
    );
  }, 60_000);
});
