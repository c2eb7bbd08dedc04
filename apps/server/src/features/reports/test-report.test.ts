import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestReport } from '@portal/shared/reports/schema';
import { attempts, testBatches, tests, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signIn } from '../../test/requests';
import { closeExpiredAttempts } from '../test-panel/close';
import { batchOf } from '../test-panel/testing';
import { reportOf, reportOwner } from './test-report';
import { insertReportClass, type ReportClass } from './test-report-testing';

const AARAV = { user: 101, account: 5101, student: 1001 };
const DIYA = { user: 102, account: 5102, student: 1002 };
const RIYA = { user: 201, account: 5201 };
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let tokens: Record<'aarav' | 'aaravStudent' | 'meera' | 'diya' | 'riya', string>;
let gf: { instituteId: number; batchId: number; diyaBatch: number };
let klass: ReportClass;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [aarav, meera, diya, riya] = await Promise.all([
    signIn(t.app, { user_name: 'aarav@greenfield.test' }),
    signIn(t.app, { user_name: '9000000002' }),
    signIn(t.app, { user_name: 'diya@greenfield.test' }),
    signIn(t.app, { user_name: 'riya@apex.test' }, { host: 'apex.localhost' }),
  ]);
  tokens = {
    aarav: aarav.scorecard_auth_token!,
    aaravStudent: aarav.student_auth,
    meera: meera.scorecard_auth_token!,
    diya: diya.scorecard_auth_token!,
    riya: riya.scorecard_auth_token!,
  };
  const [row] = await db
    .select({ instituteId: users.instituteId })
    .from(users)
    .where(eq(users.id, AARAV.user));
  gf = {
    instituteId: row!.instituteId,
    batchId: await batchOf(db, AARAV.student),
    diyaBatch: await batchOf(db, DIYA.student),
  };
  klass = await insertReportClass(db, { ...gf, userId: AARAV.user, now: new Date() });
});
afterAll(() => t.close());

const report = (token: string, who: { user: number; account: number }, testId: number, host?: string) =>
  call<TestReport>(
    t.app,
    'GET',
    `/api/v1/studentdashboard/testReports/${who.account}/${who.user}/${testId}/-1`,
    { token, host },
  );

const setTest = (testId: number, values: Partial<typeof tests.$inferInsert>) =>
  t.database.db.update(tests).set(values).where(eq(tests.id, testId));

/** A test assigned to a batch with no attempts, ending `endsIn` ms from now. */
async function emptyTest(batchId: number, endsIn: number, testTypeId: 1 | 2 | 4 = 1): Promise<number> {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(tests)
    .values({
      instituteId: gf.instituteId,
      name: 'Empty',
      testTypeId,
      startAt: new Date(now - 2 * DAY),
      endAt: new Date(now + endsIn),
      durationMinutes: 30,
      resultPublished: true,
    })
    .returning({ id: tests.id });
  await t.database.db.insert(testBatches).values({ testId: row!.id, batchId });
  return row!.id;
}

