import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentList } from '@portal/shared/assignments/schema';
import type { EventCalendar } from '@portal/shared/events/schema';
import type { FeeSummary } from '@portal/shared/fees/schema';
import type { MeetingResult } from '@portal/shared/live-classes/schema';
import type { Test, TestLabel } from '@portal/shared/exams/schema';
import type { TimetableResult } from '@portal/shared/timetable/schema';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import {
  eventCoversDay,
  feeDaysLeft,
  homeworkDueSoon,
  isNothingToday,
  openTestStatus,
  TODAY_LINKS,
} from '@portal/shared/today/rules';
import { todayResponseSchema, type TodayResult } from '@portal/shared/today/schema';
import { zonedInstant } from '@portal/shared/time/zone';
import { timetableEntries } from '../../db/schema';
import { currentYearId } from '../../db/seed/institutes';
import { addDays, todayIn } from '../../lib/dates';
import { MESSAGES } from '../../lib/http-error';
import { createTestApp, type TestApp } from '../../test/app';
import { call, type Answer } from '../../test/requests';
import { desk, signInDesk, type Tokens } from '../exams/testing';
import { TODAY_MESSAGES } from './service';

/*
 * GET /api/v1/portal/today/{student_id}: every row is checked against the screen's own call made
 * by the same person at the same moment (the test clock is frozen), so the panel's numbers are
 * the screens' numbers. Aarav's demo data has every kind of row today (seed: fees #6 due in 5
 * days, an event today when the month has none of his, the live classes and tests of today).
 */

let t: TestApp;
let who: Record<string, Tokens>;
const GF = 1;
const AARAV = 1001;
const ZONE = 'Asia/Kolkata';
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  who = await signInDesk(t.app, ['aarav', 'meera', 'rohan', 'riya', 'sam']);
  // One instant for the panel and the screens' calls alike.
  t.clock.now = new Date();
  today = todayIn(ZONE, t.clock.now);
});
afterAll(() => t.close());

const as = <T>(person: Tokens, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call<T>(t.app, method, url, { token: person.student, host: person.host, payload });

async function todayOf(person: Tokens, studentId: number): Promise<TodayResult> {
  const answer = await as<TodayResult>(person, 'GET', `/api/v1/portal/today/${studentId}`);
  expect(answer.status, answer.body.message).toBe(200);
  return todayResponseSchema.parse(answer.body).result;
}

const ok = <T>(answer: Answer<T>): T => {
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result;
};

/** What each screen's own call says is today's, for a student seen by `person` (a parent's child's user id given). */
async function screensSay(person: Tokens, studentId: number, userId: number) {
  const timetable = ok(
    await as<TimetableResult>(
      person,
      'POST',
      '/api/v2/timeTable/v3',
      unfilteredRequest(GF, studentId, today, today, inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 1)),
    ),
  );
  const live = ok(
    await as<MeetingResult>(person, 'POST', `/api/v1/meeting_manager/getMeetingV2/${GF}`, {
      institution_id: GF,
      user_id: userId,
      page_offset: 0,
      page_size: -1,
      live_future_past: 1,
      category: 3,
    }),
  );
  const liveToday = live.upcomingLiveClasses.filter((c) => c.date === today);
  const joins = await Promise.all(
    liveToday.map(
      async (c) =>
        ok(
          await as<{ allow_start_session: boolean }>(
            person,
            'GET',
            `/api/v1/meeting_manager/session/start/${GF}/${c.session_id}`,
          ),
        ).allow_start_session,
    ),
  );
  const labels = (await desk<never>(t.app, person, 'GET', '/student/testLabels')).body as unknown as {
    data: TestLabel[];
  };
  const tests: Test[] = [];
  for (const label of labels.data) {
    const answer = await desk<never>(
      t.app,
      person,
      'GET',
      `/student/testLabels/${label.label_id}/tests?student_id=${studentId}`,
    );
    tests.push(...(answer.body as unknown as { data: Test[] }).data);
  }
  const homework = ok(
    await as<AssignmentList>(person, 'POST', '/api/v2/onlineAssignment/student/getAssignmentsDetail', {
      institute_id: GF,
      student_id: studentId,
      category_id: 255,
    }),
  );
  const fees = ok(
    await as<FeeSummary>(
      person,
      'GET',
      `/api/v1/studentWise/fee/${GF}/students/${studentId}/${currentYearId(GF)}`,
    ),
  );
  const month = { month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) };
  const calendar = ok(
    await as<EventCalendar>(person, 'POST', '/api/v1/holiday_manager/getDetail', {
      institution_id: GF,
      student_id: studentId,
      ...month,
      is_all_event_for_student: false,
      event_type: 0,
      search_date: null,
      is_yearly_view: false,
    }),
  );
  const now = t.clock.now!.getTime();
  return {
    classes: (timetable.batchTimeTableList[today] ?? [])
      .filter((e) => e.class_type === 'Class')
      .map((e) => e.entry_id),
    live: liveToday.map((c) => c.session_id),
    joins,
    tests: tests.filter((test) => openTestStatus(test, now) !== null).map((test) => test.test_id),
    homework: homework.upcoming_online_assignment_list.filter(homeworkDueSoon).map((h) => h.file_id),
    fees: fees.a_install_li
      .filter((row) => feeDaysLeft(row, today) !== null)
      .map((row) => ({ no: row.install_no, owed: row.d_amount + row.balance_fine })),
    events: Object.values(calendar)
      .flat()
      .filter((e) => eventCoversDay(e, today))
      .map((e) => e.event_id),
    /** Whether the school is closed today (a holiday or its weekly off): no classes then. */
    closed: Object.values(calendar)
      .flat()
      .some(
        (e) => (e.event_type === 1 || e.event_type === 3) && eventCoversDay({ ...e, event_type: 1 }, today),
      ),
  };
}

