import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AssignmentListItem } from '@portal/shared/assignments/schema';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call, HOST, signInAll } from '../../test/requests';

/* Shared set-up of the assignment API tests: one app per test file, the demo people signed in. */

const holder = { t: undefined as unknown as TestApp };
export const t = {
  get app() {
    return holder.t.app;
  },
  get database() {
    return holder.t.database;
  },
  get dataDir() {
    return holder.t.dataDir;
  },
  get clock() {
    return holder.t.clock;
  },
};
export const tokens: Record<string, string> = {};
const HOSTS: Record<string, string> = { riya: 'apex.localhost', jonas: 'lernwerk.localhost' };
export const BASE = '/api/v2/onlineAssignment';
export const AARAV = 1001;
export const GREENFIELD = 1;

export function useAssignmentsApp(): void {
  beforeAll(async () => {
    holder.t = await createTestApp();
    Object.assign(tokens, await signInAll(holder.t.app, ['aarav', 'meera', 'diya', 'riya', 'jonas']));
  });
  afterAll(() => holder.t.close());
}

export const post = <T>(who: string, url: string, payload: unknown) =>
  call<T>(t.app, 'POST', url, { token: tokens[who], host: HOSTS[who], payload });
export const get = <T>(who: string, url: string) =>
  call<T>(t.app, 'GET', url, { token: tokens[who], host: HOSTS[who] });

export async function list(who = 'aarav', student = AARAV, institute = GREENFIELD) {
  return post<{
    upcoming_online_assignment_list: AssignmentListItem[];
    past_online_assignment_list: AssignmentListItem[];
  }>(who, `${BASE}/student/getAssignmentsDetail`, {
    category_id: 255,
    institute_id: institute,
    student_id: student,
  });
}

/** Aarav's assignment id by title. */
export async function idOf(title: string): Promise<number> {
  const { body } = await list();
  const all = [...body.result.upcoming_online_assignment_list, ...body.result.past_online_assignment_list];
  const found = all.find((item) => item.title === title);
  if (!found) throw new Error(`no assignment ${title}`);
  return found.file_id;
}

export interface FilePart {
  name: string;
  /** The part's declared Content-Type; application/octet-stream when not given. */
  type?: string;
  data: Buffer | (() => AsyncIterable<Buffer>);
}

const BOUNDARY = '----portal-test-boundary-7d1f';

/** A multipart body (files then fileJson) as a stream: big files are generated, never held whole. */
export function multipart(
  files: FilePart[],
  json: unknown,
): { body: Readable; headers: Record<string, string> } {
  async function* parts() {
    for (const file of files) {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (Buffer.isBuffer(file.data)) yield file.data;
      else yield* file.data();
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${JSON.stringify(json)}\r\n--${BOUNDARY}--\r\n`,
    );
  }
  return {
    body: Readable.from(parts()),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

export function payload(fileId: number, over: Record<string, unknown> = {}) {
  return {
    institute_id: GREENFIELD,
    category_id: 255,
    studentId_array: [AARAV],
    file_id: fileId,
    student_status: 'Draft',
    student_comment: 'My work',
    attachmentId_array: [],
    url_lists: [],
    ...over,
  };
}

export async function upload<T = unknown>(who: string, files: FilePart[], json: unknown) {
  const { body, headers } = multipart(files, json);
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/student/updateAssignment`,
    headers: { host: HOSTS[who] ?? HOST, source: 'WEB', authorization: tokens[who]!, ...headers },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { message: string; result: T } };
}

/**
 * Every file under DATA_DIR/files (uploads) and DATA_DIR/partial (halves being written),
 * recursively; not the node's notes of uploads it began (lib/storage/journal.ts).
 */
export async function storedOnDisk(): Promise<string[]> {
  const notes = path.join(t.dataDir, 'files', 'pending') + path.sep;
  const found: string[] = [];
  for (const root of [path.join(t.dataDir, 'files'), path.join(t.dataDir, 'partial')]) {
    try {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      found.push(...entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
    } catch {
      // Not made yet.
    }
  }
  return found.filter((file) => !file.startsWith(notes));
}

export async function attachmentsOf(fileId: number, who = 'aarav') {
  const { body } = await get<{
    student_attachment: Array<{
      attachment_id: number;
      attachment_display_name: string;
      size: number | null;
    }>;
  }>(who, `${BASE}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${fileId}`);
  return body.result.student_attachment;
}
