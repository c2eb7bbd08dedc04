import { decodeProcId } from '@portal/shared/documents/rules';
import { DOCUMENT_TYPES } from '@portal/shared/documents/schema';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/http-error';
import { NOT_FOR_PARENTS } from './reader';
import { AARAV, SAM, documentRow, filesOf, get, subjectsOf, t, useDocumentsApp } from './testing';

useDocumentsApp();

describe('GET /api/v1/fileShare/{institute_id} (subject list)', () => {
  it("lists Aarav's four subjects with documents shared with him, by name", async () => {
    const subjects = await subjectsOf('aarav', 1, `student_id=${AARAV}`);
    expect(subjects.map((s) => s.subject_name)).toEqual([
      'English',
      'Mathematics',
      'Science',
      'Social Studies',
    ]);
    // All of Class 8: one course.
    expect(new Set(subjects.map((s) => s.course_id)).size).toBe(1);
    expect(subjects[0]!.course_id).toBeTypeOf('number');
  });

  it('gives Diya only her own (Class 5) subject', async () => {
    const subjects = await subjectsOf('diya', 1, 'student_id=1002');
    expect(subjects.map((s) => s.subject_name)).toEqual(['Mathematics']);
  });

  it('gives Sam (open user) the e-courses with documents shared with a product he owns', async () => {
    const courses = await subjectsOf('sam', 2, `user_id=${SAM}`);
    expect(courses).toEqual([
      { subject_id: expect.any(Number), subject_name: 'JEE Crash Course 2027 – Documents', course_id: null },
    ]);
  });

  it.each([
    ['aarav', 1, 'student_id=1002', MESSAGES.notYours],
    ['aarav', 1, 'user_id=101', MESSAGES.notYours],
    ['aarav', 2, `student_id=${AARAV}`, MESSAGES.notYours],
    ['sam', 2, 'user_id=201', MESSAGES.notYours],
    ['sam', 2, 'student_id=2001', MESSAGES.notYours],
    ['meera', 1, `student_id=${AARAV}`, NOT_FOR_PARENTS],
  ])('%s on institute %i with %s: 403', async (who, institute, query, message) => {
    const { status, body } = await get(who, `/api/v1/fileShare/${institute}?${query}`);
    expect(status).toBe(403);
    expect(body).toEqual({ statusCode: 403, message, result: null });
  });

  it.each([
    '',
    `student_id=${AARAV}&user_id=101`,
    'student_id=abc',
    'student_id=0',
    'student_id=99999999999',
  ])('query %j: 400', async (query) => {
    const { status } = await get('aarav', `/api/v1/fileShare/1?${query}`);
    expect(status).toBe(400);
  });

  it('needs a session', async () => {
    const { status } = await get('nobody', `/api/v1/fileShare/1?student_id=${AARAV}`);
    expect(status).toBe(401);
  });
});

