import { and, eq } from 'drizzle-orm';
import { dayWindow, PAST_START_AFTER_TODAY } from '@portal/shared/live-classes/rules';
import {
  meetingResponseSchema,
  recordingPlaybackResponseSchema,
  type LiveClass,
} from '@portal/shared/live-classes/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@portal/shared/time/zone';
import { institutes, timetableEntries } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { call, cookieHeader, signInAll, type DemoName } from '../../test/requests';
import { DOWNLOAD_NOT_ALLOWED, NO_DOWNLOAD_LINK } from './recording-download';
import { BOTH_DATES, INVALID_DATE, TOO_LONG } from './service';

let t: TestApp;
let tokens: Record<string, string> = {};
const HOSTS: Partial<Record<DemoName, string>> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  ananya: 'vidya.localhost',
  jonas: 'lernwerk.localhost',
};
/** Each demo person's own user id. */
const USER: Partial<Record<DemoName, number>> = {
  aarav: 101,
  diya: 102,
  riya: 201,
  sam: 202,
  ananya: 401,
  jonas: 501,
};
const INSTITUTE: Partial<Record<DemoName, number>> = { riya: 2, sam: 2, ananya: 4, jonas: 5 };
const ZONE = 'Asia/Kolkata';
const today = () => todayIn(ZONE, new Date());
const dmy = (iso: string) => iso.split('-').reverse().join('-');

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t.app, ['aarav', 'diya', 'meera', 'riya', 'sam', 'ananya', 'jonas']);
});
afterAll(() => t.close());

function meetings(who: DemoName, over: Record<string, unknown> = {}, instituteId = INSTITUTE[who] ?? 1) {
  return call<unknown>(t.app, 'POST', `/api/v1/meeting_manager/getMeetingV2/${instituteId}`, {
    token: tokens[who],
    host: HOSTS[who],
    payload: {
      institution_id: instituteId,
      user_id: USER[who],
      page_offset: 0,
      page_size: -1,
      live_future_past: 1,
      category: 3,
      from_date: null,
      to_date: null,
      ...over,
    },
  });
}

async function list(who: DemoName, over: Record<string, unknown> = {}) {
  const { status, body } = await meetings(who, over);
  expect(status, body.message).toBe(200);
  return meetingResponseSchema.parse(body);
}

const named = (classes: LiveClass[], name: string) => classes.find((c) => c.session_name === name);
const names = (classes: LiveClass[]) => classes.map((c) => c.session_name);

