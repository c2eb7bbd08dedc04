import type { CourseType, StudyNode } from '@portal/shared/study-material/schema';
import { flatFiles, nodeCounts } from '@portal/shared/study-material/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTypes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';

let t: TestApp;
const tokens: Record<string, string> = {};
const HOSTS: Record<string, string | undefined> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  jonas: 'lernwerk.localhost',
};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera', 'riya', 'sam', 'jonas']));
});
afterAll(() => t.close());

const ecourses = (who: string, institute: number, id: number) =>
  call<CourseType[]>(
    t.app,
    'GET',
    `/api/v1/instFileSystem/get-student-ecourses/${institute}/${id}?source=STUDENT_PORTAL`,
    {
      token: tokens[who],
      host: HOSTS[who],
    },
  );
const material = (who: string, payload: unknown) =>
  call<StudyNode[]>(t.app, 'POST', '/api/v1/instFileSystem/get-study-material', {
    token: tokens[who],
    host: HOSTS[who],
    payload,
  });

/** Every e-course of an institute by name (looked up in the database: tests name them, not ids). */
async function courseTypeId(
  instituteId: number,
  name: string,
): Promise<{ id: number; product: number | null }> {
  const [row] = await t.database.db
    .select({ id: courseTypes.id, product: courseTypes.productId })
    .from(courseTypes)
    .where(and(eq(courseTypes.instituteId, instituteId), eq(courseTypes.name, name)));
  if (!row) throw new Error(`no e-course ${name}`);
  return row;
}

const names = (list: CourseType[]) => list.map((c) => `${c.course_type}|${c.isPaid}`);

