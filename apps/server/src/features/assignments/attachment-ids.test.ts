import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPglite, rowsOf } from '../../db/client';
import { MESSAGES } from '../../lib/http-error';
import { cookieHeader } from '../../test/requests';
import {
  attachmentsOf,
  BASE,
  get,
  GREENFIELD,
  idOf,
  payload,
  PDF,
  post,
  t,
  upload,
  useAssignmentsApp,
} from './testing';

/*
 * Issue 28, item 1: teachers' and students' attachments were numbered in two tables whose ids
 * overlapped, and downloadFile took the teacher's table unless told otherwise (attachment_type, not
 * the spec's), so the spec's body for a student's own upload answered a teacher's file. One id
 * space now: an attachment id names one file, and the spec's body is enough for every attachment.
 */

useAssignmentsApp();

/** The spec's body: the attachment id and the institute, nothing else. */
const specDownload = (who: string, attachmentId: number, extra: Record<string, unknown> = {}) =>
  post<{ body: string }>(who, `${BASE}/downloadFile`, {
    attachmentId_array: [attachmentId],
    institute_id: GREENFIELD,
    ...extra,
  });

/** The bytes behind a downloadFile answer's link, fetched as the browser that asked (its file key). */
async function bytesOf(answer: Awaited<ReturnType<typeof specDownload>>): Promise<Buffer> {
  const link = answer.body.result.body;
  const response = await t.app.inject({
    method: 'GET',
    url: link,
    headers: { host: 'localhost:8080', cookie: cookieHeader(answer.response) },
  });
  expect(response.statusCode, link).toBe(200);
  return response.rawPayload;
}

describe('downloadFile with the spec body', () => {
  it("answers a just-uploaded file of the student's own with that file's bytes", async () => {
    const id = await idOf('Poem recitation notes');
    // 858 bytes, as in the issue's report, and unlike any demo file.
    const mine = Buffer.from(`My own notes ${'.'.repeat(839)} end.\n`);
    expect(mine.length).toBe(858);
    const saved = await upload('aarav', [{ name: 'my-notes.txt', data: mine }], payload(id));
    expect(saved.status, saved.body.message).toBe(200);
    const own = (await attachmentsOf(id)).find((a) => a.attachment_display_name === 'my-notes.txt')!;

    const answer = await specDownload('aarav', own.attachment_id);
    expect(answer.status, answer.body.message).toBe(200);
    expect((await bytesOf(answer)).equals(mine)).toBe(true);
    // The old field is accepted, never needed: whatever it says, the id names this file.
    for (const type of ['student', 'teacher']) {
      const typed = await specDownload('aarav', own.attachment_id, { attachment_type: type });
      expect(typed.status, type).toBe(200);
      expect((await bytesOf(typed)).equals(mine), type).toBe(true);
    }
    // Another student's: 403, as before.
    const diya = await specDownload('diya', own.attachment_id);
    expect([diya.status, diya.body.message]).toEqual([403, MESSAGES.notYours]);
  });

  it("answers a teacher's question file with that file's bytes", async () => {
    const id = await idOf('Photosynthesis diagram');
    const detail = await get<{ attachment_lists: Array<{ attachment_id: number; attachment_name: string }> }>(
      'aarav',
      `${BASE}/get/${GREENFIELD}/${id}`,
    );
    const question = detail.body.result.attachment_lists[0]!;
    const answer = await specDownload('aarav', question.attachment_id);
    expect(answer.status, answer.body.message).toBe(200);
    const bytes = await bytesOf(answer);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('numbers both tables from one sequence: no id is both a teacher’s and a student’s', async () => {
    const id = await idOf('Poem recitation notes');
    await upload('aarav', [{ name: 'more.pdf', data: PDF }], payload(id));
    const [row] = await rowsOf<{ shared: number; teachers: number; students: number }>(
      t.database.db,
      sql`select (select count(*)::int from assignment_attachments a
                    join submission_attachments s on s.id = a.id) as shared,
                 (select count(*)::int from assignment_attachments) as teachers,
                 (select count(*)::int from submission_attachments) as students`,
    );
    expect(row!.teachers).toBeGreaterThan(0);
    expect(row!.students).toBeGreaterThan(0);
    expect(row!.shared).toBe(0);
  });
});

/** A copy of the migrations folder whose journal ends before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(file, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(file, JSON.stringify(journal));
  return folder;
}

// Each test migrates a fresh PGlite database through every migration: a ceiling for a busy machine.
describe('migration 0014-0015 (attachment_ids)', { timeout: 120_000 }, () => {
  it("moves students' attachments past the teachers', keeping every row, and numbers new ones after both", async () => {
    const before = await migrationsBefore('0014_attachment_ids');
    const database = await openPglite();
    try {
      const orm = drizzle({ client: database.client });
      await migrate(orm, { migrationsFolder: before });
      const db = database.db;
      // Rows as the two identities numbered them: 1, 2, 3 in both tables (no parents needed here).
      await db.execute(sql`set session_replication_role = replica`);
      for (const n of [1, 2, 3]) {
        await db.execute(
          sql`insert into assignment_attachments (assignment_id, role, display_name, url)
              values (${10 + n}, 'question', ${`teacher ${n}`}, 'https://example.com/t')`,
        );
        await db.execute(
          sql`insert into submission_attachments (assignment_id, student_id, display_name, url)
              values (${20 + n}, 1001, ${`student ${n}`}, 'https://example.com/s')`,
        );
      }
      await db.execute(sql`delete from assignment_attachments where display_name = 'teacher 2'`);
      const teachers = sql`select id, display_name as name from assignment_attachments order by id`;
      const students = sql`select id, assignment_id, display_name as name from submission_attachments order by id`;
      expect(await rowsOf(db, students)).toEqual([
        { id: 1, assignment_id: 21, name: 'student 1' },
        { id: 2, assignment_id: 22, name: 'student 2' },
        { id: 3, assignment_id: 23, name: 'student 3' },
      ]);

      await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
      expect(await rowsOf(db, teachers)).toEqual([
        { id: 1, name: 'teacher 1' },
        { id: 3, name: 'teacher 3' },
      ]);
      expect(await rowsOf(db, students)).toEqual([
        { id: 4, assignment_id: 21, name: 'student 1' },
        { id: 5, assignment_id: 22, name: 'student 2' },
        { id: 6, assignment_id: 23, name: 'student 3' },
      ]);
      const [teacher] = await rowsOf<{ id: number }>(
        db,
        sql`insert into assignment_attachments (assignment_id, role, display_name, url)
            values (11, 'question', 'new', 'https://example.com/t') returning id`,
      );
      const [student] = await rowsOf<{ id: number }>(
        db,
        sql`insert into submission_attachments (assignment_id, student_id, display_name, url)
            values (21, 1001, 'new', 'https://example.com/s') returning id`,
      );
      expect([teacher!.id, student!.id]).toEqual([7, 8]);
    } finally {
      await database.close();
      await fs.rm(before, { recursive: true, force: true });
    }
  });

  it('starts the sequence at 1 on an empty database', async () => {
    const database = await openPglite();
    try {
      await migrate(drizzle({ client: database.client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const [row] = await rowsOf<{ id: number }>(
        database.db,
        sql`select nextval('attachment_ids')::int as id`,
      );
      expect(row!.id).toBe(1);
    } finally {
      await database.close();
    }
  });
});
