import { readFileSync } from 'node:fs';
import path from 'node:path';
import { READ_ONLY_FILE } from '@portal/shared/documents/schema';
import { describe, expect, it } from 'vitest';
import { documentShares, sharedDocuments, storedFiles } from '../../db/schema';
import { MESSAGES } from '../../lib/http-error';
import { DEMO_FILES } from '../../lib/storage';
import { NOT_A_VIMEO_DOWNLOAD } from './download';
import { NOT_FOR_PARENTS } from './reader';
import {
  AARAV,
  aaravDocument,
  documentRow,
  download,
  downloadCount,
  post,
  subjectsOf,
  filesOf,
  SAM,
  t,
  useDocumentsApp,
} from './testing';

useDocumentsApp();

const COUNT_URL = '/api/v1/instFileSystem/fileDownloadCount';
const sample = (name: string) => readFileSync(path.join(DEMO_FILES, name));

describe('GET /api/v1/instFileSystem/downloadFile/{institute_id}?fileId=', () => {
  it('streams a downloadable file with its real type, a safe name and no caching, and counts it once', async () => {
    const guide = await aaravDocument('Mathematics', 'Algebra practice guide');
    const before = await downloadCount(guide.document_id);
    const response = await download('aarav', 1, guide.file_id!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="algebra-practice-guide.pdf"; filename*=UTF-8''algebra-practice-guide.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(sample('guide-en.pdf'))).toBe(true);
    expect(await downloadCount(guide.document_id)).toBe(before + 1);

    // The portal's count call for the same file does not count it again.
    const again = await post<{ counted: boolean }>('aarav', COUNT_URL, {
      file_id: guide.file_id,
      institute_id: 1,
    });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ counted: false });
    // A resumed part of it (Range) is the same download.
    const part = await download('aarav', 1, guide.file_id!, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(sample('guide-en.pdf').subarray(0, 10))).toBe(true);
    expect(await downloadCount(guide.document_id)).toBe(before + 1);
  });

  it.each([
    ['worksheets.zip', 'Mathematics', 'Worksheet pack (zip)', 'application/zip'],
    ['sales-dashboard.pbix', 'Social Studies', 'Sales dashboard (Power BI)', 'application/octet-stream'],
    ['reading-list.txt', 'English', 'Reading list', 'text/plain'],
  ])('%s comes with its stored type and bytes', async (name, subject, title, type) => {
    const doc = await aaravDocument(subject, title);
    const response = await download('aarav', 1, doc.file_id!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.rawPayload.equals(sample(name))).toBe(true);
  });

  it('refuses a read-only file with a clear message, and does not count it', async () => {
    const reference = await aaravDocument('Mathematics', 'Geometry reference (read-only)');
    const response = await download('aarav', 1, reference.file_id!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: READ_ONLY_FILE, result: null });
    expect(await downloadCount(reference.document_id)).toBe(0);
  });

  it("refuses a file not shared with the caller, another institute's file and another institute's path", async () => {
    const otherSection = await documentRow('Class 8 B: answer key');
    const diyas = await documentRow('Number games');
    const lumiere = await documentRow("Guide de l'élève");
    for (const fileId of [otherSection.fileId!, diyas.fileId!, lumiere.fileId!]) {
      const response = await download('aarav', 1, fileId);
      expect(response.statusCode, String(fileId)).toBe(403);
      expect(response.json().message).toBe(MESSAGES.notYours);
    }
    const guide = await aaravDocument('Mathematics', 'Algebra practice guide');
    expect((await download('aarav', 3, guide.file_id!)).statusCode).toBe(403);
    expect(await downloadCount(otherSection.id)).toBe(0);
  });

  it('a forged fileId: 403 (unknown) or 400 (not an id), never 500', async () => {
    expect((await download('aarav', 1, 2_000_000_000)).statusCode).toBe(403);
    for (const forged of ['abc', '0', '-4', '1.5', '99999999999', '1%27%20or%201=1'])
      expect((await download('aarav', 1, forged)).statusCode, forged).toBe(400);
  });

  it('refuses a parent, even for a file shared with their child', async () => {
    const guide = await aaravDocument('Mathematics', 'Algebra practice guide');
    const response = await download('meera', 1, guide.file_id!);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_FOR_PARENTS);
  });

  it("lets Sam download his product's file, not another product's", async () => {
    const [course] = await subjectsOf('sam', 2, `user_id=${SAM}`);
    const { fileMap } = await filesOf('sam', 2, `user_id=${SAM}&eCourse_id=${course!.subject_id}`);
    const sheet = fileMap.EBook.find((d) => d.title === 'JEE formula sheet')!;
    expect((await download('sam', 2, sheet.file_id!)).statusCode).toBe(200);
    expect(await downloadCount(sheet.document_id)).toBe(1);
    const notHis = await documentRow('Physics Foundation notes');
    expect((await download('sam', 2, notHis.fileId!)).statusCode).toBe(403);
  });

  it('keeps a hostile file name out of the headers (quotes, line breaks, path)', async () => {
    const db = t.database.db;
    const [file] = await db
      .insert(storedFiles)
      .values({
        instituteId: 1,
        storageKey: 'demo/guide-en.pdf',
        fileName: 'Evil "name"\r\nX-Injected: yes/../../etc/passwd\\..\\boot.ini;.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
      })
      .returning({ id: storedFiles.id });
    const [doc] = await db
      .insert(sharedDocuments)
      .values({
        instituteId: 1,
        title: 'Evil',
        category: 'Other',
        fileId: file!.id,
        subjectId: (await documentRow('Reading list')).subjectId,
        sharedAt: new Date(),
      })
      .returning({ id: sharedDocuments.id });
    await db.insert(documentShares).values({ documentId: doc!.id, studentId: AARAV });

    const response = await download('aarav', 1, file!.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-injected']).toBeUndefined();
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).not.toMatch(/[\r\n]/);
    const [, fallback = ''] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(disposition)!;
    expect(fallback).not.toMatch(/[/\\";]/);
    expect(fallback.endsWith('.pdf')).toBe(true);
    const full = decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!);
    expect(full).not.toMatch(/[/\\"\r\n]/);
  });
});

describe('POST /api/v1/instFileSystem/fileDownloadCount', () => {
  it("counts a Vimeo document's link download", async () => {
    const vimeo = await aaravDocument('Science', 'Big Buck Bunny on Vimeo');
    const { status, body } = await post<{ counted: boolean }>('aarav', COUNT_URL, {
      document_id: vimeo.document_id,
      institute_id: 1,
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({ counted: true });
    expect(await downloadCount(vimeo.document_id)).toBe(1);
  });

  it('refuses what is not a Vimeo download, not shared, unknown, foreign or malformed', async () => {
    const youtube = await aaravDocument('Science', 'Big Buck Bunny (YouTube sample)');
    const vimeo = await aaravDocument('Science', 'Big Buck Bunny on Vimeo');
    const otherSection = await documentRow('Class 8 B: answer key');
    const cases: Array<[string, unknown, number, string?]> = [
      ['aarav', { document_id: youtube.document_id, institute_id: 1 }, 400, NOT_A_VIMEO_DOWNLOAD],
      ['aarav', { document_id: otherSection.id, institute_id: 1 }, 403, MESSAGES.notYours],
      ['aarav', { file_id: otherSection.fileId, institute_id: 1 }, 403, MESSAGES.notYours],
      ['aarav', { document_id: 2_000_000_000, institute_id: 1 }, 404],
      ['aarav', { document_id: vimeo.document_id, institute_id: 2 }, 403, MESSAGES.notYours],
      ['meera', { document_id: vimeo.document_id, institute_id: 1 }, 403, NOT_FOR_PARENTS],
      ['aarav', { document_id: vimeo.document_id, file_id: 1, institute_id: 1 }, 400],
      ['aarav', { institute_id: 1 }, 400],
      ['aarav', { document_id: 'x', institute_id: 1 }, 400],
    ];
    for (const [who, payload, expected, message] of cases) {
      const { status, body } = await post(who, COUNT_URL, payload);
      expect(status, JSON.stringify(payload)).toBe(expected);
      if (message) expect(body.message).toBe(message);
    }
    expect(await downloadCount(otherSection.id)).toBe(0);
  });
});
