import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineExam, OfflineReport } from '@portal/shared/reports/schema';
import { wallClock } from '@portal/shared/time/zone';
import {
  batches,
  courses,
  institutes,
  offlineExamMarks,
  offlineExamSittings,
  studentBatches,
  timetableEntries,
} from '../../db/schema';
import { addDays } from '../../lib/dates';
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

async function reportOf(token: string, studId: number, host?: string): Promise<OfflineReport> {
  const answer = await report(token, studId, host);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result;
}

const groupNamed = (r: OfflineReport, name: string) => {
  const group = r.pastCourseExamSchdJson.find((g) => g.course_Name === name);
  expect(group, name).toBeDefined();
  return group!;
};

const startOf = (e: OfflineExam) => `${e.exam_date} ${e.start_time}`;

/** RANK() by hand: 1 + how many counted students did better. */
const rankAmong = (values: number[], mine: number) => 1 + values.filter((v) => v > mine).length;

/** Everyone's counted marks of one exam (present, marked), read straight from the tables. */
async function everyone(entryId: number) {
  const db = t.database.db;
  const marks = await db.select().from(offlineExamMarks).where(eq(offlineExamMarks.entryId, entryId));
  const absent = new Set(
    (await db.select().from(offlineExamSittings).where(eq(offlineExamSittings.entryId, entryId)))
      .filter((s) => !s.present)
      .map((s) => s.studentId),
  );
  const counted = marks.filter((m) => m.marksObtained !== null && !absent.has(m.studentId));
  const totals = new Map<number, number>();
  for (const m of counted) totals.set(m.studentId, (totals.get(m.studentId) ?? 0) + m.marksObtained!);
  return { counted, totals };
}

describe('GET /api/v1/reports/Student/{studId}: Greenfield (ranks shown)', () => {
  it('groups by standard and section: past exams newest first and ended, upcoming soonest first without marks', async () => {
    const r = await reportOf(tokens.aarav!, 1001);
    expect(r.show_exam_rank).toBe(true);
    const now = wallClock('Asia/Kolkata', Date.now());
    const group = groupNamed(r, 'Class 8 - A');
    const past = group.pastCourseExamList;
    expect(past.length).toBeGreaterThanOrEqual(12);
    expect(past.map(startOf)).toEqual(past.map(startOf).sort().reverse());
    for (const exam of past) {
      expect(`${exam.exam_date} ${exam.end_time}` < `${now.date} ${now.time.slice(0, 5)}`).toBe(true);
      expect(exam.course_Name).toBe('Class 8 - A');
      expect(exam.start_time).toMatch(/^\d{2}:\d{2}$/);
    }
    const future = group.futureCourseExamList;
    expect(future).toHaveLength(2);
    expect(future.map(startOf)).toEqual(future.map(startOf).sort());
    expect(future[0]!.exam_date > now.date).toBe(true);
    for (const exam of future) {
      expect(exam).toMatchObject({
        attendance_status: '',
        isAbsent: false,
        courseLevelMarksObtain: null,
        courseLevelRank: null,
        subjectWiseExamSchdList: [],
      });
    }
  });

  it('gives marks, attendance and ranks that match everyone’s marks (RANK over the subject and over the totals)', async () => {
    const r = await reportOf(tokens.aarav!, 1001);
    const marked = groupNamed(r, 'Class 8 - A').pastCourseExamList.filter(
      (e) => e.courseLevelMarksObtain !== null,
    );
    expect(marked.length).toBeGreaterThanOrEqual(10);
    for (const exam of marked) {
      expect(exam.attendance_status).toBe('P');
      const { counted, totals } = await everyone(exam.exam_id);
      const subjects = exam.subjectWiseExamSchdList;
      expect(subjects.length).toBeGreaterThan(0);
      for (const s of subjects) {
        const theirs = counted.filter((m) => m.subject === s.subject_name).map((m) => m.marksObtained!);
        const mine = counted.find((m) => m.subject === s.subject_name && m.studentId === 1001)!;
        expect(s.marks_obtained).toBe(mine.marksObtained);
        expect(s.total_marks).toBe(mine.totalMarks);
        expect(s.rank, `${exam.examDesc} ${s.subject_name}`).toBe(rankAmong(theirs, mine.marksObtained!));
      }
      expect(exam.courseLevelMarksObtain).toBe(subjects.reduce((sum, s) => sum + s.marks_obtained!, 0));
      expect(exam.courseLevelTotalMarks).toBe(subjects.reduce((sum, s) => sum + s.total_marks, 0));
      expect(exam.courseLevelRank).toBe(rankAmong([...totals.values()], totals.get(1001)!));
    }
    // The five-subject periodic test lists its subjects in paper order.
    const periodic = marked.find((e) => e.examDesc === 'Periodic Test 1 (Term 1)')!;
    expect(periodic.subjectWiseExamSchdList.map((s) => s.subject_name)).toEqual([
      'Mathematics',
      'Science',
      'English',
      'Hindi',
      'Social Science',
    ]);
  });

  it('shares a rank on equal marks (Aarav and his Term 1 twin)', async () => {
    const r = await reportOf(tokens.aarav!, 1001);
    const periodic = groupNamed(r, 'Class 8 - A').pastCourseExamList.find(
      (e) => e.examDesc === 'Periodic Test 1 (Term 1)',
    )!;
    const { totals } = await everyone(periodic.exam_id);
    const equal = [...totals.entries()].filter(([id, v]) => id !== 1001 && v === totals.get(1001));
    expect(equal.length).toBeGreaterThanOrEqual(1);
    // Tied students share the rank: nobody between them, and the next one down skips.
    const better = [...totals.values()].filter((v) => v > totals.get(1001)!).length;
    expect(periodic.courseLevelRank).toBe(better + 1);
  });

  it('an absent exam has attendance A and no marks or ranks; an unmarked one is present with null marks', async () => {
    const past = groupNamed(await reportOf(tokens.aarav!, 1001), 'Class 8 - A').pastCourseExamList;
    const absent = past.filter((e) => e.isAbsent);
    expect(absent).toHaveLength(1);
    expect(absent[0]).toMatchObject({
      attendance_status: 'A',
      subject_name: 'Hindi',
      courseLevelMarksObtain: null,
      courseLevelRank: null,
      courseLevelTotalMarks: 80,
      subjectWiseExamSchdList: [{ subject_name: 'Hindi', marks_obtained: null, total_marks: 80, rank: null }],
    });
    const unmarked = past.find((e) => e.examDesc === 'Periodic Test 2 in the exam hall')!;
    expect(unmarked).toMatchObject({
      attendance_status: 'P',
      isAbsent: false,
      courseLevelMarksObtain: null,
      courseLevelRank: null,
      courseLevelTotalMarks: 40,
      subjectWiseExamSchdList: [
        { subject_name: 'Mathematics', marks_obtained: null, total_marks: 40, rank: null },
      ],
    });
  });

  it("a parent reads their child's; anyone else's student id is 403; the exam desk token is refused", async () => {
    expect(await reportOf(tokens.meera!, 1001)).toEqual(await reportOf(tokens.aarav!, 1001));
    const diya = await reportOf(tokens.meera!, 1002);
    expect(diya.pastCourseExamSchdJson.map((g) => g.course_Name)).toEqual(['Class 5 - B']);
    const five = diya.pastCourseExamSchdJson[0]!;
    expect(five.pastCourseExamList.length).toBeGreaterThanOrEqual(2);
    expect(five.pastCourseExamList.every((e) => e.courseLevelRank !== null)).toBe(true);
    expect(five.futureCourseExamList.length).toBeGreaterThanOrEqual(1);

    expect((await report(tokens.aarav!, 1002)).status).toBe(403);
    expect((await report(tokens.riya!, 1001, 'apex.localhost')).status).toBe(403);
    expect((await report(tokens.aaravDesk!, 1001)).status).toBe(403);
    expect((await report(tokens.aarav!, 0)).status).toBe(400);
    expect((await report(tokens.aarav!, 'x' as unknown as number)).status).toBe(400);
  });
});

