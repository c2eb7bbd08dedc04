import { addDays, lastDay, monthOf, shiftMonth, type MonthRef } from '@portal/shared/events/rules';
import { eventCalendarSchema, type CalendarEvent, type EventCalendar } from '@portal/shared/events/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/dates';
import { MESSAGES } from '../../lib/http-error';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { SCHOOLS_ONLY } from './routes';

let t: TestApp;
const tokens: Record<string, string> = {};
const HOSTS: Record<string, string | undefined> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  lea: 'lumiere.localhost',
  ananya: 'vidya.localhost',
};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera', 'riya', 'sam', 'lea', 'ananya']));
});
afterAll(() => t.close());

/** This month in the institute's zone (the seed places events relative to it). */
const thisMonth = (timeZone = 'Asia/Kolkata'): MonthRef => monthOf(todayIn(timeZone, new Date()));

const getDetail = (who: string, body: Record<string, unknown>) =>
  call<EventCalendar>(t.app, 'POST', '/api/v1/holiday_manager/getDetail', {
    token: tokens[who],
    host: HOSTS[who],
    payload: body,
  });

async function calendar(who: string, body: Record<string, unknown>): Promise<EventCalendar> {
  const { status, body: envelope } = await getDetail(who, body);
  expect(status, envelope.message).toBe(200);
  return eventCalendarSchema.parse(envelope.result);
}

const aarav = (all: boolean, month = thisMonth()) => ({
  institution_id: 1,
  student_id: 1001,
  ...month,
  is_all_event_for_student: all,
  event_type: 0,
  search_date: null,
  is_yearly_view: false,
});

const events = (map: EventCalendar): CalendarEvent[] => Object.values(map).flat();
const titles = (map: EventCalendar) =>
  events(map)
    .filter((e) => e.event_type !== 3)
    .map((e) => e.title_name);
const find = (map: EventCalendar, title: string) => events(map).find((e) => e.title_name === title)!;

