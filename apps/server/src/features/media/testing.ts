import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import {
  batches,
  courseTypes,
  documentShares,
  sharedDocuments,
  storedFiles,
  studentBatches,
  studyFiles,
  studyTopics,
} from '../../db/schema';
import { APEX, GREENFIELD } from '../../db/seed/institutes';
import { DEMO_FILES } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll, type RequestOptions } from '../../test/requests';

/*
 * Set-up of the media API tests: one app per test file, the demo people signed in, and the test's
 * own shared files (so the tests do not hang on another area's demo data).
 */

const state = { t: undefined as unknown as TestApp };
export const t = {
  get app() {
    return state.t.app;
  },
  get database() {
    return state.t.database;
  },
  get clock() {
    return state.t.clock;
  },
};
export const tokens: Record<string, string> = {};
export const HOSTS: Record<string, string | undefined> = { riya: 'apex.localhost', sam: 'apex.localhost' };
export const USER_IDS = { aarav: 101, diya: 102, meera: 103, riya: 201, sam: 202 } as const;
export const AARAV_STUDENT = 1001;

/** The test's files: ids of stored files, and the study file holding the protected video. */
export interface Fixtures {
  /** A protected video (demo/lesson.webm) in a free e-course of Aarav's course. */
  video: number;
  studyFile: number;
  /** A second protected video in the same e-course (a study file that does not hold `video`). */
  otherVideo: number;
  otherStudyFile: number;
  /** A read-only PDF document shared with Aarav alone. */
  readonlyPdf: number;
  /** A zip no one was given. */
  unshared: number;
  /** Apex's protected video, in a free e-course of every Apex student. */
  apexVideo: number;
}
export const fixtures = {} as Fixtures;

export const demoBytes = (name: string) => readFileSync(path.join(DEMO_FILES, name));

async function storedFile(db: Db, instituteId: number, name: string, contentType: string): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      instituteId,
      storageKey: `demo/${name}`,
      fileName: name,
      contentType,
      sizeBytes: demoBytes(name).length,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

async function studyTopic(db: Db, instituteId: number, courseId: number | null): Promise<number> {
  const [type] = await db
    .insert(courseTypes)
    .values({ instituteId, name: 'Media test library', courseId })
    .returning({ id: courseTypes.id });
  const [topic] = await db
    .insert(studyTopics)
    .values({ courseTypeId: type!.id, name: 'Science' })
    .returning({ id: studyTopics.id });
  return topic!.id;
}

async function protectedVideo(db: Db, topicId: number, fileId: number): Promise<number> {
  const [row] = await db
    .insert(studyFiles)
    .values({ topicId, title: 'Protected lesson', fileType: 'VDOCipher', fileId, sharedAt: new Date() })
    .returning({ id: studyFiles.id });
  return row!.id;
}

async function seedFixtures(db: Db): Promise<void> {
  const [mine] = await db
    .select({ courseId: batches.courseId })
    .from(studentBatches)
    .innerJoin(batches, eq(batches.id, studentBatches.batchId))
    .where(eq(studentBatches.studentId, AARAV_STUDENT))
    .limit(1);
  const topic = await studyTopic(db, GREENFIELD, mine!.courseId);
  fixtures.video = await storedFile(db, GREENFIELD, 'lesson.webm', 'video/webm');
  fixtures.studyFile = await protectedVideo(db, topic, fixtures.video);
  fixtures.otherVideo = await storedFile(db, GREENFIELD, 'lesson.webm', 'video/webm');
  fixtures.otherStudyFile = await protectedVideo(db, topic, fixtures.otherVideo);

  fixtures.readonlyPdf = await storedFile(db, GREENFIELD, 'guide-en.pdf', 'application/pdf');
  const [typeRow] = await db
    .select({ courseTypeId: studyTopics.courseTypeId })
    .from(studyTopics)
    .where(eq(studyTopics.id, topic));
  const [doc] = await db
    .insert(sharedDocuments)
    .values({
      instituteId: GREENFIELD,
      title: 'Study guide',
      category: 'EBook',
      fileId: fixtures.readonlyPdf,
      courseTypeId: typeRow!.courseTypeId,
      isReadonly: true,
      sharedAt: new Date(),
    })
    .returning({ id: sharedDocuments.id });
  await db.insert(documentShares).values({ documentId: doc!.id, studentId: AARAV_STUDENT });
  fixtures.unshared = await storedFile(db, GREENFIELD, 'worksheets.zip', 'application/zip');

  const apexTopic = await studyTopic(db, APEX, null);
  fixtures.apexVideo = await storedFile(db, APEX, 'lesson.webm', 'video/webm');
  await protectedVideo(db, apexTopic, fixtures.apexVideo);
}

/** Registers the set-up hooks in the calling test file. */
export function useMediaApp(): void {
  beforeAll(async () => {
    state.t = await createTestApp();
    await seedFixtures(state.t.database.db);
    Object.assign(tokens, await signInAll(state.t.app, ['aarav', 'diya', 'meera', 'riya', 'sam']));
  });
  afterAll(() => state.t.close());
}

type Method = 'GET' | 'POST' | 'PUT';

/** A call as a demo person (their token and institute host); `who` null: no token. */
export const as = <T>(
  who: string | null,
  method: Method,
  url: string,
  options: RequestOptions & { payload?: unknown } = {},
) =>
  call<T>(state.t.app, method, url, {
    token: who === null ? undefined : tokens[who],
    host: who === null ? undefined : HOSTS[who],
    ...options,
  });

/** A raw request (files: no JSON answer), with a demo person's token when `who` is given. */
export const raw = (
  method: 'GET' | 'HEAD',
  url: string,
  options: { headers?: Record<string, string>; remoteAddress?: string; who?: string } = {},
) =>
  state.t.app.inject({
    method,
    url,
    headers: {
      host: (options.who && HOSTS[options.who]) || 'localhost:8080',
      ...(options.who ? { authorization: tokens[options.who]!, source: 'WEB' } : {}),
      ...options.headers,
    },
    remoteAddress: options.remoteAddress,
  });
