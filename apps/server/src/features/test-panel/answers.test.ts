import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_MESSAGES, type Paper, type SavedAnswer } from '@portal/shared/test-panel/schema';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { batchOf, insertFixtureTest, type FixtureTest } from './testing';
import { rowsOf } from '../../db/client';

let t: TestApp;
let tokens: Record<string, string>;
let start: Date;
let aaravBatch: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  start = new Date();
  t.clock.now = start;
  tokens = await signInAll(t.app, ['aarav', 'diya']);
  aaravBatch = await batchOf(db(), 1001);
});
afterAll(() => t.close());

/** Launches and opens a test as the student: the window's panel token. */
async function panelToken(student: string, testId: number): Promise<string> {
  const launched = await call<{ url: string }>(t.app, 'POST', '/test-panel/api/launch', {
    token: tokens[student]!,
    payload: { test_id: testId },
  });
  expect(launched.status, launched.body.message).toBe(200);
  const key = launched.body.result.url.split('/launch/')[1]!;
  const opened = await call<{ token: string }>(t.app, 'POST', '/test-panel/api/open', { payload: { key } });
  return opened.body.result.token;
}

const save = (token: string, answers: SavedAnswer[], currentPosition?: number) =>
  call<{ saved: Array<{ ques_id: number; seq: number }> }>(t.app, 'PUT', '/test-panel/api/answers', {
    token,
    payload: { answers, ...(currentPosition ? { current_position: currentPosition } : {}) },
  });
const paperOf = (token: string) => call<Paper>(t.app, 'GET', '/test-panel/api/paper', { token });
const a = (ques_id: number, answer: SavedAnswer['answer'], seq: number, marked = false): SavedAnswer => ({
  ques_id,
  answer,
  seq,
  marked_for_review: marked,
});

describe('GET /test-panel/api/paper', () => {
  it('gives the paper in order with its subjects, sanitised, without any correct answer', async () => {
    const fixture = await insertFixtureTest(db(), { instituteId: 1, now: start, batchId: aaravBatch });
    const token = await panelToken('aarav', fixture.testId);
    const paper = await paperOf(token);
    expect(paper.status, paper.body.message).toBe(200);
    const { questions, test } = paper.body.result;
    expect(questions.map((q) => q.ques_id)).toEqual(fixture.questionIds);
    expect(questions.map((q) => q.ques_type)).toEqual([1, 3, 5, 6, 7, 2]);
    expect(questions.map((q) => q.subject)).toEqual([
      'Physics',
      'Physics',
      'Physics',
      'Mathematics',
      'Mathematics',
      'Mathematics',
    ]);
    expect(questions[0]!.question).toBe('<p>Unit of force?</p>');
    expect(questions[0]!.question_mathjax).toBe(1);
    expect(questions[3]!.match_choices).toEqual(['6', '4']);
    expect(test.instructions).toBe('<p>Read every question.</p>');
    const text = JSON.stringify(paper.body.result);
    for (const secret of [
      'isCorrect',
      'is_correct',
      'correct',
      'secret feedback',
      'secret solution',
      'A force.',
    ])
      expect(text).not.toContain(secret);
    expect(Date.parse(paper.body.result.server_time)).toBe(start.getTime());
  });

  it('refuses an unknown token (401)', async () => {
    const paper = await paperOf('not-a-panel-token');
    expect(paper.status).toBe(401);
    expect(paper.body.message).toBe(PANEL_MESSAGES.windowExpired);
    // A student token is not a panel token.
    expect((await paperOf(tokens.aarav!)).status).toBe(401);
  });
});

