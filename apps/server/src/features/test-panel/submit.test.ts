import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANEL_MESSAGES,
  type Paper,
  type SavedAnswer,
  type SubmitResult,
} from '@portal/shared/test-panel/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { closeExpiredAttempts } from './close';
import { batchOf, insertFixtureTest, type FixtureTest } from './testing';
import { rowsOf } from '../../db/client';

let t: TestApp;
let tokens: Record<string, string>;
let start: Date;
let aaravBatch: number;
const db = () => t.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  start = new Date();
  t.clock.now = start;
  tokens = await signInAll(t.app, ['aarav']);
  aaravBatch = await batchOf(db(), 1001);
});
afterAll(() => t.close());

async function sitting(
  durationMinutes = 30,
): Promise<{ fixture: FixtureTest; token: string; attemptId: number }> {
  t.clock.now = start;
  const fixture = await insertFixtureTest(db(), {
    instituteId: 1,
    now: start,
    batchId: aaravBatch,
    durationMinutes,
  });
  const launched = await call<{ url: string }>(t.app, 'POST', '/test-panel/api/launch', {
    token: tokens.aarav!,
    payload: { test_id: fixture.testId },
  });
  const key = launched.body.result.url.split('/launch/')[1]!;
  const opened = await call<{ token: string; attempt_id: number }>(t.app, 'POST', '/test-panel/api/open', {
    payload: { key },
  });
  return { fixture, token: opened.body.result.token, attemptId: opened.body.result.attempt_id };
}

const save = (token: string, answers: SavedAnswer[]) =>
  call(t.app, 'PUT', '/test-panel/api/answers', { token, payload: { answers } });
const submit = (token: string) => call<SubmitResult>(t.app, 'POST', '/test-panel/api/submit', { token });
const a = (ques_id: number, answer: SavedAnswer['answer']): SavedAnswer => ({
  ques_id,
  answer,
  seq: 1,
  marked_for_review: false,
});

interface AttemptRow {
  status: string;
  score: string | number;
  right_count: number;
  wrong_count: number;
  left_count: number;
  time_taken_seconds: number;
  evaluation_pending: boolean;
}
const attemptRow = async (id: number) =>
  (
    await rowsOf<AttemptRow>(
      db(),
      sql`select status, score, right_count, wrong_count, left_count, time_taken_seconds,
    evaluation_pending from attempts where id = ${id}`,
    )
  )[0]!;

