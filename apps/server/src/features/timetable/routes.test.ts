import { eq, sql } from 'drizzle-orm';
import { timetableResponseSchema, type Holiday } from '@portal/shared/timetable/schema';
import { describe, expect, it } from 'vitest';
import { timetableEntries } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { MESSAGES } from '../../lib/http-error';
import { ASSIGN_COURSE } from './audience';
import { t, useTimetableApp, bySession, entries, month, post, today } from './testing';

useTimetableApp();

describe('POST /api/v2/timeTable/v3', () => {
  it("gives Aarav his section's classes, live classes and exams by date, with the server's time", async () => {
    const { status, body } = await month('aarav');
    expect(status).toBe(200);
    const answer = timetableResponseSchema.parse(body);
    expect(Math.abs(Date.parse(answer.time) - Date.now())).toBeLessThan(60_000);
    expect(answer.result).toMatchObject({
      view_proctur_live_recorded_session: 7,
      vimeo_video_downlodable: true,
      proctur_live_view_or_download_visibility: 'both',
    });
    const days = Object.keys(answer.result.batchTimeTableList);
    expect(days).toEqual([...days].sort());
    for (const [day, list] of Object.entries(answer.result.batchTimeTableList)) {
      expect(list.every((e) => e.date === day)).toBe(true);
      const starts = list.map((e) => e.start_time);
      expect(starts).toEqual([...starts].sort());
    }
    const list = Object.values(answer.result.batchTimeTableList).flat();
    expect(new Set(list.map((e) => e.class_type))).toEqual(new Set(['Class', 'Online Class', 'Online Exam']));
    const ongoing = bySession(list, 'Maths doubt-clearing session');
    expect(ongoing).toMatchObject({ live_meeting_with: 'Zoom', course: 'Class 8 - A', duration: 120 });
    expect(ongoing.session_id).toBe(ongoing.entry_id);
    const finished = bySession(list, 'English poetry circle');
    expect(finished.download_links).toHaveLength(2);
    expect(finished.download_links[0]!.video_url).toMatch(/recording-english-poetry\.webm$/);
    expect(finished.download_links[1]).toMatchObject({ recording_uploaded_on: 'Vimeo', video_url: null });
    const lesson = list.find((e) => e.class_type === 'Class')!;
    expect(lesson.student_attendance_percent).toBeGreaterThan(80);
    expect(lesson.student_attendance_percent).toBeLessThan(100);
    expect(list.every((e) => e.course === 'Class 8 - A')).toBe(true);
    const exam = list.find((e) => e.class_type === 'Online Exam')!;
    expect(exam).toMatchObject({ test_id: 9001, test_inst_id: 1 });
  });

  it('points at demo files that are really served: the stored recording and the teacher pictures', async () => {
    const list = await entries('aarav');
    const stored = bySession(list, 'English poetry circle').download_links[0]!.video_url!;
    const video = await t.app.inject({ method: 'GET', url: stored, headers: { host: 'localhost' } });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toMatch(/^video\/webm/);
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const photos = list
      .flatMap((e) => (e.t_photo_url ?? '').split(','))
      .filter((u) => u.startsWith('/files/'));
    expect(new Set(photos).size).toBe(2);
    for (const photo of new Set(photos)) {
      const picture = await t.app.inject({ method: 'GET', url: photo, headers: { host: 'localhost' } });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers the clock the server reads (tests move it)', async () => {
    t.clock.now = new Date('2026-11-23T06:00:00.000Z');
    const { body } = await month('aarav');
    t.clock.now = null;
    expect((body as unknown as { time: string }).time).toBe('2026-11-23T06:00:00.000Z');
  });

  it('honours the inclusion flags: an N leaves that kind out', async () => {
    const noClasses = await entries('aarav', { isCourseStructureTimeTable: 'N' });
    expect(noClasses.some((e) => e.class_type === 'Class')).toBe(false);
    expect(noClasses.some((e) => e.class_type === 'Online Class')).toBe(true);
    const onlyOffline = await entries('aarav', {
      startdate: addDays(today(), -12),
      enddate: addDays(today(), 10),
      isCourseStructureTimeTable: 'N',
      is_included_online_class: 'N',
      is_included_online_exam: 'N',
    });
    expect(onlyOffline.map((e) => e.class_type)).toEqual(['Offline Exam', 'Offline Exam']);
    const none = await entries('aarav', {
      isCourseStructureTimeTable: 'N',
      isExamIncludedInTimeTable: 'N',
      is_included_online_class: 'N',
      is_included_online_exam: 'N',
    });
    expect(none).toEqual([]);
  });

  it("gives a parent the chosen child's own timetable", async () => {
    const diya = await entries('meera', { student_id: 1002 });
    expect(diya.length).toBeGreaterThan(10);
    expect(diya.every((e) => e.course === 'Class 5 - B')).toBe(true);
    const aarav = await entries('meera', { student_id: 1001 });
    expect(aarav.every((e) => e.course === 'Class 8 - A')).toBe(true);
  });

  it("gives an open user their products' classes and exams with product names, not others'", async () => {
    const list = await entries('sam', { institute_id: 2, student_id: undefined, user_id: 202 });
    expect(new Set(list.map((e) => e.product_name))).toEqual(
      new Set(['JEE Crash Course 2027', 'NEET Mock Test Series']),
    );
    expect(list.every((e) => e.course === null && e.batch_id === null)).toBe(true);
  });

  it("gives Vidya's student live classes with Hindi subjects", async () => {
    const list = await entries('ananya', { institute_id: 4, student_id: 4001 });
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((e) => e.subject_name === 'गणित' && e.class_type === 'Online Class')).toBe(true);
  });

  it.each([
    ['another student', 'aarav', { student_id: 1002 }],
    ['another institute', 'aarav', { institute_id: 2 }],
    ['a user_id of a student', 'aarav', { student_id: undefined, user_id: 101 }],
    ["another open user's id", 'sam', { institute_id: 2, student_id: undefined, user_id: 201 }],
    ['a student id from an open user', 'sam', { institute_id: 2, student_id: 2001 }],
    ['a Greenfield student from Apex', 'riya', { institute_id: 2, student_id: 1001 }],
  ])('refuses %s with 403', async (_name, who, over) => {
    const { status, body } = await month(who, over);
    expect(status).toBe(403);
    expect(body).toMatchObject({ statusCode: 403, message: MESSAGES.notYours, result: null });
  });

  it.each([
    ['63 days', { startdate: '2026-01-01', enddate: '2026-03-04' }],
    ['an end before the start', { startdate: '2026-03-02', enddate: '2026-03-01' }],
    ['a date that does not exist', { startdate: '2026-02-30', enddate: '2026-03-03' }],
    ['a malformed date', { startdate: '2026-2-3', enddate: '2026-03-03' }],
    ['a bad flag', { isCourseStructureTimeTable: 'yes' }],
    ['both student_id and user_id', { user_id: 101 }],
  ])('answers 400 for %s', async (_name, over) => {
    const { status, body } = await month('aarav', over);
    expect(status).toBe(400);
    expect(body.result).toBeNull();
  });

  it('accepts exactly 62 days', async () => {
    const { status } = await month('aarav', { startdate: '2026-01-01', enddate: '2026-03-03' });
    expect(status).toBe(200);
  });

  it("answers 'Please assign course!' for a student without a batch", async () => {
    const { status, body } = await month('zara', { student_id: 1010 });
    expect(status).toBe(400);
    expect(body.message).toBe(ASSIGN_COURSE);
  });

  it('reads a month through an index, never a scan of the table', async () => {
    const db = t.database.db;
    await db.execute(sql`analyze timetable_entries`);
    const [batch] = await db
      .select({ id: timetableEntries.batchId })
      .from(timetableEntries)
      .where(eq(timetableEntries.sessionName, 'Maths doubt-clearing session'));
    const plan = await db.execute(sql`explain select * from timetable_entries
      where institute_id = 1 and batch_id in (${batch!.id}) and date between ${today()} and ${addDays(today(), 30)}
        and kind in ('class', 'live', 'online_exam', 'offline_exam') order by date, start_time`);
    const text = (plan as unknown as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(text).toMatch(/Index|Bitmap/);
    expect(text).not.toMatch(/Seq Scan on timetable_entries/);
  });
});

describe('POST /api/v2/timeTable/year-count', () => {
  const yearBody = (over: Record<string, unknown> = {}) => ({
    year: Number(today().slice(0, 4)),
    institute_id: 1,
    student_id: 1001,
    ...over,
  });

  it('counts every month of the year, each month present', async () => {
    const { status, body } = await post<Record<string, number>>(
      'aarav',
      '/api/v2/timeTable/year-count',
      yearBody(),
    );
    expect(status).toBe(200);
    expect(Object.keys(body.result).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    const month = Number(today().slice(5, 7));
    expect(body.result[String(month)]).toBeGreaterThan(100);
  });

  it('honours the flags, and an open user gets only online kinds by default', async () => {
    const { body: none } = await post<Record<string, number>>(
      'aarav',
      '/api/v2/timeTable/year-count',
      yearBody({
        isCourseStructureTimeTable: 'N',
        isExamIncludedInTimeTable: 'N',
        is_included_online_class: 'N',
        is_included_online_exam: 'N',
      }),
    );
    expect(Object.values(none.result).every((n) => n === 0)).toBe(true);
    const { status, body } = await post<Record<string, number>>(
      'sam',
      '/api/v2/timeTable/year-count',
      yearBody({ institute_id: 2, student_id: undefined, user_id: 202 }),
    );
    expect(status).toBe(200);
    expect(Object.values(body.result).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
  });

  it('refuses foreign ids with 403', async () => {
    for (const over of [{ student_id: 1002 }, { institute_id: 2 }]) {
      const { status } = await post('aarav', '/api/v2/timeTable/year-count', yearBody(over));
      expect(status).toBe(403);
    }
  });
});

describe('POST /api/v1/holiday_manager/event_for_timetable', () => {
  const holidayBody = (over: Record<string, unknown> = {}) => ({
    institution_id: 1,
    year: Number(today().slice(0, 4)),
    student_id: 1001,
    event_start_Date: `${today().slice(0, 7)}-01`,
    event_end_date: `${today().slice(0, 7)}-28`,
    ...over,
  });

  it("lists the school's holidays of the range", async () => {
    const { status, body } = await post<Holiday[]>(
      'aarav',
      '/api/v1/holiday_manager/event_for_timetable',
      holidayBody(),
    );
    expect(status).toBe(200);
    expect(body.result).toContainEqual({
      holiday_start_date: `${today().slice(0, 7)}-03`,
      holiday_end_date: `${today().slice(0, 7)}-03`,
      holiday_name: 'School Foundation Day',
    });
  });

  it('no class is scheduled on a holiday', async () => {
    const list = await entries('aarav', {
      startdate: `${today().slice(0, 7)}-01`,
      enddate: `${today().slice(0, 7)}-28`,
    });
    expect(list.some((e) => e.class_type === 'Class' && e.date === `${today().slice(0, 7)}-03`)).toBe(false);
  });

  it('is empty for a coaching institute', async () => {
    const { status, body } = await post<Holiday[]>(
      'riya',
      '/api/v1/holiday_manager/event_for_timetable',
      holidayBody({ institution_id: 2, student_id: 2001 }),
    );
    expect(status).toBe(200);
    expect(body.result).toEqual([]);
  });

  it('refuses foreign ids (403) and bad ranges (400)', async () => {
    const url = '/api/v1/holiday_manager/event_for_timetable';
    expect((await post('aarav', url, holidayBody({ student_id: 1002 }))).status).toBe(403);
    expect((await post('aarav', url, holidayBody({ institution_id: 2 }))).status).toBe(403);
    expect((await post('aarav', url, holidayBody({ event_start_Date: '2026-13-01' }))).status).toBe(400);
    expect((await post('aarav', url, holidayBody({ event_end_date: '2025-01-01' }))).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('lists every timetable call under the timetable tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const tagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('timetable'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual(
      [
        'POST /api/v2/timeTable/v3',
        'POST /api/v1/holiday_manager/event_for_timetable',
        'POST /api/v2/timeTable/year-count',
        'POST /api/v1/reports/Student/attendance/{student_id}/{batch_id}',
        'GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id}',
        'POST /api/v1/timetable/feed',
        'GET /api/v1/timetable/feed/{file}',
      ].sort(),
    );
  });
});