describe('GET /api/v1/reports/Student/{studId}: Apex (ranks hidden)', () => {
  it('gives Riya her marks, topics and descriptions, and no rank anywhere', async () => {
    const r = await reportOf(tokens.riya!, 2001, 'apex.localhost');
    expect(r.show_exam_rank).toBe(false);
    const group = groupNamed(r, 'JEE Advanced 2027 - Morning Batch A');
    const marked = group.pastCourseExamList.filter((e) => e.courseLevelMarksObtain !== null);
    expect(marked.length).toBeGreaterThanOrEqual(2);
    for (const exam of group.pastCourseExamList) {
      expect(exam.courseLevelRank).toBeNull();
      expect(exam.subjectWiseExamSchdList.every((s) => s.rank === null)).toBe(true);
    }
    expect(marked.every((e) => e.topic_name && e.examDesc)).toBe(true);
    expect(marked[0]!.subjectWiseExamSchdList.every((s) => s.marks_obtained !== null)).toBe(true);
    expect(group.futureCourseExamList.length).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/v1/reports/Student/{studId}: a hand-built class', () => {
  let groupName: string;
  let marked: number;
  let unmarked: number;

  beforeAll(async () => {
    const db = t.database.db;
    const [course] = await db
      .insert(courses)
      .values({ instituteId: 1, name: 'Olympiad Club' })
      .returning({ id: courses.id });
    const [batch] = await db
      .insert(batches)
      .values({ instituteId: 1, courseId: course!.id, name: 'Saturday' })
      .returning({ id: batches.id });
    groupName = 'Olympiad Club - Saturday';
    // Aarav and four of his classmates (1101-1104).
    const members = [1001, 1101, 1102, 1103, 1104];
    await db
      .insert(studentBatches)
      .values(members.map((studentId) => ({ instituteId: 1, studentId, batchId: batch!.id })));
    const yesterday = addDays(wallClock('Asia/Kolkata', Date.now()).date, -1);
    const entry = (date: string, subject: string) => ({
      instituteId: 1,
      academicYearId: 12,
      kind: 'offline_exam' as const,
      batchId: batch!.id,
      date,
      endDate: date,
      startTime: '09:00',
      endTime: '11:00',
      subject,
    });
    const rows = await db
      .insert(timetableEntries)
      .values([
        entry(yesterday, 'Mathematics, Science'),
        entry(addDays(yesterday, -1), 'Mathematics'),
        entry(addDays(yesterday, 5), 'Science'),
      ])
      .returning({ id: timetableEntries.id });
    [marked, unmarked] = [rows[0]!.id, rows[1]!.id];
    // Maths /50, Science /50. 1103 is absent: their (stray) marks must not count.
    const sheet: Array<[number, number, number | null]> = [
      [1001, 40, 30], // total 70
      [1101, 45, 25], // total 70: ties Aarav's total
      [1102, 40, 35], // total 75: ties Aarav's maths
      [1103, 50, 50], // absent
      [1104, 20, null], // science not marked: total 20
    ];
    await db.insert(offlineExamSittings).values(
      members.map((studentId) => ({
        entryId: marked,
        instituteId: 1,
        studentId,
        present: studentId !== 1103,
      })),
    );
    await db.insert(offlineExamMarks).values(
      sheet.flatMap(([studentId, maths, science]) => [
        {
          entryId: marked,
          instituteId: 1,
          studentId,
          subject: 'Mathematics',
          position: 1,
          marksObtained: maths,
          totalMarks: 50,
        },
        {
          entryId: marked,
          instituteId: 1,
          studentId,
          subject: 'Science',
          position: 2,
          marksObtained: science,
          totalMarks: 50,
        },
      ]),
    );
    await db.insert(offlineExamMarks).values(
      members.map((studentId) => ({
        entryId: unmarked,
        instituteId: 1,
        studentId,
        subject: 'Mathematics',
        marksObtained: null,
        totalMarks: 25,
      })),
    );
  });

  it('ranks by hand: maths 45, 40, 40, 20 gives Aarav 2; science 35, 30, 25 gives 2; totals 75, 70, 70, 20 give 2', async () => {
    const group = groupNamed(await reportOf(tokens.aarav!, 1001), groupName);
    expect(group.futureCourseExamList.map((e) => e.subject_name)).toEqual(['Science']);
    const [latest, earlier] = group.pastCourseExamList;
    expect(latest).toMatchObject({
      exam_id: marked,
      attendance_status: 'P',
      isAbsent: false,
      courseLevelMarksObtain: 70,
      courseLevelTotalMarks: 100,
      courseLevelRank: 2,
      subjectWiseExamSchdList: [
        { subject_name: 'Mathematics', marks_obtained: 40, total_marks: 50, rank: 2 },
        { subject_name: 'Science', marks_obtained: 30, total_marks: 50, rank: 2 },
      ],
    });
    // No sitting recorded: attendance not marked; no marks entered: nulls.
    expect(earlier).toMatchObject({
      exam_id: unmarked,
      attendance_status: '',
      courseLevelMarksObtain: null,
      courseLevelTotalMarks: 25,
      courseLevelRank: null,
      subjectWiseExamSchdList: [
        { subject_name: 'Mathematics', marks_obtained: null, total_marks: 25, rank: null },
      ],
    });
  });

  it('ranks the absent student nowhere, even with marks on file', async () => {
    // Marking 1103 present puts their 50 + 50 first: Aarav drops one place in each ranking.
    const db = t.database.db;
    await db
      .update(offlineExamSittings)
      .set({ present: true })
      .where(eq(offlineExamSittings.studentId, 1103));
    const latest = groupNamed(await reportOf(tokens.aarav!, 1001), groupName).pastCourseExamList[0]!;
    expect(latest.subjectWiseExamSchdList.map((s) => s.rank)).toEqual([3, 3]);
    expect(latest.courseLevelRank).toBe(3);
    await db
      .update(offlineExamSittings)
      .set({ present: false })
      .where(eq(offlineExamSittings.studentId, 1103));
  });

  it('hides every rank, keeping the marks, when the institute turns show_exam_rank off', async () => {
    const db = t.database.db;
    await db.update(institutes).set({ showExamRank: false }).where(eq(institutes.id, 1));
    try {
      const r = await reportOf(tokens.aarav!, 1001);
      expect(r.show_exam_rank).toBe(false);
      const latest = groupNamed(r, groupName).pastCourseExamList[0]!;
      expect(latest.courseLevelMarksObtain).toBe(70);
      expect(latest.courseLevelRank).toBeNull();
      expect(latest.subjectWiseExamSchdList.map((s) => [s.marks_obtained, s.rank])).toEqual([
        [40, null],
        [30, null],
      ]);
      for (const group of r.pastCourseExamSchdJson)
        for (const exam of group.pastCourseExamList) {
          expect(exam.courseLevelRank).toBeNull();
          expect(exam.subjectWiseExamSchdList.every((s) => s.rank === null)).toBe(true);
        }
    } finally {
      await db.update(institutes).set({ showExamRank: true }).where(eq(institutes.id, 1));
    }
  });
});