describe('PUT /test-panel/api/answers', () => {
  let fixture: FixtureTest;
  let token: string;
  beforeAll(async () => {
    fixture = await insertFixtureTest(db(), { instituteId: 1, now: start, batchId: aaravBatch });
    token = await panelToken('aarav', fixture.testId);
  });
  const nth = (i: number) => () => fixture.questionIds[i]!;
  const [q1, q3, q5, q6, q7, q2] = [nth(0), nth(1), nth(2), nth(3), nth(4), nth(5)];

  it('saves answers of every type in one call, with the question on screen', async () => {
    const saved = await save(
      token,
      [
        a(q1(), { option: 1 }, 1),
        a(q3(), { options: [0, 2] }, 1, true),
        a(q5(), { option: 0 }, 1),
        a(
          q6(),
          {
            pairs: [
              [0, 1],
              [1, 0],
            ],
          },
          1,
        ),
        a(
          q7(),
          {
            pairs: [
              [0, 0],
              [1, 2],
            ],
          },
          1,
        ),
        a(q2(), { text: 'Mass attracts mass.' }, 1),
      ],
      4,
    );
    expect(saved.status, saved.body.message).toBe(200);
    const paper = await paperOf(token);
    expect(paper.body.result.answers).toHaveLength(6);
    expect(paper.body.result.answers.find((x) => x.ques_id === q3())).toMatchObject({
      answer: { options: [0, 2] },
      marked_for_review: true,
    });
    expect(paper.body.result.attempt?.current_position).toBe(4);
  });

  it('refuses an answer to a question not in the paper (400, naming it), and saves nothing of that call', async () => {
    const other = await insertFixtureTest(db(), { instituteId: 1, now: start, batchId: aaravBatch });
    const foreign = other.questionIds[0]!;
    const refused = await save(token, [a(q1(), { option: 2 }, 50), a(foreign, { option: 0 }, 1)]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(String(foreign));
    const [row] = await rowsOf<{ seq: string }>(
      db(),
      sql`select seq from attempt_answers where question_id = ${q1()}`,
    );
    expect(Number(row!.seq)).toBe(1);
  });

  it('refuses an answer that does not fit its type (400)', async () => {
    for (const [id, answer] of [
      [q1(), { option: 3 }],
      [q1(), { text: 'x' }],
      [q3(), { options: [0, 0] }],
      [
        q6(),
        {
          pairs: [
            [0, 0],
            [0, 1],
          ],
        },
      ],
      [q7(), { pairs: [[0, 3]] }],
      [q2(), { option: 0 }],
    ] as const) {
      const refused = await save(token, [a(id, answer as SavedAnswer['answer'], 99)]);
      expect(refused.status, JSON.stringify(answer)).toBe(400);
    }
  });

  it('keeps the newer answer when an older save arrives late', async () => {
    expect((await save(token, [a(q5(), { option: 1 }, 7)])).status).toBe(200);
    const late = await save(token, [a(q5(), { option: 0 }, 6)]);
    expect(late.status).toBe(200);
    expect(late.body.result.saved).toEqual([{ ques_id: q5(), seq: 7 }]);
    const paper = await paperOf(token);
    expect(paper.body.result.answers.find((x) => x.ques_id === q5())).toMatchObject({
      answer: { option: 1 },
      seq: 7,
    });
    // Within one call too: the greater seq wins whatever the order.
    await save(token, [a(q1(), { option: 0 }, 9), a(q1(), { option: 2 }, 8)]);
    const [row] = await rowsOf<{ answer: unknown }>(
      db(),
      sql`select answer from attempt_answers where question_id = ${q1()}`,
    );
    expect(row!.answer).toEqual({ option: 0 });
  });

  it('keeps the time on a question (cumulative, optional): the larger of stored and sent, even when the answer lost', async () => {
    const timeOf = async () =>
      Number(
        (
          await rowsOf<{ t: number }>(
            db(),
            sql`select time_spent_seconds as t from attempt_answers where question_id = ${q6()}`,
          )
        )[0]!.t,
      );
    const pairs: SavedAnswer['answer'] = { pairs: [[0, 0]] };
    expect((await save(token, [{ ...a(q6(), pairs, 20), time_spent: 45 }])).status).toBe(200);
    expect(await timeOf()).toBe(45);
    // A newer save with less time (another window's count) keeps the 45 s.
    expect((await save(token, [{ ...a(q6(), pairs, 21), time_spent: 30 }])).status).toBe(200);
    expect(await timeOf()).toBe(45);
    // An older save (seq lost) still raises the time, but its answer is not taken.
    const late = await save(token, [{ ...a(q6(), null, 3), time_spent: 80 }]);
    expect(late.body.result.saved).toEqual([{ ques_id: q6(), seq: 21 }]);
    expect(await timeOf()).toBe(80);
    const paper = await paperOf(token);
    expect(paper.body.result.answers.find((x) => x.ques_id === q6())).toMatchObject({
      answer: pairs,
      seq: 21,
      time_spent: 80,
    });
    // Without the field (an older panel) nothing changes; out of range is refused.
    expect((await save(token, [a(q6(), pairs, 22)])).status).toBe(200);
    expect(await timeOf()).toBe(80);
    expect((await save(token, [{ ...a(q6(), pairs, 23), time_spent: 86_401 }])).status).toBe(400);
    expect((await save(token, [{ ...a(q6(), pairs, 23), time_spent: -1 }])).status).toBe(400);
  });

  it("cannot touch another student's attempt: a token only ever writes its own attempt", async () => {
    const diyaTest = await insertFixtureTest(db(), {
      instituteId: 1,
      now: start,
      batchId: await batchOf(db(), 1002),
    });
    const diyaToken = await panelToken('diya', diyaTest.testId);
    // Diya's token with Aarav's question: not in her paper.
    expect((await save(diyaToken, [a(q1(), { option: 1 }, 100)])).status).toBe(400);
    const rows = await rowsOf<{ user_id: number }>(
      db(),
      sql`select a.user_id from attempt_answers aa
      join attempts a on a.id = aa.attempt_id where aa.question_id = ${q1()}`,
    );
    expect(rows.map((r) => r.user_id)).toEqual([101]);
    // And Aarav's token cannot read Diya's paper.
    const paper = await paperOf(token);
    expect(paper.body.result.questions.map((q) => q.ques_id)).not.toContain(diyaTest.questionIds[0]);
  });

  it('after a server restart, Resume has every answer and the question on screen', async () => {
    const before = (await paperOf(token)).body.result;
    await t.app.close();
    t.app = await buildApp({
      config: t.app.config,
      database: t.database,
      clock: () => t.clock.now ?? new Date(),
    });
    await t.app.ready();
    tokens = await signInAll(t.app, ['aarav', 'diya']);
    const resumed = await panelToken('aarav', fixture.testId);
    const after = (await paperOf(resumed)).body.result;
    expect(after.attempt?.attempt_id).toBe(before.attempt?.attempt_id);
    expect(after.attempt?.current_position).toBe(4);
    expect(after.answers).toEqual(before.answers);
    expect(after.answers).toHaveLength(6);
    // The window's earlier token still works (the database is the truth, not the process).
    expect((await paperOf(token)).status).toBe(200);
  });
});