describe('POST /test-panel/api/submit', () => {
  it('scores once: positive and negative marks, subjective pending; a second submit answers the same', async () => {
    const { fixture, token, attemptId } = await sitting();
    const [q1, q3, q5, q6, q7, q2] = fixture.questionIds as [number, number, number, number, number, number];
    // q1 right (+4), q3 wrong (-1), q5 unanswered, q6 right (+2), q7 wrong (-0.5), q2 subjective (pending)
    await save(token, [
      a(q1, { option: 1 }),
      a(q3, { options: [0] }),
      a(q6, {
        pairs: [
          [1, 0],
          [0, 1],
        ],
      }),
      a(q7, {
        pairs: [
          [0, 0],
          [1, 0],
        ],
      }),
      a(q2, { text: 'It pulls.' }),
    ]);
    t.clock.now = new Date(start.getTime() + 10 * MINUTE + 5_000);
    const [first, second] = await Promise.all([submit(token), submit(token)]);
    expect(first.status, first.body.message).toBe(200);
    expect(second.status).toBe(200);
    const expected = {
      attempt_id: attemptId,
      status: 'submitted',
      answered: 5,
      unanswered: 1,
      evaluation_pending: true,
      result_published: false,
    };
    expect(first.body.result).toEqual(expected);
    expect(second.body.result).toEqual(expected);
    expect((await submit(token)).body.result).toEqual(expected);

    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({
      status: 'submitted',
      right_count: 2,
      wrong_count: 2,
      left_count: 1,
      time_taken_seconds: 605,
      evaluation_pending: true,
    });
    expect(Number(row.score)).toBe(4.5);
    const perQuestion = await rowsOf<{
      question_id: number;
      score: string | null;
      is_correct: boolean | null;
    }>(
      db(),
      sql`select question_id, score, is_correct from attempt_answers where attempt_id = ${attemptId} order by question_id`,
    );
    const byId = new Map(perQuestion.map((r) => [r.question_id, r]));
    expect(Number(byId.get(q1)!.score)).toBe(4);
    expect(byId.get(q1)!.is_correct).toBe(true);
    expect(Number(byId.get(q3)!.score)).toBe(-1);
    expect(byId.get(q3)!.is_correct).toBe(false);
    expect(Number(byId.get(q7)!.score)).toBe(-0.5);
    expect(byId.get(q2)!.score).toBeNull();
    expect(byId.get(q2)!.is_correct).toBeNull();

    // Closed: no more saves, and the attempt counts as completed for the next launch.
    const late = await save(token, [a(q5, { option: 0 })]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PANEL_MESSAGES.submitted);
    const again = await call(t.app, 'POST', '/test-panel/api/launch', {
      token: tokens.aarav!,
      payload: { test_id: fixture.testId },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PANEL_MESSAGES.attempted);
  });
});

describe('time-out', () => {
  it('the sweeper closes and scores an attempt whose window is gone', async () => {
    const { fixture, attemptId, token } = await sitting(20);
    await save(token, [a(fixture.questionIds[0]!, { option: 1 })]);
    t.clock.now = new Date(start.getTime() + 19 * MINUTE);
    expect(await closeExpiredAttempts(db(), t.clock.now)).toBe(0);
    expect((await attemptRow(attemptId)).status).toBe('in_progress');
    t.clock.now = new Date(start.getTime() + 45 * MINUTE);
    expect(await closeExpiredAttempts(db(), t.clock.now)).toBeGreaterThanOrEqual(1);
    const row = await attemptRow(attemptId);
    // Finished at its deadline, not when the sweeper noticed.
    expect(row).toMatchObject({
      status: 'timed_out',
      right_count: 1,
      left_count: 5,
      time_taken_seconds: 20 * 60,
    });
    expect(Number(row.score)).toBe(4);
    // A submit afterwards answers the same closed result.
    const late = await submit(token);
    expect(late.status).toBe(200);
    expect(late.body.result).toMatchObject({ status: 'timed_out', answered: 1, unanswered: 5 });
  });

  it('a read after the deadline closes the attempt itself; saves then answer 409 time is up', async () => {
    const { fixture, attemptId, token } = await sitting(20);
    t.clock.now = new Date(start.getTime() + 20 * MINUTE);
    const late = await save(token, [a(fixture.questionIds[0]!, { option: 1 })]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PANEL_MESSAGES.timeUp);
    const paper = await call<Paper>(t.app, 'GET', '/test-panel/api/paper', { token });
    expect(paper.body.result.attempt?.status).toBe('timed_out');
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ status: 'timed_out', left_count: 6 });
    expect(Number(row.score)).toBe(0);
  });
});

describe('PUT /test-panel/api/bookmark', () => {
  it('bookmarks a question of the paper with its test, and takes it back', async () => {
    const { fixture, token } = await sitting();
    const q = fixture.questionIds[2]!;
    const put = (bookmarked: boolean, ques_id = q) =>
      call(t.app, 'PUT', '/test-panel/api/bookmark', { token, payload: { ques_id, bookmarked } });
    expect((await put(true)).status).toBe(200);
    expect((await put(true)).status).toBe(200);
    const rows = await rowsOf<{ test_id: number }>(
      db(),
      sql`select test_id from bookmarks where user_id = 101 and question_id = ${q}`,
    );
    expect(rows).toEqual([{ test_id: fixture.testId }]);
    const paper = await call<Paper>(t.app, 'GET', '/test-panel/api/paper', { token });
    expect(paper.body.result.questions.find((x) => x.ques_id === q)?.bookmarked).toBe(true);
    expect((await put(false)).status).toBe(200);
    expect(
      await rowsOf(db(), sql`select 1 from bookmarks where user_id = 101 and question_id = ${q}`),
    ).toEqual([]);
    expect((await put(true, 987_654)).status).toBe(400);
  });
});