function expectAgrees(panel: TodayResult, screens: Awaited<ReturnType<typeof screensSay>>) {
  expect(panel.date).toBe(today);
  expect(panel.classes.map((c) => c.entry_id)).toEqual(screens.classes);
  expect(panel.live_classes.map((c) => c.session_id)).toEqual(screens.live);
  expect(panel.live_classes.map((c) => c.join_open)).toEqual(screens.joins);
  expect(panel.tests.map((c) => c.test_id).sort()).toEqual([...screens.tests].sort());
  expect(panel.homework.map((h) => h.file_id)).toEqual(screens.homework);
  expect(panel.fees.map((f) => ({ no: f.install_no, owed: f.d_amount + f.balance_fine }))).toEqual(
    screens.fees,
  );
  expect(panel.events.map((e) => e.event_id).sort()).toEqual([...screens.events].sort());
}

describe('GET /api/v1/portal/today/{student_id}', () => {
  it("gives Aarav every kind of row, each equal to its screen's own answer and linking to it", async () => {
    const panel = await todayOf(who.aarav!, AARAV);
    const screens = await screensSay(who.aarav!, AARAV, 101);
    expectAgrees(panel, screens);

    // The school has classes on open days; a holiday or Sunday has none (the timetable agrees above).
    if (!screens.closed) expect(panel.classes.length).toBeGreaterThan(0);
    // The seed's ongoing live class stays on today's date at any hour; Join is open for it.
    expect(panel.live_classes.length).toBeGreaterThan(0);
    expect(panel.live_classes.some((c) => c.state === 'live' && c.join_open)).toBe(true);
    expect(panel.live_classes.filter((c) => c.state !== 'live').every((c) => !c.join_open)).toBe(true);
    expect(panel.tests.length).toBeGreaterThan(0);
    expect(panel.homework.length).toBeGreaterThan(0);
    expect(panel.has_fees).toBe(true);
    expect(panel.fees).toEqual([
      expect.objectContaining({ install_no: 6, d_amount: 12_000, balance_fine: 0, days_left: 5 }),
    ]);
    expect(panel.events.length).toBeGreaterThan(0);

    for (const row of panel.classes) expect(row.link).toBe(TODAY_LINKS.classes());
    for (const row of panel.live_classes) expect(row.link).toBe('/live');
    for (const row of panel.tests) expect(row.link).toBe('/exam');
    for (const row of panel.homework) expect(row.link).toBe(`/assignment/${row.file_id}`);
    for (const row of panel.fees) expect(row.link).toBe('/fees');
    for (const row of panel.events) expect(row.link).toBe('/eventCalender');
  });

  it("gives a parent the chosen child's day, where Join never opens (parents do not join)", async () => {
    const mine = await todayOf(who.aarav!, AARAV);
    const parents = await todayOf(who.meera!, AARAV);
    const screens = await screensSay(who.meera!, AARAV, 101);
    expectAgrees(parents, screens);
    expect(parents.live_classes.map((c) => c.session_id)).toEqual(mine.live_classes.map((c) => c.session_id));
    expect(parents.live_classes.length).toBeGreaterThan(0);
    expect(parents.live_classes.every((c) => !c.join_open)).toBe(true);
    expect(parents.homework).toEqual(mine.homework);
    expect(parents.fees).toEqual(mine.fees);
    expect(parents.tests.map((c) => c.test_id)).toEqual(mine.tests.map((c) => c.test_id));
  });

  it('refuses another student, another institute and open users (403)', async () => {
    const other = await as(who.aarav!, 'GET', '/api/v1/portal/today/1002');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MESSAGES.notYours);
    expect((await as(who.aarav!, 'GET', '/api/v1/portal/today/2001')).status).toBe(403);
    expect((await as(who.riya!, 'GET', `/api/v1/portal/today/${AARAV}`)).status).toBe(403);
    // Rohan's child is Kabir, not Aarav.
    expect((await as(who.rohan!, 'GET', `/api/v1/portal/today/${AARAV}`)).status).toBe(403);
    const open = await as(who.sam!, 'GET', '/api/v1/portal/today/2001');
    expect(open.status).toBe(403);
    expect(open.body.message).toBe(TODAY_MESSAGES.openUser);
    expect((await call(t.app, 'GET', `/api/v1/portal/today/${AARAV}`)).status).toBe(401);
    expect((await as(who.aarav!, 'GET', '/api/v1/portal/today/abc')).status).toBe(400);
  });

  it("shows no fee rows for an institute without fees (and none of the coaching institute's events)", async () => {
    // Riya (Apex, coaching) has fees in the seed; here Apex's fees are taken away.
    const before = await todayOf(who.riya!, 2001);
    expect(before.has_fees).toBe(true);
    expect(before.events).toEqual([]);
    await t.database.db.execute(sql`delete from fee_allocations where installment_id in
      (select id from fee_installments where institute_id = 2)`);
    await t.database.db.execute(sql`delete from fee_payments where institute_id = 2`);
    await t.database.db.execute(sql`delete from fee_installments where institute_id = 2`);
    const after = await todayOf(who.riya!, 2001);
    expect(after.has_fees).toBe(false);
    expect(after.fees).toEqual([]);
  });

  it('is documented in the OpenAPI: student token, its answer and refusals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses?: object }>>;
    };
    const op = doc.paths['/api/v1/portal/today/{student_id}']?.get;
    expect(op?.tags).toEqual(['dashboard']);
    expect(op?.security).toEqual([{ studentToken: [] }]);
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403']);
  });

  it('says nothing is due for a day with nothing in it', async () => {
    // Kabir (Rohan's child, Class 6 - A) has no timetable, live classes, open tests, homework or
    // fees; his school's events for everyone may fall on today, so this copy of the data drops them.
    await t.database.db.execute(
      sql`delete from events where institute_id = ${GF} and start_date <= ${today} and end_date >= ${today}`,
    );
    const panel = await todayOf(who.rohan!, 1003);
    expect(panel).toMatchObject({
      classes: [],
      live_classes: [],
      tests: [],
      homework: [],
      fees: [],
      events: [],
    });
    expect(panel.has_fees).toBe(false);
    expect(isNothingToday(panel)).toBe(true);
    // The same day still has Aarav's rows: the panel is empty for Kabir, not broken.
    expect(isNothingToday(await todayOf(who.aarav!, AARAV))).toBe(false);
  });

  it('keeps a live class begun before midnight while it is on, with Join, as Live Classes does', async () => {
    // Aarav's ongoing class moved to 23:30 yesterday - 01:30 today (a class that runs past midnight).
    const name = 'Maths doubt-clearing session';
    const moved = await t.database.db
      .update(timetableEntries)
      .set({ date: addDays(today, -1), startTime: '23:30', endDate: today, endTime: '01:30' })
      .where(and(eq(timetableEntries.instituteId, GF), eq(timetableEntries.sessionName, name)))
      .returning({ id: timetableEntries.id });
    expect(moved).toHaveLength(1);
    const was = t.clock.now;
    try {
      t.clock.now = new Date(zonedInstant(today, '00:10', ZONE));
      const panel = await todayOf(who.aarav!, AARAV);
      expect(panel.live_classes.find((c) => c.session_name === name)).toMatchObject({
        state: 'live',
        join_open: true,
      });
      const live = ok(
        await as<MeetingResult>(who.aarav!, 'POST', `/api/v1/meeting_manager/getMeetingV2/${GF}`, {
          institution_id: GF,
          user_id: 101,
          page_offset: 0,
          page_size: -1,
          live_future_past: 1,
          category: 3,
        }),
      );
      expect(live.upcomingLiveClasses.map((c) => c.session_name)).toContain(name);
      // Once it has ended it is yesterday's: off the panel.
      t.clock.now = new Date(zonedInstant(today, '01:40', ZONE));
      expect((await todayOf(who.aarav!, AARAV)).live_classes.map((c) => c.session_name)).not.toContain(name);
    } finally {
      t.clock.now = was;
    }
  });
});
