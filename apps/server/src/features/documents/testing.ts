import { eq } from 'drizzle-orm';
import type { DocumentSubject, SharedDocument, SubjectFiles } from '@portal/shared/documents/schema';
import { afterAll, beforeAll, expect } from 'vitest';
import { sharedDocuments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';

/* Shared set-up of the documents API tests: one app per test file, the demo people signed in. */

const app = { t: undefined as unknown as TestApp };
export const t = {
  get app() {
    return app.t.app;
  },
  get database() {
    return app.t.database;
  },
};
export const tokens: Record<string, string> = {};
const HOSTS: Record<string, string | undefined> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  lea: 'lumiere.localhost',
};
export const AARAV = 1001;
export const SAM = 202;

export function useDocumentsApp(): void {
  beforeAll(async () => {
    app.t = await createTestApp();
    Object.assign(tokens, await signInAll(app.t.app, ['aarav', 'diya', 'meera', 'sam', 'riya', 'lea']));
  });
  afterAll(() => app.t.close());
}

export const get = <T>(who: string, url: string, headers: Record<string, string> = {}) =>
  call<T>(app.t.app, 'GET', url, { token: tokens[who], host: HOSTS[who], headers });
export const post = <T>(who: string, url: string, payload: unknown) =>
  call<T>(app.t.app, 'POST', url, { token: tokens[who], host: HOSTS[who], payload });

export async function subjectsOf(who: string, institute: number, query: string): Promise<DocumentSubject[]> {
  const { status, body } = await get<{ subject_list: DocumentSubject[] }>(
    who,
    `/api/v1/fileShare/${institute}?${query}`,
  );
  expect(status, body.message).toBe(200);
  return body.result.subject_list;
}

export async function filesOf(who: string, institute: number, query: string): Promise<SubjectFiles> {
  const { status, body } = await get<SubjectFiles>(
    who,
    `/api/v1/fileShare/subject-level/${institute}?${query}&share_with=2`,
  );
  expect(status, body.message).toBe(200);
  return body.result;
}

/** Aarav's document of that title (from the subject-level answer of its subject). */
export async function aaravDocument(subject: string, title: string): Promise<SharedDocument> {
  const subjects = await subjectsOf('aarav', 1, `student_id=${AARAV}`);
  const subjectId = subjects.find((s) => s.subject_name === subject)!.subject_id;
  const { fileMap } = await filesOf('aarav', 1, `student_id=${AARAV}&subject_id=${subjectId}`);
  const found = Object.values(fileMap)
    .flat()
    .find((d) => d.title === title);
  expect(found, title).toBeDefined();
  return found!;
}

/** A seeded document's row (ids of documents the caller cannot list). */
export async function documentRow(title: string) {
  const [row] = await t.database.db.select().from(sharedDocuments).where(eq(sharedDocuments.title, title));
  expect(row, title).toBeDefined();
  return row!;
}

export async function downloadCount(documentId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sharedDocuments.downloadCount })
    .from(sharedDocuments)
    .where(eq(sharedDocuments.id, documentId));
  return row!.count;
}

/** GET downloadFile as `who`, the raw answer (a file on success). */
export function download(
  who: string,
  institute: number,
  fileId: number | string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/instFileSystem/downloadFile/${institute}?fileId=${fileId}`,
    headers: { host: HOSTS[who] ?? 'localhost:8080', source: 'WEB', authorization: tokens[who]!, ...headers },
  });
}
