import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineReport } from '@portal/shared/reports/schema';
import { wallClock } from '@portal/shared/time/zone';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signIn } from '../../test/requests';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const [aarav, meera, riya] = await Promise.all([
    signIn(t.app, { user_name: 'aarav@greenfield.test' }),
    signIn(t.app, { user_name: '9000000002' }),
    signIn(t.app, { user_name: 'riya@apex.test' }, { host: 'apex.localhost' }),
  ]);
  tokens = {
    aarav: aarav.student_auth,
    aaravDesk: aarav.examdesk_auth_token!,
    meera: meera.student_auth,
    riya: riya.student_auth,
  };
});
afterAll(() => t.close());

const report = (token: string, studId: number, host?: string) =>
  call<OfflineReport>(t.app, 'GET', `/api/v1/reports/Student/${studId}`, { token, host });

describe('GET /api/v1/reports/Student/{studId}', () => {
  it("lists the student's past offline exams by standard and section, newest first", async () => {
    const answer = await report(tokens.aarav!, 1001);
    expect(answer.status).toBe(200);
    const { pastCourseExamSchdJson: groups, show_exam_rank } = answer.body.result;
    expect(show_exam_rank).toBe(false);
    expect(groups.length).toBeGreaterThan(0);
    const today = wallClock('Asia/Kolkata', Date.now());
    for (const group of groups) {
      expect(group.course_Name).toMatch(/ - /);
      const dates = group.pastCourseExamList.map((e) => e.exam_date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const exam of group.pastCourseExamList) {
        expect(exam.exam_date <= today.date).toBe(true);
        expect(exam.start_time).toMatch(/^\d{2}:\d{2}$/);
        expect(exam.course_Name).toBe(group.course_Name);
      }
    }
    expect(groups.map((g) => g.course_Name)).toContain('Class 8 - A');
  });

  it("a parent reads their child's; anyone else's student id is 403; the exam desk token is refused", async () => {
    const meera = await report(tokens.meera!, 1001);
    expect(meera.status).toBe(200);
    expect(meera.body.result).toEqual((await report(tokens.aarav!, 1001)).body.result);
    expect((await report(tokens.aarav!, 1002)).status).toBe(403);
    expect((await report(tokens.riya!, 1001, 'apex.localhost')).status).toBe(403);
    expect((await report(tokens.aaravDesk!, 1001)).status).toBe(403);
    expect((await report(tokens.aarav!, 0)).status).toBe(400);
  });
});