describe('GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{id}', () => {
  it("gives Aarav his standard's free library, the one for everyone and the paid one he bought, not Class 10's", async () => {
    const { status, body } = await ecourses('aarav', 1, 1001);
    expect(status).toBe(200);
    expect(names(body.result)).toEqual([
      'Class 8 Library|N',
      'General Knowledge|N',
      'Science Olympiad Prep – Course|Y',
    ]);
    expect(body.result.map((c) => c.product_id === null)).toEqual([true, true, false]);
  });

  it("gives Sam (open user, by user id) the paid e-courses of his products only, not 'Physics Foundation'", async () => {
    const { status, body } = await ecourses('sam', 2, 202);
    expect(status).toBe(200);
    expect(names(body.result)).toEqual(['JEE Crash Course – Library|Y', 'NEET Mock Test Series|Y']);
    expect(body.result.every((c) => c.product_id !== null)).toBe(true);
  });

  it("gives Riya (Apex student) her course's free e-course and no paid one she does not own", async () => {
    expect(names((await ecourses('riya', 2, 2001)).body.result)).toEqual(['JEE Advanced – Free Resources|N']);
  });

  it('refuses a path id that is not the caller, parents, and another institute (403)', async () => {
    const cases: Array<[string, number, number]> = [
      ['aarav', 1, 1002], // his sister's student id
      ['aarav', 1, 101], // his user id, not his student id
      ['sam', 2, 201], // another user
      ['meera', 1, 1001], // a parent, even for her own child
      ['aarav', 2, 1001], // another institute
    ];
    for (const [who, institute, id] of cases) {
      const { status, body } = await ecourses(who, institute, id);
      expect(status, `${who} ${institute}/${id}`).toBe(403);
      expect(body.message).toBe('You are not allowed to see this record.');
    }
  });

  it('answers 400 for a non-numeric id and 401 without a token', async () => {
    expect((await ecourses('aarav', 1, Number.NaN)).status).toBe(400);
    const anonymous = await call(t.app, 'GET', '/api/v1/instFileSystem/get-student-ecourses/1/1001');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/v1/instFileSystem/get-study-material', () => {
  it('returns the Class 8 library nested 3 levels, with the right counts and file fields', async () => {
    const library = await courseTypeId(1, 'Class 8 Library');
    const { status, body } = await material('aarav', {
      ecourse_id: library.id,
      institute_id: 1,
      product_id: null,
    });
    expect(status).toBe(200);
    expect(body.result.map((s) => s.subjectName)).toEqual(['Science', 'Mathematics', 'English']);
    const science = body.result[0]!;
    expect(science.topicId).toBeNull();
    expect(nodeCounts(science)).toEqual({ topics: 4, files: 10 });
    const plants = science.subtopicList[0]!;
    const photosynthesis = plants.subtopicList[0]!;
    const light = photosynthesis.subtopicList[0]!;
    expect([plants.topicName, photosynthesis.topicName, light.topicName]).toEqual([
      'Plants',
      'Photosynthesis',
      'Light reactions',
    ]);
    expect(light.subjectId).toBe(science.subjectId);
    expect(light.subjectName).toBe('Science');
    expect(nodeCounts(photosynthesis)).toEqual({ topics: 1, files: 6 });
    expect(Object.keys(light.studyMaterialMap).sort()).toEqual(['Assignment', 'Vimeo', 'YoutubeURL']);

    const byTitle = new Map(flatFiles(science).map((p) => [p.file.title, p.file]));
    const vdo = byTitle.get('Protected lesson: how plants make food')!;
    expect(vdo).toMatchObject({ category_name: 'VDOCipher', is_vdocipher: true, file_name: 'lesson.webm' });
    expect(vdo.videoID).toBe(String(vdo.file_id));
    expect(byTitle.get('Light reactions explained')).toMatchObject({
      youtubeVideoID: 'aqz-KE-bpKQ',
      file_id: null,
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    expect(byTitle.get('Chlorophyll and sunlight')).toMatchObject({
      is_vimeo: true,
      videoID: '1084537',
      video_url: 'https://vimeo.com/1084537',
    });
    expect(byTitle.get('Photosynthesis notes (read-only)')).toMatchObject({
      is_readonly: 'Y',
      file_name: 'photosynthesis-notes.pdf',
    });
    expect(Date.parse(byTitle.get('Science handbook')!.student_file_share_date)).not.toBeNaN();
  });

  it("gives Sam a product's e-course with its product id", async () => {
    const jee = await courseTypeId(2, 'JEE Crash Course – Library');
    const { status, body } = await material('sam', {
      ecourse_id: jee.id,
      institute_id: 2,
      product_id: jee.product,
    });
    expect(status).toBe(200);
    expect(body.result.map((s) => s.subjectName)).toEqual(['Physics', 'Chemistry']);
    expect(flatFiles(body.result[0]!).map((p) => p.file.title)).toContain(
      'Protected lesson: projectile motion',
    );
  });

  it('gives Aarav (a school student) the paid course he bought, with its product id', async () => {
    const olympiad = await courseTypeId(1, 'Science Olympiad Prep – Course');
    const { status, body } = await material('aarav', {
      ecourse_id: olympiad.id,
      institute_id: 1,
      product_id: olympiad.product,
    });
    expect(status).toBe(200);
    expect(body.result.map((s) => s.subjectName)).toEqual(['Olympiad Science']);
    expect(nodeCounts(body.result[0]!)).toEqual({ topics: 1, files: 4 });
    expect(
      (await material('aarav', { ecourse_id: olympiad.id, institute_id: 1, product_id: null })).status,
    ).toBe(403);
  });

  it('refuses (403) an e-course the caller may not see, a wrong product id, another institute, a parent', async () => {
    const class10 = await courseTypeId(1, 'Class 10 Library');
    const library = await courseTypeId(1, 'Class 8 Library');
    const foundation = await courseTypeId(2, 'Physics Foundation – Library');
    const jee = await courseTypeId(2, 'JEE Crash Course – Library');
    const lernwerk = await courseTypeId(5, 'Mathematik-Bibliothek');
    const cases: Array<[string, unknown]> = [
      ['aarav', { ecourse_id: class10.id, institute_id: 1, product_id: null }],
      ['aarav', { ecourse_id: lernwerk.id, institute_id: 1, product_id: null }],
      ['aarav', { ecourse_id: library.id, institute_id: 2, product_id: null }],
      ['sam', { ecourse_id: foundation.id, institute_id: 2, product_id: foundation.product }],
      ['sam', { ecourse_id: jee.id, institute_id: 2, product_id: foundation.product }],
      ['sam', { ecourse_id: jee.id, institute_id: 2, product_id: null }],
      ['riya', { ecourse_id: jee.id, institute_id: 2, product_id: jee.product }],
      ['meera', { ecourse_id: library.id, institute_id: 1, product_id: null }],
      ['jonas', { ecourse_id: library.id, institute_id: 1, product_id: null }],
    ];
    for (const [who, payload] of cases) {
      const { status, body } = await material(who, payload);
      expect(status, `${who} ${JSON.stringify(payload)}`).toBe(403);
      expect(body.message).toBe('You are not allowed to see this record.');
    }
  });

  it('gives Jonas the German library', async () => {
    const lernwerk = await courseTypeId(5, 'Mathematik-Bibliothek');
    const { body } = await material('jonas', { ecourse_id: lernwerk.id, institute_id: 5, product_id: null });
    expect(body.result.map((s) => s.subjectName)).toEqual(['Analysis', 'Geometrie']);
    expect(flatFiles(body.result[0]!)[0]!.file.file_name).toBe('leitfaden-analysis.pdf');
  });

  it('answers 400 for a bad body', async () => {
    for (const payload of [
      {},
      { ecourse_id: 'x', institute_id: 1, product_id: null },
      { ecourse_id: 1, institute_id: 1 },
    ]) {
      expect((await material('aarav', payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('OpenAPI', () => {
  it('documents both calls under the study-material tag, the recursive tree included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const tagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('study-material') && op.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual([
      'GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{id}',
      'POST /api/v1/instFileSystem/get-study-material',
    ]);
  });
});
