import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { assignments, questions, testQuestions } from '../../db/schema';
import { insertFixtureTest } from '../../features/test-panel/testing';

/* Fixtures and traffic of the kill -9 test: assignments to upload to, a long paper to autosave. */

const DAY = 24 * 60 * 60 * 1000;

/** Open assignments of the batch, one per upload, so each upload's submission is its own. */
export async function insertOpenAssignments(
  db: Db,
  batchId: number,
  count: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .insert(assignments)
    .values(
      Array.from({ length: count }, (_, i) => ({
        instituteId: 1,
        batchId,
        title: `Fault upload ${i + 1}`,
        subject: 'Science',
        description: '<p>Upload your essay.</p>',
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 7 * DAY),
      })),
    )
    .returning({ id: assignments.id });
  return rows.map((row) => row.id);
}

/** A test for the batch with `extra` subjective questions after the fixture's six; their ids. */
export async function insertLongPaper(db: Db, batchId: number, extra: number, now: Date) {
  const fixture = await insertFixtureTest(db, { instituteId: 1, now, batchId, durationMinutes: 120 });
  const added = await db
    .insert(questions)
    .values(
      Array.from({ length: extra }, (_, i) => ({
        instituteId: 1,
        quesType: 2,
        question: `Explain ${i + 1}.`,
      })),
    )
    .returning({ id: questions.id });
  await db.insert(testQuestions).values(
    added.map((question, i) => ({
      testId: fixture.testId,
      questionId: question.id,
      position: fixture.questionIds.length + i + 1,
      subject: 'Physics',
      marks: 1,
    })),
  );
  return { testId: fixture.testId, subjective: added.map((question) => question.id) };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz      \n';

/** A plain-text file of `size` random letters (no markup: the upload checks pass). */
export function textFile(size: number): Buffer {
  const bytes = randomBytes(size);
  for (let i = 0; i < size; i++) bytes[i] = LETTERS.charCodeAt(bytes[i]! % LETTERS.length);
  return bytes;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface UploadFile {
  name: string;
  bytes: Buffer;
}

const BOUNDARY = '----portal-fault-boundary-3c9a';

/** The updateAssignment form: the files, then the fileJson part (as the portal sends it). */
export function uploadForm(files: UploadFile[], json: unknown): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${JSON.stringify(json)}\r\n--${BOUNDARY}--\r\n`,
    ),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Every file under `root`, as storage keys ('institutes/1/submissions/…'). */
export async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