describe('GET /api/v1/fileShare/subject-level/{institute_id} (documents of a subject)', () => {
  const subjectId = async (name: string) =>
    (await subjectsOf('aarav', 1, `student_id=${AARAV}`)).find((s) => s.subject_name === name)!.subject_id;

  it('groups by type with every key present, newest first, and leaves out another section', async () => {
    const { fileMap, vimeo_video_downlodable } = await filesOf(
      'aarav',
      1,
      `student_id=${AARAV}&subject_id=${await subjectId('Mathematics')}`,
    );
    expect(Object.keys(fileMap).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(vimeo_video_downlodable).toBe(true);
    // Shared with his section, the whole of Class 8 and with him; not Class 8 - B's answer key.
    expect(fileMap.EBook.map((d) => d.title)).toEqual([
      'Algebra practice guide',
      'Geometry reference (read-only)',
    ]);
    expect(fileMap.Other.map((d) => d.title)).toEqual(['Worksheet pack (zip)']);
    expect(fileMap.Assignment.map((d) => d.title)).toEqual(['Linear equations homework']);
    expect(fileMap.Exam.map((d) => d.title)).toEqual(['Chapter 3 test paper']);
    expect(fileMap.Youtube).toEqual([]);
    const all = Object.values(fileMap).flat();
    expect(all.some((d) => d.title.includes('Class 8 B'))).toBe(false);

    const guide = fileMap.EBook[0]!;
    expect(guide).toMatchObject({
      file_name: 'algebra-practice-guide.pdf',
      file_url: `/api/product/api/v1/instFileSystem/1/files/download?fileId=${guide.file_id}`,
      proc_id: null,
      vimeo_video_id: null,
      subject_name: 'Mathematics',
      category_name: 'EBook',
      is_readonly: 'N',
      thumbnail_list: [],
    });
    expect(guide.size).toBeGreaterThan(0);
    expect(Number(guide.size!.toFixed(2))).toBe(guide.size);
    expect(fileMap.EBook[1]!.is_readonly).toBe('Y');
    const dates = fileMap.EBook.map((d) => Date.parse(d.student_file_share_date));
    expect(dates[0]).toBeGreaterThan(dates[1]!);
    expect(Date.now() - dates[1]!).toBeLessThan(61 * 86_400_000);
  });

  it('YouTube items carry the encoded id, Vimeo items their id, neither a file', async () => {
    const { fileMap } = await filesOf(
      'aarav',
      1,
      `student_id=${AARAV}&subject_id=${await subjectId('Science')}`,
    );
    expect(fileMap.Youtube.map((d) => decodeProcId(d.proc_id))).toEqual(['aqz-KE-bpKQ', 'M7lc1UVf-VE']);
    expect(fileMap.Youtube[0]!.proc_id).toBe(Buffer.from('aqz-KE-bpKQ').toString('base64'));
    expect(fileMap.Vimeo.map((d) => d.vimeo_video_id)).toEqual(['1084537', '59777392']);
    for (const video of [...fileMap.Youtube, ...fileMap.Vimeo])
      expect(video).toMatchObject({ file_id: null, file_url: null, file_name: null, size: null });
  });

  it('Sam sees his e-course by user_id and eCourse_id; not the one of a product he does not own', async () => {
    const [course] = await subjectsOf('sam', 2, `user_id=${SAM}`);
    const { fileMap } = await filesOf('sam', 2, `user_id=${SAM}&eCourse_id=${course!.subject_id}`);
    expect(
      Object.values(fileMap)
        .flat()
        .map((d) => d.title)
        .sort(),
    ).toEqual(['JEE formula sheet', 'Kinematics warm-up (YouTube sample)', 'Mock test analysis (read-only)']);
    expect(fileMap.EBook[0]!.subject_name).toBe('JEE Crash Course 2027 – Documents');
    const notHis = await documentRow('Physics Foundation notes');
    const other = await filesOf('sam', 2, `user_id=${SAM}&eCourse_id=${notHis.courseTypeId}`);
    expect(Object.values(other.fileMap).flat()).toEqual([]);
  });

  it('Léa sees her French documents', async () => {
    const subjects = await subjectsOf('lea', 3, 'student_id=3001');
    expect(subjects.map((s) => s.subject_name)).toEqual(['Français', 'Sciences']);
    const { fileMap } = await filesOf('lea', 3, `student_id=3001&subject_id=${subjects[0]!.subject_id}`);
    expect(fileMap.EBook.map((d) => d.title)).toEqual([
      "Guide de l'élève",
      'Fiche de lecture (lecture seule)',
    ]);
  });

  it.each([
    ['share_with missing', `student_id=${AARAV}&subject_id=1`],
    ['share_with 1', `student_id=${AARAV}&subject_id=1&share_with=1`],
    ['no subject', `student_id=${AARAV}&share_with=2`],
    ['mixed ids', `student_id=${AARAV}&eCourse_id=1&share_with=2`],
    ['subject abc', `student_id=${AARAV}&subject_id=abc&share_with=2`],
  ])('%s: 400', async (_, query) => {
    const { status } = await get('aarav', `/api/v1/fileShare/subject-level/1?${query}`);
    expect(status).toBe(400);
  });

  it("another institute's subject: 403; an unknown one: 404; a parent: 403", async () => {
    const lumiere = (await documentRow("Guide de l'élève")).subjectId!;
    const url = (subject: number) =>
      `/api/v1/fileShare/subject-level/1?student_id=${AARAV}&subject_id=${subject}&share_with=2`;
    expect((await get('aarav', url(lumiere))).status).toBe(403);
    expect((await get('aarav', url(2_000_000_000))).status).toBe(404);
    const parent = await get('meera', url(await subjectId('Science')));
    expect(parent.status).toBe(403);
    expect(parent.body.message).toBe(NOT_FOR_PARENTS);
  });
});

describe('OpenAPI', () => {
  it('documents the four calls under the documents tag, with their parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; parameters?: Array<{ name: string }> }>
      >;
    };
    const tagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('documents') && op.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual([
      'GET /api/v1/fileShare/subject-level/{institute_id}',
      'GET /api/v1/fileShare/{institute_id}',
      'GET /api/v1/instFileSystem/downloadFile/{institute_id}',
      'POST /api/v1/instFileSystem/fileDownloadCount',
    ]);
    const level = doc.paths['/api/v1/fileShare/subject-level/{institute_id}']!.get!;
    expect(level.parameters!.map((p) => p.name).sort()).toEqual(
      ['eCourse_id', 'institute_id', 'share_with', 'student_id', 'subject_id', 'user_id'].sort(),
    );
  });
});
