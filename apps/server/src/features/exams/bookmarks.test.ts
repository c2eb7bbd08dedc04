import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_CUT } from '@portal/shared/exams/rules';
import { PARENTS_VIEW_ONLY, type Bookmark } from '@portal/shared/exams/schema';
import { bookmarks, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { desk, signInDesk, type Tokens } from './testing';

let t: TestApp;
let who: Record<string, Tokens>;

beforeAll(async () => {
  t = await createTestApp();
  who = await signInDesk(t.app, ['aarav', 'meera', 'riya', 'diya']);
});
afterAll(() => t.close());

const AARAV_USER = 101;
const read = async (person: Tokens, userId: number) => {
  const answer = await desk<never>(t.app, person, 'GET', `/student/testLabels/bookmark/${userId}`);
  return { status: answer.status, data: (answer.body as unknown as { data: Bookmark[] }).data };
};
const remove = (person: Tokens, body: unknown) =>
  desk<never>(t.app, person, 'POST', '/student/testLabels/deleteBookmark', body);

describe('GET {examDesk}/student/testLabels/bookmark/{userId}', () => {
  it("lists Aarav's eight bookmarks newest first with every field", async () => {
    const { status, data } = await read(who.aarav!, AARAV_USER);
    expect(status).toBe(200);
    expect(data).toHaveLength(8);
    const times = data.map((b) => Date.parse(b.date_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const b of data) {
      expect(b.question.length).toBeGreaterThan(0);
      expect(b.test_name).not.toBe('');
      expect(b.date_time).toBe(new Date(b.date_time).toISOString());
      if (b.ques_type !== 2) expect(b.correct_ans).toMatch(/^[a-z](-[p-z])?(,\s?[a-z](-[p-z])?)*$/);
    }
    expect(data.some((b) => b.description.replace(/<[^>]*>/g, '').length > EXAM_CUT.passage)).toBe(true);
    const media = data.find((b) => b.media_data.length > 0)!;
    expect(media.media_data.map((m) => m.media_type).sort()).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
    expect(media.media_data.length).toBeGreaterThanOrEqual(2);
    // Bookmarked from tests Aarav sat (9012, 9014): his own answers come along.
    expect(data.filter((b) => b.attempt_answer !== '').length).toBeGreaterThan(0);
  });

  it('sends question HTML sanitised on the server (sanitize-html allow-list)', async () => {
    const [mark] = await t.database.db
      .select({ questionId: bookmarks.questionId })
      .from(bookmarks)
      .where(eq(bookmarks.userId, AARAV_USER))
      .limit(1);
    const [original] = await t.database.db.select().from(questions).where(eq(questions.id, mark!.questionId));
    await t.database.db
      .update(questions)
      .set({
        question:
          '<p onclick="steal()">Find <b>x</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      })
      .where(eq(questions.id, mark!.questionId));
    const { data } = await read(who.aarav!, AARAV_USER);
    const changed = data.find((b) => b.ques_id === mark!.questionId)!;
    // A picture without a safe source is dropped with its handler.
    expect(changed.question).toBe('<p>Find <b>x</b></p>');
    await t.database.db
      .update(questions)
      .set({ question: original!.question })
      .where(eq(questions.id, mark!.questionId));
  });

  it("a parent reads a linked child's bookmarks; anyone else's id is 403", async () => {
    const meera = await read(who.meera!, AARAV_USER);
    expect(meera.status).toBe(200);
    expect(meera.data).toHaveLength(8);
    expect((await read(who.riya!, AARAV_USER)).status).toBe(403);
    expect((await read(who.diya!, AARAV_USER)).status).toBe(403);
    expect((await read(who.aarav!, 102)).status).toBe(403);
  });
});

describe('POST {examDesk}/student/testLabels/deleteBookmark', () => {
  it('removes one (validate 1, the list shrinks), then says there is none (validate 0)', async () => {
    const before = (await read(who.aarav!, AARAV_USER)).data;
    const target = before[before.length - 1]!.ques_id;
    const first = await remove(who.aarav!, { student_id: 1001, question_id: target });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ statusCode: 200, validate: 1, message: expect.any(String) });
    const after = (await read(who.aarav!, AARAV_USER)).data;
    expect(after.map((b) => b.ques_id)).toEqual(before.slice(0, -1).map((b) => b.ques_id));
    const again = await remove(who.aarav!, { student_id: 1001, question_id: target });
    expect(again.body).toMatchObject({ statusCode: 200, validate: 0 });
  });

  it("another student's id: 403; a parent: 409 (read only); bad input: 400", async () => {
    const someone = (await read(who.aarav!, AARAV_USER)).data[0]!.ques_id;
    expect((await remove(who.aarav!, { student_id: 1002, question_id: someone })).status).toBe(403);
    expect((await remove(who.riya!, { student_id: 1001, question_id: someone })).status).toBe(403);
    const parent = await remove(who.meera!, { student_id: 1001, question_id: someone });
    expect(parent.status).toBe(409);
    expect(parent.body.message).toBe(PARENTS_VIEW_ONLY);
    expect((await remove(who.meera!, { student_id: 2001, question_id: someone })).status).toBe(403);
    expect((await remove(who.aarav!, { student_id: 1001 })).status).toBe(400);
    expect((await remove(who.aarav!, { student_id: 'x', question_id: someone })).status).toBe(400);
    expect((await read(who.aarav!, AARAV_USER)).data.map((b) => b.ques_id)).toContain(someone);
  });
});