describe('GET /api/v1/studentdashboard/testReports/{account_id}/{user_id}/{test_id}/-1', () => {
  it("answers the student's published report, every number from the stored attempts (hand-computed class)", async () => {
    const answer = await report(tokens.aarav, AARAV, klass.testId);
    expect(answer.status, answer.body.message).toBe(200);
    const r = answer.body.result;
    expect(r).toMatchObject({
      test_id: klass.testId,
      test_name: 'Report fixture',
      test_type_id: 1,
      report_status: 'attempted_n_result_published',
      is_result_published: 1,
      is_download_solution: 1,
      student_name: 'Aarav Sharma',
    });
    expect(r.attempted_at).not.toBeNull();
    // The latest finished attempt counts (his earlier 16 would rank 1st); 2 ties with C3:
    // 10, 10, 2, 2, 0, −1 rank 1, 1, 3, 3, 5, 6. The open attempt of C6 is not counted.
    expect(r.test_report).toEqual({
      rank: 3,
      total_score: 2,
      total_marks: 16,
      total_students: 6,
      right_ques_count: 1,
      wrong_ques_count: 1,
      left_ques_count: 1,
      total_attempted_time: 600,
    });
    // C1 and C2 both 10 in 700 s: the lower user id (C1: 2 right) is the topper.
    expect(r.topper_report).toEqual({
      marks_obtained: 10,
      maximum_marks: 16,
      total_correct_que: 2,
      total_incorrect_que: 0,
      total_attempted: 2,
      total_time_taken: 700,
    });
    // (2+10+10+2−1+0)/6 = 3.83; right 7/6 = 1.17; wrong 3/6; attempted 10/6; 2901 s / 6.
    expect(r.average_report).toEqual({
      marks: 3.83,
      correct: 1.17,
      incorrect: 0.5,
      attempted: 1.67,
      time_taken: 483.5,
    });
    expect(r.subject_wise_distribution).toEqual([
      {
        subject_name: 'Mathematics',
        total_score: 2,
        total_attempted_time: 235,
        right_ques_count: 1,
        wrong_ques_count: 1,
        left_ques_count: 0,
        right_ques_marks: 4,
        wrong_ques_marks: -2,
        total_marks: 8,
      },
      {
        subject_name: 'Science',
        total_score: 0,
        total_attempted_time: 270,
        right_ques_count: 0,
        wrong_ques_count: 0,
        left_ques_count: 1,
        right_ques_marks: 0,
        wrong_ques_marks: 0,
        total_marks: 8,
      },
    ]);
    const [q1, q2, q3, q4] = klass.questionIds;
    expect(r.question_wise_distribution).toEqual([
      {
        question_id: q1,
        question_order: 1,
        is_correct: 1,
        outcome: 'right',
        student_answer: '<b>(b)</b> \\(12\\) cm²',
        correct_answer: '<b>(b)</b> \\(12\\) cm²',
        mathjax: 1,
        ques_type: 1,
        subject_name: 'Mathematics',
        total_score: 4,
        marks: 4,
      },
      {
        question_id: q2,
        question_order: 2,
        is_correct: 0,
        outcome: 'wrong',
        student_answer: '<b>(b)</b> 4<br /><b>(c)</b> <i>3</i>',
        correct_answer: '<b>(a)</b> 2<br /><b>(c)</b> <i>3</i>',
        mathjax: 0,
        ques_type: 3,
        subject_name: 'Mathematics',
        total_score: -2,
        marks: 4,
      },
      {
        question_id: q3,
        question_order: 3,
        is_correct: 0,
        outcome: 'left',
        student_answer: '',
        correct_answer: 'a-q, b-p',
        mathjax: 0,
        ques_type: 6,
        subject_name: 'Science',
        total_score: 0,
        marks: 2,
      },
      {
        question_id: q4,
        question_order: 4,
        is_correct: 0,
        outcome: 'pending',
        student_answer: 'Hot air &lt; cold air &amp; so<br />it rises',
        correct_answer: '<p>Because <b>heat</b> rises.</p>',
        mathjax: 0,
        ques_type: 2,
        subject_name: 'Science',
        total_score: 0,
        marks: 6,
      },
    ]);
  });

  it("the demo's published unit test: the tables agree with the attempt's counts, with time per subject", async () => {
    const r = (await report(tokens.aarav, AARAV, 9012)).body.result;
    expect(r.report_status).toBe('attempted_n_result_published');
    const block = r.test_report!;
    const subjects = r.subject_wise_distribution;
    const sum = (pick: (s: (typeof subjects)[number]) => number) => subjects.reduce((n, s) => n + pick(s), 0);
    expect(sum((s) => s.right_ques_count)).toBe(block.right_ques_count);
    expect(sum((s) => s.wrong_ques_count)).toBe(block.wrong_ques_count);
    expect(sum((s) => s.left_ques_count)).toBe(block.left_ques_count);
    expect(sum((s) => s.total_score)).toBeCloseTo(block.total_score, 2);
    expect(sum((s) => s.total_marks)).toBe(block.total_marks);
    expect(r.question_wise_distribution).toHaveLength(
      block.right_ques_count + block.wrong_ques_count + block.left_ques_count,
    );
    // The seed gives each answer its seconds: some time in every answered subject, within the sitting.
    const time = sum((s) => s.total_attempted_time);
    expect(time).toBeGreaterThan(0);
    expect(time).toBeLessThanOrEqual(block.total_attempted_time);
  });

  it('ranks ties alike (1, 1, 3, 3, 5, 6) and counts each student once', async () => {
    const db = t.database.db;
    const ranks = await Promise.all(
      klass.classmates.slice(0, 5).map(async (userId) => {
        const r = await reportOf(db, await reportOwner(db, userId, klass.testId), new Date());
        return [r.test_report?.rank, r.test_report?.total_students];
      }),
    );
    expect(ranks).toEqual([
      [1, 6],
      [1, 6],
      [3, 6],
      [6, 6],
      [5, 6],
    ]);
    // Only an open attempt: no report yet for C6, whose deadline has not passed.
    const c6 = await reportOf(db, await reportOwner(db, klass.classmates[5]!, klass.testId), new Date());
    expect(c6.report_status).toBe(
      'attempted_n_result_published'.replace('attempted_n_result_published', 'expired'),
    );
    expect(c6.test_report).toBeNull();
  });

  it('the topper of equal scores is the quicker one', async () => {
    const db = t.database.db;
    await db.update(attempts).set({ timeTakenSeconds: 800 }).where(eq(attempts.userId, klass.classmates[0]!));
    const r = (await report(tokens.aarav, AARAV, klass.testId)).body.result;
    expect(r.topper_report).toEqual({
      marks_obtained: 10,
      maximum_marks: 16,
      total_correct_que: 3,
      total_incorrect_que: 0,
      total_attempted: 3,
      total_time_taken: 700,
    });
    expect(r.average_report?.time_taken).toBe(500.17);
    await db.update(attempts).set({ timeTakenSeconds: 700 }).where(eq(attempts.userId, klass.classmates[0]!));
  });

  it('a practice test (type 2) has no topper and no average', async () => {
    await setTest(klass.testId, { testTypeId: 2 });
    const r = (await report(tokens.aarav, AARAV, klass.testId)).body.result;
    await setTest(klass.testId, { testTypeId: 1 });
    expect(r.test_type_id).toBe(2);
    expect(r.test_report?.rank).toBe(3);
    expect(r.topper_report).toBeNull();
    expect(r.average_report).toBeNull();
  });

  it('a result not published answers the status only, with no numbers', async () => {
    await setTest(klass.testId, { resultPublished: false });
    const answer = await report(tokens.aarav, AARAV, klass.testId);
    await setTest(klass.testId, { resultPublished: true });
    expect(answer.status).toBe(200);
    const r = answer.body.result;
    expect(r).toMatchObject({
      report_status: 'attempted_n_under_evaluation',
      is_result_published: 0,
      is_download_solution: 0,
      test_report: null,
      topper_report: null,
      average_report: null,
      subject_wise_distribution: [],
      question_wise_distribution: [],
    });
    // Nothing but the ids and flags is a number.
    const numbers = Object.entries(r).filter(([, value]) => typeof value === 'number');
    expect(numbers.map(([key]) => key).sort()).toEqual([
      'is_download_solution',
      'is_result_published',
      'test_id',
      'test_type_id',
    ]);
  });

  it('expired with no attempt after the end; not attempted while open; an attempt past its deadline counts once the sweeper closes it', async () => {
    const ended = await emptyTest(gf.batchId, -DAY);
    const expired = await report(tokens.aarav, AARAV, ended);
    expect(expired.body.result).toMatchObject({
      report_status: 'expired',
      test_report: null,
      attempted_at: null,
    });

    const open = await emptyTest(gf.batchId, DAY);
    expect((await report(tokens.aarav, AARAV, open)).body.result.report_status).toBe('not_attempted');
    const practice = await emptyTest(gf.batchId, -DAY, 2);
    expect((await report(tokens.aarav, AARAV, practice)).body.result.report_status).toBe('not_attempted');

    // An attempt left open past its deadline: the report only reads (it may be served by a
    // replica), so it is not counted until the test panel's sweeper closes it (timed out, scored).
    const now = Date.now();
    await t.database.db.insert(attempts).values({
      testId: ended,
      instituteId: sql<number>`(select institute_id from tests where id = ${ended})`,
      userId: AARAV.user,
      studentId: AARAV.student,
      status: 'in_progress',
      startedAt: new Date(now - 2 * DAY),
      deadlineAt: new Date(now - 2 * DAY + 30 * 60_000),
    });
    expect((await report(tokens.aarav, AARAV, ended)).body.result.report_status).toBe('expired');
    expect(await closeExpiredAttempts(t.database.db, new Date(now))).toBe(1);
    const closed = (await report(tokens.aarav, AARAV, ended)).body.result;
    expect(closed.report_status).toBe('attempted_n_result_published');
    expect(closed.test_report).toMatchObject({
      rank: 1,
      total_students: 1,
      total_score: 0,
      total_attempted_time: 1800,
    });
  });

  it("a parent reads their child's report; another child's or user's ids are 403", async () => {
    const meera = await report(tokens.meera, AARAV, klass.testId);
    expect(meera.status).toBe(200);
    expect(meera.body.result).toEqual((await report(tokens.aarav, AARAV, klass.testId)).body.result);
    const classmate = klass.classmates[0]!;
    const [row] = await t.database.db
      .select({ account: users.accountId })
      .from(users)
      .where(inArray(users.id, [classmate]));
    expect(
      (await report(tokens.meera, { user: classmate, account: row!.account }, klass.testId)).status,
    ).toBe(403);
    // Diya is Meera's child too, but the test is not assigned to her (Class 5 - B).
    expect((await report(tokens.meera, DIYA, klass.testId)).status).toBe(403);
  });

  it("another student's ids, a mismatched account, an unassigned test are 403", async () => {
    expect((await report(tokens.aarav, DIYA, klass.testId)).status).toBe(403);
    expect((await report(tokens.aarav, RIYA, klass.testId)).status).toBe(403);
    expect((await report(tokens.riya, AARAV, klass.testId, 'apex.localhost')).status).toBe(403);
    expect(
      (await report(tokens.aarav, { user: AARAV.user, account: DIYA.account }, klass.testId)).status,
    ).toBe(403);
    const diyas = await emptyTest(gf.diyaBatch, -DAY);
    expect((await report(tokens.aarav, AARAV, diyas)).status).toBe(403);
    expect((await report(tokens.diya, DIYA, diyas)).status).toBe(200);
    expect((await report(tokens.aarav, AARAV, 987_654)).status).toBe(403);
  });

  it('takes only the scorecard token, and refuses bad ids with 400', async () => {
    const withStudentToken = await report(tokens.aaravStudent, AARAV, klass.testId);
    expect([401, 403]).toContain(withStudentToken.status);
    expect((await report('', AARAV, klass.testId)).status).toBe(401);
    const bad = (path: string) =>
      call(t.app, 'GET', `/api/v1/studentdashboard/testReports/${path}/-1`, { token: tokens.aarav });
    expect((await bad(`${AARAV.account}/0/${klass.testId}`)).status).toBe(400);
    expect((await bad(`${AARAV.account}/abc/${klass.testId}`)).status).toBe(400);
    expect((await bad(`-5/${AARAV.user}/${klass.testId}`)).status).toBe(400);
    expect((await bad(`${AARAV.account}/${AARAV.user}/1.5`)).status).toBe(400);
  });
});
