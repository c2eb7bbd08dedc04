import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardView, PARENTS_NOT_ALLOWED } from '@portal/shared/exams/rules';
import type { Test } from '@portal/shared/exams/schema';
import { attempts, studentBatches, testBatches, tests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/requests';
import { desk, labelId, signInDesk, type Tokens } from './testing';

let t: TestApp;
let who: Record<string, Tokens>;

beforeAll(async () => {
  t = await createTestApp();
  who = await signInDesk(t.app, ['aarav', 'meera', 'riya', 'sam', 'lea']);
});
afterAll(() => t.close());

type Data<T> = { statusCode: number; message: string; data: T };
const testsOf = async (person: Tokens, label: string, query = '') => {
  const id = await labelId(t.app, person, label);
  const answer = await desk<never>(t.app, person, 'GET', `/student/testLabels/${id}/tests${query}`);
  return { status: answer.status, body: answer.body as unknown as Data<Test[]> };
};
const byId = (list: Test[]) => new Map(list.map((test) => [test.test_id, test]));
/** What the card shows: the button and whether it can be pressed. */
const shows = (test: Test, parent = false) => {
  const view = cardView(test, Date.now(), { examDesk: true, parent });
  return view.shown ? `${view.action}${view.enabled ? '' : ` greyed (${view.reason})`}` : 'hidden';
};

describe('GET {examDesk}/student/testLabels', () => {
  it("lists the caller's institute's labels in position order", async () => {
    const answer = await desk<never>(t.app, who.aarav!, 'GET', '/student/testLabels');
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as Data<Array<{ label_name: string; test_type_id: number }>>;
    expect(body.data.map((l) => [l.label_name, l.test_type_id])).toEqual([
      ['Mock Test', 1],
      ['Practice', 2],
      ['Unit Tests', 4],
    ]);
    const apex = await desk<never>(t.app, who.riya!, 'GET', '/student/testLabels');
    const names = (apex.body as unknown as Data<Array<{ label_name: string }>>).data.map((l) => l.label_name);
    expect(names).toEqual(['Mock Test', 'Chapter Tests']);
  });

  it('takes the exam desk token only: none 401, the student token 403', async () => {
    expect((await call(t.app, 'GET', '/api/exam-desk/student/testLabels')).status).toBe(401);
    const withStudent = await call(t.app, 'GET', '/api/exam-desk/student/testLabels', {
      token: who.aarav!.student,
    });
    expect(withStudent.status).toBe(403);
  });
});

describe('GET {examDesk}/student/testLabels/{labelId}/tests', () => {
  it("gives every state of the seed plan from Aarav's stored attempts", async () => {
    const mock = byId((await testsOf(who.aarav!, 'Mock Test')).body.data);
    const practice = byId((await testsOf(who.aarav!, 'Practice')).body.data);
    const unit = byId((await testsOf(who.aarav!, 'Unit Tests')).body.data);
    expect(shows(mock.get(9010)!)).toBe('start');
    expect(mock.get(9016)).toMatchObject({ total_attempts: 0, incomplete_attempts: 1, is_submitted: 0 });
    expect(shows(mock.get(9016)!)).toBe('resume');
    expect(shows(mock.get(9011)!)).toBe('view');
    expect(shows(unit.get(9001)!)).toBe('start');
    expect(shows(unit.get(9002)!)).toBe('none greyed (null)');
    expect(unit.get(9012)).toMatchObject({
      total_attempts: 1,
      is_submitted: 1,
      is_result_published: 1,
      is_download_solution: 1,
    });
    expect(unit.get(9013)).toMatchObject({ total_attempts: 1, is_submitted: 1, is_result_published: 0 });
    expect(shows(unit.get(9012)!)).toBe('hidden');
    expect(practice.get(9014)).toMatchObject({ total_attempts: 1, test_limit: 3 });
    expect(shows(practice.get(9014)!)).toBe('start');
    expect(practice.get(9015)).toMatchObject({ total_attempts: 2, test_limit: 2 });
    expect(shows(practice.get(9015)!)).toBe('start greyed (limit)');
    expect(practice.get(9017)).toMatchObject({ total_attempts: 0, test_limit: 0 });
  });

  it('answers every field of the Test entity', async () => {
    const test = byId((await testsOf(who.aarav!, 'Mock Test')).body.data).get(9010)!;
    expect(test).toMatchObject({
      test_name: 'Class 8 Full Mock Test 1',
      test_type_id: 1,
      duration: 90,
      title: expect.any(String),
    });
    expect(test.end_timestamp - test.start_timestamp).toBe(8 * 86_400);
    expect(test.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(test.test_start_date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect(test.test_institute_id).toBe(1);
  });

  it('counts attempts from the database: open ones until their deadline, then as completed', async () => {
    const db = t.database.db;
    const now = Date.now();
    const before = byId((await testsOf(who.aarav!, 'Mock Test')).body.data).get(9010)!;
    expect(before).toMatchObject({ total_attempts: 0, incomplete_attempts: 0 });
    const [row] = await db
      .insert(attempts)
      .values({
        testId: 9010,
        instituteId: 1,
        userId: 101,
        studentId: 1001,
        startedAt: new Date(now - 60_000),
        deadlineAt: new Date(now + 3_600_000),
      })
      .returning({ id: attempts.id });
    const open = byId((await testsOf(who.aarav!, 'Mock Test')).body.data).get(9010)!;
    expect(open).toMatchObject({ total_attempts: 0, incomplete_attempts: 1, is_submitted: 0 });
    expect(shows(open)).toBe('resume');

    // Past its deadline and not yet swept: completed.
    await db
      .update(attempts)
      .set({ deadlineAt: new Date(now - 1000) })
      .where(eq(attempts.id, row!.id));
    const late = byId((await testsOf(who.aarav!, 'Mock Test')).body.data).get(9010)!;
    expect(late).toMatchObject({ total_attempts: 1, incomplete_attempts: 0, is_submitted: 1 });
    expect(shows(late)).toBe('hidden');

    // Someone else's attempt does not count for Aarav.
    await db.delete(attempts).where(eq(attempts.id, row!.id));
    await db.insert(attempts).values({
      testId: 9010,
      instituteId: 1,
      userId: 102,
      studentId: 1002,
      status: 'submitted',
      startedAt: new Date(now - 60_000),
      deadlineAt: new Date(now),
    });
    const again = byId((await testsOf(who.aarav!, 'Mock Test')).body.data).get(9010)!;
    expect(again).toMatchObject({ total_attempts: 0, incomplete_attempts: 0 });
    await db.delete(attempts).where(and(eq(attempts.testId, 9010), eq(attempts.userId, 102)));
  });

  it('a label of another institute is 403, an unknown one 404, a bad id 400', async () => {
    const apexLabel = await labelId(t.app, who.riya!, 'Mock Test');
    expect((await desk(t.app, who.aarav!, 'GET', `/student/testLabels/${apexLabel}/tests`)).status).toBe(403);
    expect((await desk(t.app, who.aarav!, 'GET', '/student/testLabels/999999/tests')).status).toBe(404);
    expect((await desk(t.app, who.aarav!, 'GET', '/student/testLabels/abc/tests')).status).toBe(400);
  });

  it("a parent reads the chosen child's tests (default the first), greyed; another child's id is 403", async () => {
    const first = byId((await testsOf(who.meera!, 'Mock Test')).body.data);
    expect(first.get(9016)).toMatchObject({ incomplete_attempts: 1 });
    expect(shows(first.get(9016)!, true)).toBe('resume greyed (parent)');
    expect(shows(first.get(9010)!, true)).toBe('start greyed (parent)');
    const aarav = byId((await testsOf(who.meera!, 'Mock Test', '?student_id=1001')).body.data);
    expect([...aarav.keys()].sort()).toEqual([...first.keys()].sort());
    const diya = await testsOf(who.meera!, 'Mock Test', '?student_id=1002');
    expect(diya).toMatchObject({ status: 200, body: { data: [] } });
    expect((await testsOf(who.meera!, 'Mock Test', '?student_id=2001')).status).toBe(403);
    expect((await testsOf(who.aarav!, 'Mock Test', '?student_id=1002')).status).toBe(403);
    expect(PARENTS_NOT_ALLOWED).toBe('Parents are not allowed to give exam');
  });

  it("only tests assigned to one of the student's batches are listed", async () => {
    const db = t.database.db;
    const mockLabel = await labelId(t.app, who.aarav!, 'Mock Test');
    const [diyaBatch] = await db
      .select({ id: studentBatches.batchId })
      .from(studentBatches)
      .where(eq(studentBatches.studentId, 1002));
    const now = Date.now();
    await db.insert(tests).values({
      id: 99001,
      instituteId: 1,
      labelId: mockLabel,
      name: 'Class 5 Mock',
      testTypeId: 1,
      startAt: new Date(now - 86_400_000),
      endAt: new Date(now + 86_400_000),
      durationMinutes: 30,
    });
    await db.insert(testBatches).values({ testId: 99001, batchId: diyaBatch!.id });
    const aarav = await testsOf(who.aarav!, 'Mock Test');
    expect(aarav.body.data.map((x) => x.test_id)).not.toContain(99001);
    const diya = await testsOf(who.meera!, 'Mock Test', '?student_id=1002');
    expect(diya.body.data.map((x) => x.test_id)).toEqual([99001]);
    await db.delete(tests).where(eq(tests.id, 99001));
    // Sam (an open user) has no batches: a label lists nothing for him.
    const sam = await testsOf(who.sam!, 'Mock Test');
    expect(sam).toMatchObject({ status: 200, body: { data: [] } });
    const lea = await testsOf(who.lea!, 'Examen blanc');
    expect(lea.body.data.map((x) => x.test_id)).toContain(9401);
  });
});

describe('OpenAPI', () => {
  it('lists the exam desk, product and report calls under their base addresses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/exam-desk/student/testLabels',
        '/api/exam-desk/student/testLabels/{labelId}/tests',
        '/api/exam-desk/tests/list_id',
        '/api/exam-desk/student/testLabels/bookmark/{userId}',
        '/api/exam-desk/student/testLabels/deleteBookmark',
        '/api/product/prod/user-product/v2/assigned-product-test-ids/{kind}',
        '/api/v1/reports/Student/{studId}',
      ]),
    );
    expect(doc.paths['/api/exam-desk/student/testLabels/{labelId}/tests'].get.tags).toEqual(['exams']);
  });
});