describe('POST /api/v1/holiday_manager/getDetail', () => {
  it("My Events: Aarav's (everyone's, Class 8's, students'), not another standard's or the teachers'", async () => {
    const mine = await calendar('aarav', aarav(false));
    expect(titles(mine)).toEqual(
      expect.arrayContaining([
        'School Foundation Day',
        'Parent-Teacher Meeting',
        'Class 8 Mathematics Olympiad',
        'Inter-house Quiz Final',
        'Annual Sports Meet',
        'Cultural Day',
      ]),
    );
    expect(titles(mine)).not.toContain('Class 10 Board Exam Orientation');
    expect(titles(mine)).not.toContain('Staff Development Workshop');

    const all = await calendar('aarav', aarav(true));
    expect(titles(all)).toEqual(
      expect.arrayContaining([
        ...titles(mine),
        'Class 10 Board Exam Orientation',
        'Staff Development Workshop',
      ]),
    );
    expect(titles(all).length).toBe(titles(mine).length + 2);
  });

  it('every field of spec section 3: categories, times, standards, audience, description, document', async () => {
    const all = await calendar('aarav', aarav(true));
    const ptm = find(all, 'Parent-Teacher Meeting');
    expect(ptm).toMatchObject({
      event_type: 2,
      holiday_type: 1,
      is_all_day_event: false,
      event_start_time: '10:00',
      event_end_time: '13:00',
      standardNamesList: [],
      userTypeList: [],
      dayOfWeekList: [],
    });
    const [, date] = ptm.event_start_Date.split(',');
    expect(all[date!]).toContainEqual(ptm);
    expect(ptm.event_date_range).toBe(`${date} ${date}`);

    expect(find(all, 'Class 8 Mathematics Olympiad')).toMatchObject({
      standardNamesList: ['Class 8'],
      userTypeList: [1],
      is_all_day_event: true,
      event_start_time: null,
    });
    expect(find(all, 'Staff Development Workshop').userTypeList).toEqual([3]);
    expect(find(all, 'School Foundation Day')).toMatchObject({ event_type: 1, holiday_type: null });
    const sports = find(all, 'Annual Sports Meet');
    expect(sports.holiday_type).toBe(2);
    expect(sports.event_start_Date).toMatch(/^Saturday,/);
    expect(sports.event_end_date).toMatch(/^Monday,/);

    const culture = find(all, 'Cultural Day');
    expect(culture.holiday_type).toBe(3);
    expect(culture.document_url).toBe('/files/institutes/greenfield/events/cultural-day-programme.pdf');
    const pdf = await t.app.inject({ method: 'GET', url: culture.document_url! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(find(all, 'Art and Craft Exhibition').document_url).toMatch(/\.svg$/);
  });

  it('weekly offs: one type-3 entry on every Sunday of the month', async () => {
    const month = thisMonth();
    const all = await calendar('aarav', aarav(true, month));
    const offs = Object.entries(all).flatMap(([date, list]) =>
      list.filter((e) => e.event_type === 3).map((e) => ({ date, e })),
    );
    const sundays = Object.keys(all).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0);
    expect(offs.map(({ date }) => date)).toEqual(sundays);
    expect(offs.length).toBeGreaterThanOrEqual(4);
    for (const { date, e } of offs) {
      expect(e).toMatchObject({ event_id: 0, title_name: 'Weekly Off', dayOfWeekList: [7] });
      expect(e.event_start_Date).toBe(`Sunday,${date}`);
    }
  });

  it('an event running into the month is keyed by its start date in the month before', async () => {
    const month = thisMonth();
    const next = await calendar('aarav', aarav(true, shiftMonth(month, 1)));
    const start = addDays(lastDay(month), -1);
    expect(next[start]?.map((e) => e.title_name)).toEqual([
      'Annual Inter-School Science and Mathematics Exhibition',
    ]);
    expect(next[start]![0]!.event_date_range).toBe(`${start} ${addDays(lastDay(month), 2)}`);
  });

  it("a parent sees the child's events: Class 8 students' for Aarav, not for Diya (Class 5)", async () => {
    const forAarav = await calendar('meera', aarav(false));
    expect(titles(forAarav)).toContain('Class 8 Mathematics Olympiad');
    expect(titles(forAarav)).not.toContain('Staff Development Workshop');
    const forDiya = await calendar('meera', { ...aarav(false), student_id: 1002 });
    expect(titles(forDiya)).not.toContain('Class 8 Mathematics Olympiad');
    expect(titles(forDiya)).toContain('Parent-Teacher Meeting');
  });

  it('Lumière and Vidya speak their own languages; Lumière is closed on Saturdays and Sundays', async () => {
    const month = thisMonth('Europe/Paris');
    const body = { institution_id: 3, student_id: 3001, ...month, is_all_event_for_student: false };
    const mine = await calendar('lea', body);
    expect(titles(mine)).toEqual(
      expect.arrayContaining(['Réunion parents-professeurs', "Sortie au musée d'Orsay"]),
    );
    expect(titles(mine)).not.toContain('Conseil des maîtres');
    expect(titles(await calendar('lea', { ...body, is_all_event_for_student: true }))).toContain(
      'Conseil des maîtres',
    );
    const off = events(mine).find((e) => e.event_type === 3);
    expect(off?.dayOfWeekList).toEqual([6, 7]);

    const vidya = await calendar('ananya', {
      institution_id: 4,
      student_id: 4001,
      ...thisMonth(),
      is_all_event_for_student: false,
    });
    expect(titles(vidya)).toEqual(expect.arrayContaining(['अभिभावक-शिक्षक बैठक', 'विज्ञान प्रदर्शनी']));
  });

  it('a month without events still answers (weekly offs only)', async () => {
    const all = await calendar('aarav', aarav(true, { year: 2001, month: 2 }));
    expect(titles(all)).toEqual([]);
    expect(Object.keys(all)).toHaveLength(4);
  });

  it('403 for a coaching institute (with a clear message), another institute or another student', async () => {
    const body = { institution_id: 2, student_id: 2001, ...thisMonth(), is_all_event_for_student: true };
    const coaching = await getDetail('riya', body);
    expect(coaching.status).toBe(403);
    expect(coaching.body).toEqual({ statusCode: 403, message: SCHOOLS_ONLY, result: null });
    expect((await getDetail('sam', body)).status).toBe(403);

    const otherInstitute = await getDetail('aarav', { ...aarav(true), institution_id: 3, student_id: 3001 });
    expect(otherInstitute.status).toBe(403);
    expect(otherInstitute.body.message).toBe(MESSAGES.notYours);
    const otherStudent = await getDetail('aarav', { ...aarav(true), student_id: 1002 });
    expect(otherStudent.status).toBe(403);
    expect(otherStudent.body).toEqual({ statusCode: 403, message: MESSAGES.notYours, result: null });
  });

  it.each([
    { month: 0 },
    { month: 13 },
    { month: '11' },
    { month: 1.5 },
    { year: 1999 },
    { year: 2101 },
    { student_id: undefined },
    { is_all_event_for_student: 'yes' },
    { event_type: 2 },
  ])('400 for %j', async (patch) => {
    const { status, body } = await getDetail('aarav', { ...aarav(true), ...patch });
    expect(status).toBe(400);
    expect(body.result).toBeNull();
    expect(body.message).not.toBe('');
  });

  it('401 without a token', async () => {
    const answer = await call(t.app, 'POST', '/api/v1/holiday_manager/getDetail', { payload: aarav(true) });
    expect(answer.status).toBe(401);
  });
});
