import { type AttendanceRecord } from '@portal/shared/timetable/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTimetableApp, entries, post, today } from './testing';

useTimetableApp();

describe('POST /api/v1/reports/Student/attendance/{student_id}/{batch_id}', () => {
  let eightA = 0;
  let fiveB = 0;
  beforeAll(async () => {
    eightA = (await entries('aarav'))[0]!.batch_id!;
    fiveB = (await entries('meera', { student_id: 1002 }))[0]!.batch_id!;
  });
  const body = (studentId: number, batchId: number, over: Record<string, unknown> = {}) => ({
    batch_id: batchId,
    standard_id: '-1',
    subject_id: '-1',
    teacher_id: '-1',
    type: 1,
    startdate: '',
    enddate: '',
    institute_id: 1,
    student_id: studentId,
    ...over,
  });
  const attendance = (who: string, studentId: number, batchId: number, over: Record<string, unknown> = {}) =>
    post<AttendanceRecord[]>(
      who,
      `/api/v1/reports/Student/attendance/${studentId}/${batchId}`,
      body(studentId, batchId, over),
    );

  it("lists Aarav's marks newest first, with a few absences, homework and remarks", async () => {
    const { status, body: answer } = await attendance('aarav', 1001, eightA);
    expect(status).toBe(200);
    const records = answer.result;
    expect(records.length).toBeGreaterThan(100);
    const keys = records.map((r) => `${r.date} ${r.start_time}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(records.every((r) => r.date <= today())).toBe(true);
    const absent = records.filter((r) => r.status === 'A');
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.length).toBeLessThan(records.length / 20);
    expect(records.some((r) => r.homework_assigned && r.home_work_status)).toBe(true);
    expect(records.some((r) => r.remark)).toBe(true);
    expect(new Set(records.map((r) => r.custom_class_type))).toEqual(new Set(['Class', 'Online Class']));
  });

  it("gives a coaching student their marks at the batch's live classes", async () => {
    const batch = (await entries('riya', { institute_id: 2, student_id: 2001 }))[0]!.batch_id!;
    const { status, body: answer } = await post<AttendanceRecord[]>(
      'riya',
      `/api/v1/reports/Student/attendance/2001/${batch}`,
      body(2001, batch, { institute_id: 2 }),
    );
    expect(status).toBe(200);
    expect(answer.result.length).toBeGreaterThanOrEqual(10);
    expect(answer.result.every((r) => r.custom_class_type === 'Online Class')).toBe(true);
  });

  it("gives a parent the chosen child's marks", async () => {
    const { status, body: answer } = await attendance('meera', 1002, fiveB);
    expect(status).toBe(200);
    expect(answer.result.length).toBeGreaterThan(10);
  });

  it("refuses another student's or another batch's ids with 403", async () => {
    expect((await attendance('aarav', 1002, fiveB)).status).toBe(403);
    expect((await attendance('aarav', 1001, fiveB)).status).toBe(403);
    expect((await attendance('aarav', 1001, eightA, { institute_id: 2 })).status).toBe(403);
    expect((await attendance('meera', 1002, eightA)).status).toBe(403);
  });

  it('answers 400 when the address and the body disagree', async () => {
    expect((await attendance('aarav', 1001, eightA, { student_id: 1002 })).status).toBe(400);
    expect((await attendance('aarav', 1001, eightA, { batch_id: fiveB })).status).toBe(400);
  });
});
