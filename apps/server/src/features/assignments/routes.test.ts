import { describe, expect, it } from 'vitest';
import { assignmentDetailSchema, assignmentListSchema } from '@portal/shared/assignments/schema';
import { shownStatus } from '@portal/shared/assignments/rules';
import { MESSAGES } from '../../lib/http-error';
import { cookieHeader } from '../../test/requests';
import { AARAV, BASE, get, GREENFIELD, idOf, list, post, t, useAssignmentsApp } from './testing';

useAssignmentsApp();

describe('POST getAssignmentsDetail', () => {
  it("gives Aarav his section's homework, ongoing soonest first and past latest first, with every status", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const result = assignmentListSchema.parse(body.result);
    const ongoing = result.upcoming_online_assignment_list;
    const past = result.past_online_assignment_list;
    expect(ongoing.map((i) => [i.title, shownStatus(i)])).toEqual([
      ['Fractions practice sheet', 'Pending'],
      ['Photosynthesis diagram', 'Pending'],
      ['Poem recitation notes', 'Pending'],
      ['Algebra worksheet 3', 'Submitted'],
      ['Map of Indian rivers', 'Pending'],
      ['Hindi essay: Mera Vidyalaya', 'Draft'],
    ]);
    expect(ongoing.map((i) => i.days_left)).toEqual([expect.any(Number), 1, 3, 4, 6, 10]);
    expect(ongoing[0]!.days_left).toBeLessThanOrEqual(1);
    expect(ongoing[0]!.time_left).toMatch(/^\d{2}:\d{2}$/);
    expect(past.map((i) => [i.title, shownStatus(i)])).toEqual([
      ['History timeline project', 'Not Submitted'],
      ['Motion and force questions', 'Evaluated'],
      ['Computer basics quiz', 'Expired'],
      ['Book review', 'Evaluated'],
    ]);
    expect(past.every((i) => i.days_left === -1)).toBe(true);
    expect(ongoing[0]!.course_name).toBe('Class 8 - A');
    // Another section's homework never shows.
    expect([...ongoing, ...past].some((i) => i.title === 'Class 8 B reading log')).toBe(false);
  });

  it("lets a parent read their child's list; another student or institute: 403", async () => {
    expect((await list('meera')).status).toBe(200);
    expect((await list('aarav', 1003)).status).toBe(403);
    expect((await list('aarav', AARAV, 2)).body.message).toBe(MESSAGES.notYours);
    expect((await list('diya', AARAV)).status).toBe(403);
  });

  it('answers 400 for a wrong category id', async () => {
    const answer = await post('aarav', `${BASE}/student/getAssignmentsDetail`, {
      category_id: 1,
      institute_id: GREENFIELD,
      student_id: AARAV,
    });
    expect(answer.status).toBe(400);
  });
});