function download(
  who: DemoName | 'meera',
  downloadId: number,
  query = '',
  headers: Record<string, string> = {},
) {
  const instituteId = INSTITUTE[who as DemoName] ?? 1;
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/meeting_manager/recording/download/${instituteId}/${downloadId}${query}`,
    headers: {
      host: HOSTS[who as DemoName] ?? 'localhost',
      source: 'WEB',
      authorization: tokens[who]!,
      ...headers,
    },
  });
}

describe('POST /api/v1/meeting_manager/getMeetingV2/{institute_id}', () => {
  it("today's and the next 7 days' classes of Aarav's section, by start, with recordings, flags and the server's time", async () => {
    const answer = await list('aarav');
    expect(Math.abs(Date.parse(answer.time) - Date.now())).toBeLessThan(60_000);
    expect(answer.result).toMatchObject({
      pastLiveClasses: [],
      view_proctur_live_recorded_session: 7,
      vimeo_video_downlodable: true,
      proctur_live_view_or_download_visibility: 'both',
    });
    const classes = answer.result.upcomingLiveClasses;
    for (const name of [
      'Maths doubt-clearing session',
      'English poetry circle',
      'Maths practice: linear equations',
      'Computer Science lab: build your first web page together',
    ])
      expect(names(classes)).toContain(name);
    // Nine days ahead, another section's, and past days' classes are not listed.
    expect(names(classes)).not.toContain('Hindi recitation rehearsal');
    expect(names(classes)).not.toContain('Class 8 B maths');
    expect(names(classes)).not.toContain('Science revision: light and sound');
    expect(classes.every((c) => c.date >= today() && c.date <= addDays(today(), 7))).toBe(true);
    const starts = classes.map((c) => c.start_datetime);
    expect(starts).toEqual([...starts].sort());
    expect(classes.every((c) => c.session_link === null)).toBe(true);

    const ongoing = named(classes, 'Maths doubt-clearing session')!;
    expect(ongoing).toMatchObject({
      course_list: [{ course_name: 'Class 8 - A' }],
      teachersName: 'Mrs. Anita Desai',
      live_meeting_with: 'Zoom',
      date: today(),
    });
    expect(Date.parse(ongoing.start_datetime)).toBeLessThan(Date.now());
    expect(Date.parse(ongoing.end_datetime)).toBeGreaterThan(Date.now());
    const poetry = named(classes, 'English poetry circle')!;
    expect(poetry.download_links).toHaveLength(2);
    expect(poetry.download_links[0]).toMatchObject({ recording_uploaded_on: 'stored', video_size: 0.02 });
    expect(poetry.download_links[0]!.video_id).toMatch(/^\d+$/);
    expect(poetry.download_links[1]).toMatchObject({
      recording_uploaded_on: 'Vimeo',
      vimeo_video_id: '76979871',
      video_id: null,
      session_name: 'English poetry circle',
    });
  });

  it('past: the ended classes of the last 30 days, newest first, with and without recordings', async () => {
    const classes = (await list('aarav', { live_future_past: 2 })).result.pastLiveClasses;
    expect(classes.every((c) => Date.parse(c.end_datetime) <= Date.now())).toBe(true);
    expect(classes.every((c) => c.date >= addDays(today(), -30))).toBe(true);
    const starts = classes.map((c) => c.start_datetime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(
      named(classes, 'Science revision: light and sound')!.download_links.map((r) => r.recording_uploaded_on),
    ).toEqual(['stored', 'Vimeo']);
    expect(named(classes, 'Hindi grammar: sandhi')!.download_links).toEqual([]);
    expect(names(classes)).toContain('English poetry circle');
    expect(names(classes)).not.toContain('Maths doubt-clearing session');
  });

  it('past: a chosen range', async () => {
    const classes = (
      await list('aarav', {
        live_future_past: 2,
        from_date: dmy(addDays(today(), -5)),
        to_date: dmy(addDays(today(), -1)),
      })
    ).result.pastLiveClasses;
    expect(names(classes)).toEqual(['Science revision: light and sound', 'Ratio and proportion live']);
  });

  it('past: a start after today, a start after the end, half a range or an impossible date is 400', async () => {
    const past = (from: string | null, to: string | null) =>
      meetings('aarav', { live_future_past: 2, from_date: from, to_date: to });
    const tomorrow = dmy(addDays(today(), 1));
    expect((await past(tomorrow, dmy(addDays(today(), 3)))).body).toMatchObject({
      statusCode: 400,
      message: PAST_START_AFTER_TODAY,
    });
    expect((await past(tomorrow, tomorrow)).status).toBe(400);
    const late = await past(dmy(addDays(today(), -2)), dmy(addDays(today(), -5)));
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/start date must not be after the end date/);
    expect((await past(dmy(today()), null)).body.message).toBe(BOTH_DATES);
    expect((await past('31-02-2026', '01-03-2026')).body.message).toBe(INVALID_DATE);
    expect((await past('2026-11-01', '2026-11-02')).status).toBe(400);
    const year = await past(dmy(addDays(today(), -366)), dmy(today()));
    expect(year.body.message).toBe(TOO_LONG);
    expect((await past(dmy(addDays(today(), -365)), dmy(today()))).status).toBe(200);
    expect((await meetings('aarav', { page_size: 10 })).status).toBe(400);
    expect((await meetings('aarav', { live_future_past: 3 })).status).toBe(400);
  });

  it("another student's user id, another institute in the path or the body: 403", async () => {
    expect((await meetings('aarav', { user_id: 102 })).status).toBe(403);
    expect((await meetings('aarav', {}, 2)).status).toBe(403);
    expect((await meetings('aarav', { institution_id: 2 })).status).toBe(403);
    expect((await meetings('riya', { user_id: 101 })).status).toBe(403);
    expect((await meetings('aarav', {}, 99)).status).toBe(403);
  });

  it("a parent sees the chosen child's classes by the child's user id, never their own id or another's", async () => {
    const aarav = (await list('meera' as DemoName, { user_id: 101 })).result.upcomingLiveClasses;
    expect(names(aarav)).toContain('Maths doubt-clearing session');
    const diya = (await list('meera' as DemoName, { user_id: 102 })).result.upcomingLiveClasses;
    expect(names(diya)).toContain('EVS: plants around us');
    expect(names(diya)).not.toContain('Maths doubt-clearing session');
    expect((await meetings('meera' as DemoName, { user_id: 103 })).status).toBe(403);
    expect((await meetings('meera' as DemoName, { user_id: 104 })).status).toBe(403);
  });

  it("an open user sees their products' classes only", async () => {
    const answer = await list('sam');
    const classes = answer.result.upcomingLiveClasses;
    expect(names(classes)).toContain('Crash course: definite integrals');
    expect(names(classes)).toContain('Crash course: thermodynamics');
    expect(names(classes)).not.toContain('Foundation: motion in a line');
    expect(named(classes, 'Crash course: definite integrals')!.course_list).toEqual([
      { course_name: 'JEE Crash Course 2027' },
    ]);
    const past = (await list('sam', { live_future_past: 2 })).result.pastLiveClasses;
    expect(named(past, 'Crash course: limits and continuity')!.download_links).toHaveLength(1);
    expect((await meetings('sam', { user_id: 201 })).status).toBe(403);
  });

  it("Riya's batch: recorded past classes, nothing past the 7-day window", async () => {
    const upcoming = (await list('riya')).result.upcomingLiveClasses;
    expect(upcoming.every((c) => c.date <= addDays(today(), 7))).toBe(true);
    expect(names(upcoming)).not.toContain('Evening batch: integrals');
    const past = (await list('riya', { live_future_past: 2 })).result.pastLiveClasses;
    expect(past.filter((c) => c.download_links.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('Vidya and Lernwerk have classes in their language', async () => {
    expect(names((await list('ananya')).result.upcomingLiveClasses)).toContain('हिंदी: कविता पाठ');
    expect(names((await list('jonas', { live_future_past: 2 })).result.pastLiveClasses)).toContain(
      'Analysis: Ableitungen wiederholen',
    );
  });

  it("lists a class begun before midnight as today's while it is on, then as past", async () => {
    // A copy of Aarav's ongoing class, 23:30 yesterday - 01:30 today (a class that runs past midnight).
    const name = 'Maths past midnight';
    const [ongoing] = await t.database.db
      .select()
      .from(timetableEntries)
      .where(
        and(
          eq(timetableEntries.instituteId, 1),
          eq(timetableEntries.sessionName, 'Maths doubt-clearing session'),
        ),
      );
    const { id: _id, ...copy } = ongoing!;
    await t.database.db.insert(timetableEntries).values({
      ...copy,
      sessionName: name,
      date: addDays(today(), -1),
      startTime: '23:30',
      endDate: today(),
      endTime: '01:30',
    });
    const day = today();
    try {
      t.clock.now = new Date(zonedInstant(day, '00:10', ZONE));
      const on = named((await list('aarav')).result.upcomingLiveClasses, name);
      expect(on?.date).toBe(addDays(day, -1));
      expect(dayWindow(on!.date, day, true)).toBe('today');
      expect(
        named((await list('aarav', { live_future_past: 2 })).result.pastLiveClasses, name),
      ).toBeUndefined();
      t.clock.now = new Date(zonedInstant(day, '01:40', ZONE));
      expect(named((await list('aarav')).result.upcomingLiveClasses, name)).toBeUndefined();
      expect(
        named((await list('aarav', { live_future_past: 2 })).result.pastLiveClasses, name),
      ).toBeDefined();
    } finally {
      t.clock.now = null;
      await t.database.db.delete(timetableEntries).where(eq(timetableEntries.sessionName, name));
    }
  });
});

describe('GET /api/v1/meeting_manager/recording/download/{institute_id}/{download_id}', () => {
  async function recordingOf(who: DemoName, name: string, kind: 'stored' | 'Vimeo', tab = 2) {
    const answer = await list(who, { live_future_past: tab });
    const all = [...answer.result.pastLiveClasses, ...answer.result.upcomingLiveClasses];
    return named(all, name)!.download_links.find((r) => r.recording_uploaded_on === kind)!;
  }

  it('the stored recording as an attachment with its type and a safe name; a range is 206', async () => {
    const stored = await recordingOf('aarav', 'Science revision: light and sound', 'stored');
    const response = await download('aarav', stored.download_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^video\/webm/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Science revision recording.webm"; filename*=UTF-8''Science%20revision%20recording.webm`,
    );
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await download('aarav', stored.download_id, '', { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('hex')).toBe('1a45dfa3');
  });

  it('a name in another script gets an ASCII fallback and the UTF-8 name', async () => {
    const stored = await recordingOf('ananya', 'विज्ञान: प्रकाश और छाया', 'stored');
    const response = await download('ananya', stored.download_id);
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.webm"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('विज्ञान - प्रकाश और छाया.webm');
  });

  it('type=1: a signed stream URL of the video service, not the file', async () => {
    const stored = await recordingOf('aarav', 'English poetry circle', 'stored', 1);
    const response = await download('aarav', stored.download_id, '?type=1');
    expect(response.statusCode).toBe(200);
    const answer = recordingPlaybackResponseSchema.parse(response.json());
    expect(answer.result.video_url).toMatch(/^\/api\/video\/stream\/[A-Za-z0-9_-]{20,}$/);
    // Each ask is a new grant.
    const again = recordingPlaybackResponseSchema.parse(
      (await download('aarav', stored.download_id, '?type=1')).json(),
    );
    expect(again.result.video_url).not.toBe(answer.result.video_url);
    expect((await download('aarav', stored.download_id, '?type=2')).statusCode).toBe(400);

    // The URL plays the recording for the same user (the answer's file key cookie) from the same
    // address, with Range; not elsewhere, not without that user's session.
    const cookie = cookieHeader(response);
    const stream = (remoteAddress: string, range?: string, withCookie = true) =>
      t.app.inject({
        method: 'GET',
        url: answer.result.video_url,
        remoteAddress,
        headers: { host: 'localhost', ...(range ? { range } : {}), ...(withCookie ? { cookie } : {}) },
      });
    const whole = await stream('127.0.0.1');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^video\/webm/);
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect((await stream('127.0.0.1', 'bytes=0-3')).statusCode).toBe(206);
    expect((await stream('203.0.113.9')).statusCode).toBe(403);
    expect((await stream('127.0.0.1', undefined, false)).statusCode).toBe(403);
  });

  it("a Vimeo-only recording: 404 'No Download Link Found'", async () => {
    const vimeo = await recordingOf('aarav', 'Letter writing workshop', 'Vimeo');
    const response = await download('aarav', vimeo.download_id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NO_DOWNLOAD_LINK);
  });

  it("a parent downloads their child's; another section, another institute or another's product is 403", async () => {
    const stored = await recordingOf('aarav', 'Science revision: light and sound', 'stored');
    expect((await download('meera', stored.download_id)).statusCode).toBe(200);
    expect((await download('diya', stored.download_id)).statusCode).toBe(403);
    expect((await download('diya', stored.download_id, '?type=1')).statusCode).toBe(403);
    expect((await download('riya', stored.download_id)).statusCode).toBe(403);
    const product = await recordingOf('sam', 'Crash course: limits and continuity', 'stored');
    expect((await download('sam', product.download_id)).statusCode).toBe(200);
    expect((await download('riya', product.download_id)).statusCode).toBe(403);
    // A foreign institute in the path is refused before anything is looked up.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/meeting_manager/recording/download/2/${stored.download_id}`,
      headers: { host: 'localhost', source: 'WEB', authorization: tokens.aarav! },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('an institute without e-learning shows stored play only and refuses downloads', async () => {
    const stored = await recordingOf('aarav', 'Science revision: light and sound', 'stored');
    await t.database.db.update(institutes).set({ eLearnEnabled: false }).where(eq(institutes.id, 1));
    try {
      expect((await list('aarav')).result).toMatchObject({
        view_proctur_live_recorded_session: 1,
        vimeo_video_downlodable: false,
        proctur_live_view_or_download_visibility: 'view',
      });
      const refused = await download('aarav', stored.download_id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(DOWNLOAD_NOT_ALLOWED);
      expect((await download('aarav', stored.download_id, '?type=1')).statusCode).toBe(200);
    } finally {
      await t.database.db.update(institutes).set({ eLearnEnabled: true }).where(eq(institutes.id, 1));
    }
  });

  it('an unknown recording is 404, a malformed id 400, no token 401', async () => {
    expect((await download('aarav', 99_999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meeting_manager/recording/download/1/abc',
      headers: { host: 'localhost', source: 'WEB', authorization: tokens.aarav! },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meeting_manager/recording/download/1/1',
      headers: { host: 'localhost', source: 'WEB' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
