import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENTS_NOT_ALLOWED } from '@portal/shared/exams/rules';
import {
  PANEL_MESSAGES,
  type LaunchResult,
  type OpenResult,
  type Paper,
} from '@portal/shared/test-panel/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_LOGINS, call, signInAll, type DemoName } from '../../test/requests';
import { rowsOf } from '../../db/client';

/** The demo's tests through the panel: what My Exam's buttons lead to. */
let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t.app, ['aarav', 'meera', 'sam', 'lea', 'ananya', 'jonas']);
});
afterAll(() => t.close());

const launch = (who: DemoName, testId: number) =>
  call<LaunchResult>(t.app, 'POST', '/test-panel/api/launch', {
    token: tokens[who]!,
    host: (DEMO_LOGINS[who] as readonly [string, string?])[1],
    payload: { test_id: testId },
  });

async function open(who: DemoName, testId: number): Promise<{ opened: OpenResult; paper: Paper }> {
  const launched = await launch(who, testId);
  expect(launched.status, `${testId}: ${launched.body.message}`).toBe(200);
  const key = launched.body.result.url.split('/launch/')[1]!;
  const opened = (await call<OpenResult>(t.app, 'POST', '/test-panel/api/open', { payload: { key } })).body
    .result;
  const paper = await call<Paper>(t.app, 'GET', '/test-panel/api/paper', { token: opened.token });
  expect(paper.status, `${testId}: ${paper.body.message}`).toBe(200);
  return { opened, paper: paper.body.result };
}

describe('the demo tests in the panel', () => {
  it("Aarav's full mock test starts with 30 questions of all six types, no correct answers sent", async () => {
    const { opened, paper } = await open('aarav', 9010);
    expect(opened.mode).toBe('start');
    expect(paper.questions).toHaveLength(30);
    expect(new Set(paper.questions.map((q) => q.ques_type))).toEqual(new Set([1, 2, 3, 5, 6, 7]));
    expect(new Set(paper.questions.map((q) => q.subject))).toEqual(
      new Set(['Physics', 'Chemistry', 'Mathematics']),
    );
    expect(paper.questions.some((q) => q.passage !== null)).toBe(true);
    expect(paper.questions.some((q) => q.question_mathjax === 1)).toBe(true);
    expect(JSON.stringify(paper)).not.toMatch(/isCorrect|is_correct|correct_pairs|correctPairs/);
    // 90 minutes, the test ends days later.
    expect(Date.parse(paper.attempt!.deadline) - Date.parse(paper.attempt!.started_at)).toBe(90 * 60_000);
  });

  it('the English Grammar Mock resumes on question 4 with its three answers', async () => {
    const { opened, paper } = await open('aarav', 9016);
    expect(opened.mode).toBe('resume');
    expect(paper.attempt?.current_position).toBe(4);
    expect(paper.answers).toHaveLength(3);
  });

  it('an ended mock test not sat opens to view; a practice test at its limit and an upcoming test do not open', async () => {
    expect((await open('aarav', 9011)).opened.mode).toBe('view');
    const limit = await launch('aarav', 9015);
    expect([limit.status, limit.body.message]).toEqual([409, PANEL_MESSAGES.limit]);
    const upcoming = await launch('aarav', 9002);
    expect([upcoming.status, upcoming.body.message]).toEqual([409, PANEL_MESSAGES.notStarted]);
    const parent = await launch('meera', 9010);
    expect([parent.status, parent.body.message]).toEqual([409, PARENTS_NOT_ALLOWED]);
  });

  it('a practice test with attempts left starts another attempt', async () => {
    expect((await open('aarav', 9014)).opened.mode).toBe('start');
    expect((await open('aarav', 9017)).opened.mode).toBe('start');
  });

  it("Sam's product mock test and each language's test open", async () => {
    expect((await open('sam', 9201)).paper.questions.length).toBeGreaterThan(0);
    for (const [who, testId] of [
      ['lea', 9401],
      ['ananya', 9501],
      ['jonas', 9302],
    ] as const) {
      const { paper } = await open(who, testId);
      expect(paper.questions.length, String(testId)).toBeGreaterThan(0);
    }
  });

  it('every stored demo answer fits its question (so a resumed window can show it)', async () => {
    const rows = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from attempt_answers aa join questions q on q.id = aa.question_id
        where aa.answer is not null and not (
          (q.ques_type in (1, 5) and aa.answer ? 'option') or (q.ques_type = 3 and aa.answer ? 'options')
          or (q.ques_type = 2 and aa.answer ? 'text') or (q.ques_type in (6, 7) and aa.answer ? 'pairs'))`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