describe('GET detail, solutions and student attachments', () => {
  it('answers the detail with a sanitised description and the teacher attachments', async () => {
    const id = await idOf('Photosynthesis diagram');
    const { status, body } = await get(`aarav`, `${BASE}/get/${GREENFIELD}/${id}`);
    expect(status).toBe(200);
    const detail = assignmentDetailSchema.parse(body.result);
    expect(detail).toMatchObject({
      title: 'Photosynthesis diagram',
      topic_name: 'Plants',
      sub_topic_name: 'Photosynthesis',
      batch_name: 'A',
      course_name: 'Class 8',
      student_status: 'Pending',
      days_left: 1,
      allow_assignment_late_submission: 'N',
      version: 0,
    });
    expect(
      detail.attachment_lists.map((a) => [a.attachment_display_name, a.attachment_url !== null]),
    ).toEqual([
      ['Photosynthesis diagram.pdf', false],
      ['Reference', true],
    ]);
    expect(detail.attachment_lists[0]!.size).toBeGreaterThan(0);
  });

  it('shows marks, grade and comment once evaluated, and the solutions only then', async () => {
    const marks = await idOf('Motion and force questions');
    const detail = (await get<Record<string, unknown>>('aarav', `${BASE}/get/${GREENFIELD}/${marks}`)).body
      .result;
    expect(detail).toMatchObject({
      teacher_status: 'Evaluated',
      student_marks: 21,
      evaluation_marks: 25,
      enable_grade: 'N',
    });
    const graded = await idOf('Book review');
    expect((await get('aarav', `${BASE}/get/${GREENFIELD}/${graded}`)).body.result).toMatchObject({
      grade: 'A',
      enable_grade: 'Y',
      teacher_comment: 'Thoughtful review.',
    });
    const solutions = await get<unknown[]>(
      'aarav',
      `${BASE}/getAssignmentSolution/${GREENFIELD}/${AARAV}/${marks}`,
    );
    expect(solutions.body.result).toHaveLength(2);
    const waiting = await idOf('Algebra worksheet 3');
    const none = await get<unknown[]>(
      'aarav',
      `${BASE}/getAssignmentSolution/${GREENFIELD}/${AARAV}/${waiting}`,
    );
    expect(none.body.result).toEqual([]);
    expect((await get('aarav', `${BASE}/get/${GREENFIELD}/${waiting}`)).body.result).toMatchObject({
      student_status: 'Submitted',
      teacher_status: null,
      student_marks: null,
    });
  });

  it("lists the student's own files and links; a parent may read them", async () => {
    const draft = await idOf('Hindi essay: Mera Vidyalaya');
    for (const who of ['aarav', 'meera']) {
      const { body } = await get<{ student_attachment: Array<{ attachment_display_name: string }> }>(
        who,
        `${BASE}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${draft}`,
      );
      expect(body.result.student_attachment.map((a) => a.attachment_display_name)).toEqual([
        'my-answer.png',
        'My notes',
      ]);
    }
  });

  it("refuses another section's assignment, another student and another institute (403)", async () => {
    const other = (await t.database.db.execute(
      "select id from assignments where title = 'Class 8 B reading log'" as never,
    )) as unknown as { rows: Array<{ id: number }> };
    const foreign = other.rows[0]!.id;
    const draft = await idOf('Hindi essay: Mera Vidyalaya');
    for (const url of [
      `${BASE}/get/${GREENFIELD}/${foreign}`,
      `${BASE}/get/2/${draft}`,
      `${BASE}/get/${GREENFIELD}/${draft}?student_id=1003`,
      `${BASE}/getAssignmentSolution/${GREENFIELD}/${AARAV}/${foreign}`,
      `${BASE}/studentAttachmentsDetail/${GREENFIELD}/1003/${draft}`,
      `${BASE}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${foreign}`,
    ]) {
      const answer = await get('aarav', url);
      expect(answer.status, url).toBe(403);
      expect(answer.body.message).toBe(MESSAGES.notYours);
    }
    expect((await get('diya', `${BASE}/get/${GREENFIELD}/${draft}`)).status).toBe(403);
  });
});

describe('POST downloadFile', () => {
  const download = (who: string, id: number, type?: 'teacher' | 'student') =>
    post<{ body: string }>(who, `${BASE}/downloadFile`, {
      attachmentId_array: [id],
      institute_id: GREENFIELD,
      ...(type ? { attachment_type: type } : {}),
    });

  it('answers a short-lived link that serves the file, for question files and own files', async () => {
    const id = await idOf('Photosynthesis diagram');
    const detail = (
      await get<{ attachment_lists: Array<{ attachment_id: number }> }>(
        'aarav',
        `${BASE}/get/${GREENFIELD}/${id}`,
      )
    ).body.result;
    const { status, body, response } = await download('aarav', detail.attachment_lists[0]!.attachment_id);
    expect(status).toBe(200);
    expect(body.result.body).toMatch(/\/stream\/[A-Za-z0-9_-]+$/);
    const file = await t.app.inject({
      method: 'GET',
      url: body.result.body,
      headers: { host: 'localhost', cookie: cookieHeader(response) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const draft = await idOf('Hindi essay: Mera Vidyalaya');
    const own = (
      await get<{ student_attachment: Array<{ attachment_id: number }> }>(
        'aarav',
        `${BASE}/studentAttachmentsDetail/${GREENFIELD}/${AARAV}/${draft}`,
      )
    ).body.result.student_attachment[0]!;
    expect((await download('aarav', own.attachment_id, 'student')).status).toBe(200);
    // Not another child's student: Diya never sees Aarav's files.
    expect((await download('diya', own.attachment_id, 'student')).status).toBe(403);
  });

  it("refuses a link attachment (400), another section's file and a solution before evaluation (403)", async () => {
    const id = await idOf('Photosynthesis diagram');
    const detail = (
      await get<{ attachment_lists: Array<{ attachment_id: number }> }>(
        'aarav',
        `${BASE}/get/${GREENFIELD}/${id}`,
      )
    ).body.result;
    expect((await download('aarav', detail.attachment_lists[1]!.attachment_id)).status).toBe(400);
    expect((await download('diya', detail.attachment_lists[0]!.attachment_id)).status).toBe(403);
    expect((await download('aarav', 999_999)).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the six calls with tags and summaries, the update as multipart', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; requestBody?: unknown }>>;
    };
    const tagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('assignments') && op.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged).toHaveLength(6);
  });
});
