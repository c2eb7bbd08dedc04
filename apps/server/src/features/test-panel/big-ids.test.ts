/**
 * Attempt ids are bigint (issue 27's sizing): a sitting numbered past int4's range is launched,
 * saved, submitted, ranked when the result is published and reported like any other.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestReport } from '@portal/shared/reports/schema';
import type { SubmitResult } from '@portal/shared/test-panel/schema';
import { tests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signIn } from '../../test/requests';
import { batchOf, insertFixtureTest } from './testing';

const AARAV = { user: 101, account: 5101, student: 1001 };
/** Past 2^31 − 1 and 2^32. */
const BIG = 5_000_000_001;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('attempt ids past int4', () => {
  it('a sitting numbered 5,000,000,001 goes from launch to its published report', async () => {
    const db = t.database.db;
    const now = new Date();
    t.clock.now = now;
    await db.execute(sql.raw(`alter table attempts alter column id restart with ${BIG}`));
    const aarav = await signIn(t.app, { user_name: 'aarav@greenfield.test' });
    const fixture = await insertFixtureTest(db, {
      instituteId: 1,
      now,
      batchId: await batchOf(db, AARAV.student),
    });
    const launched = await call<{ url: string }>(t.app, 'POST', '/test-panel/api/launch', {
      token: aarav.student_auth,
      payload: { test_id: fixture.testId },
    });
    expect(launched.status, launched.body.message).toBe(200);
    const key = launched.body.result.url.split('/launch/')[1]!;
    const opened = await call<{ token: string; attempt_id: number }>(t.app, 'POST', '/test-panel/api/open', {
      payload: { key },
    });
    expect(opened.status, opened.body.message).toBe(200);
    expect(opened.body.result.attempt_id).toBe(BIG);
    const token = opened.body.result.token;

    const saved = await call(t.app, 'PUT', '/test-panel/api/answers', {
      token,
      payload: {
        answers: [
          { ques_id: fixture.questionIds[0]!, answer: { option: 1 }, seq: 1, marked_for_review: false },
        ],
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const paper = await call(t.app, 'GET', '/test-panel/api/paper', { token });
    expect(paper.status, paper.body.message).toBe(200);
    const submitted = await call<SubmitResult>(t.app, 'POST', '/test-panel/api/submit', { token });
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.result.attempt_id).toBe(BIG);

    await db.update(tests).set({ resultPublished: true }).where(eq(tests.id, fixture.testId));
    const report = await call<TestReport>(
      t.app,
      'GET',
      `/api/v1/studentdashboard/testReports/${AARAV.account}/${AARAV.user}/${fixture.testId}/-1`,
      { token: aarav.scorecard_auth_token! },
    );
    expect(report.status, report.body.message).toBe(200);
    expect(report.body.result.report_status).toBe('attempted_n_result_published');
    expect(report.body.result.test_report).toMatchObject({ rank: 1, total_students: 1, right_ques_count: 1 });
    expect(report.body.result.question_wise_distribution.length).toBe(fixture.questionIds.length);
  });
});
