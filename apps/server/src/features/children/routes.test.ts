import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedStudentsResponseSchema, switchStudentResponseSchema } from '@portal/shared/children/schema';
import { parentStudents } from '../../db/schema';
import { MESSAGES } from '../../lib/http-error';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';

const LIST = '/api/v1/portal/session/students';
const SWITCH = '/api/v1/portal/session/student';
const AARAV = 1001;
const DIYA = 1002;
/** A call naming the student (the profile of that student), to see whom the session acts for. */
const profileOf = (studentId: number) => `/api/v1/students/get-student-detail/1/${studentId}`;

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t.app, ['aarav', 'meera', 'rohan']);
}, 120_000);
afterAll(() => t.close());

const list = async (token: string) => {
  const answer = await call(t.app, 'GET', LIST, { token });
  expect(answer.status, answer.body.message).toBe(200);
  return linkedStudentsResponseSchema.parse(answer.body).result;
};
const switchTo = (token: string, studentId: number) =>
  call(t.app, 'PUT', SWITCH, { token, payload: { student_id: studentId } });

describe('the child switcher (issue 15)', () => {
  it("lists a parent's children with their details; a student sees only themself", async () => {
    const meera = await list(tokens.meera!);
    expect(meera.active_student_id).toBeNull();
    expect(meera.students.map((s) => [s.student_id, s.student_name])).toEqual([
      [AARAV, 'Aarav Sharma'],
      [DIYA, 'Diya Sharma'],
    ]);
    const aarav = await list(tokens.aarav!);
    expect(aarav).toMatchObject({ active_student_id: AARAV, students: [{ student_id: AARAV }] });
  });

  it('re-scopes the same session: after switching, only the chosen child is answered', async () => {
    const token = (await signInAll(t.app, ['meera'])).meera!;
    // Before a choice the session acts for both children.
    expect((await call(t.app, 'GET', profileOf(AARAV), { token })).status).toBe(200);
    expect((await call(t.app, 'GET', profileOf(DIYA), { token })).status).toBe(200);

    const toDiya = await switchTo(token, DIYA);
    expect(toDiya.status, toDiya.body.message).toBe(200);
    expect(switchStudentResponseSchema.parse(toDiya.body).result).toMatchObject({
      student_id: DIYA,
      student_name: 'Diya Sharma',
    });
    expect((await list(token)).active_student_id).toBe(DIYA);
    expect((await call(t.app, 'GET', profileOf(DIYA), { token })).status).toBe(200);
    const aarav = await call(t.app, 'GET', profileOf(AARAV), { token });
    expect(aarav.status).toBe(403);
    expect(aarav.body.message).toBe(MESSAGES.notYours);

    // And back, with the same token: no new sign-in.
    expect((await switchTo(token, AARAV)).status).toBe(200);
    expect((await call(t.app, 'GET', profileOf(AARAV), { token })).status).toBe(200);
    expect((await call(t.app, 'GET', profileOf(DIYA), { token })).status).toBe(403);
    // Another session of the same parent is not affected.
    expect((await list(tokens.meera!)).active_student_id).toBeNull();
  });

  it("refuses a student, another family's child, another institute's student and a bad body", async () => {
    expect((await switchTo(tokens.aarav!, AARAV)).status).toBe(403);
    expect((await switchTo(tokens.aarav!, DIYA)).status).toBe(403);
    expect((await switchTo(tokens.rohan!, AARAV)).status).toBe(403);
    expect((await switchTo(tokens.meera!, 1003)).status).toBe(403);
    expect((await switchTo(tokens.meera!, 2001)).status).toBe(403);
    const bad = await call(t.app, 'PUT', SWITCH, { token: tokens.meera!, payload: { student_id: 'x' } });
    expect(bad.status).toBe(400);
    expect((await list(tokens.meera!)).active_student_id).toBeNull();
  });

  it('checks the link again: a child unlinked since sign-in can no longer be chosen', async () => {
    const token = (await signInAll(t.app, ['meera'])).meera!;
    await t.database.db
      .delete(parentStudents)
      .where(and(eq(parentStudents.parentUserId, 103), eq(parentStudents.studentId, DIYA)));
    try {
      expect((await list(token)).students.map((s) => s.student_id)).toEqual([AARAV]);
      expect((await switchTo(token, DIYA)).status).toBe(403);
      expect((await switchTo(token, AARAV)).status).toBe(200);
    } finally {
      await t.database.db.insert(parentStudents).values({ parentUserId: 103, studentId: DIYA });
    }
  });
});
