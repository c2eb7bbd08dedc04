import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parentStudents, users } from '../../db/schema';
import { call } from '../../test/requests';
import { zonedInstant } from './zone';
import { t, useTimetableApp, ZONE, bySession, entries, post, unfold } from './testing';

useTimetableApp();

describe('calendar feed', () => {
  const feedUrl = async (who: string, over: Record<string, unknown> = {}) => {
    const { status, body } = await post<{ feed_url: string }>(who, '/api/v1/timetable/feed', {
      institute_id: 1,
      student_id: 1001,
      ...over,
    });
    expect(status, body.message).toBe(200);
    return body.result.feed_url;
  };
  const fetchFeed = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'localhost:8080' } });

  it("serves the student's own entries as iCalendar with stable UIDs, without a session", async () => {
    const url = await feedUrl('aarav');
    expect(url).toMatch(/^http:\/\/localhost:8080\/api\/v1\/timetable\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = unfold(response.body);
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    const ongoing = bySession(await entries('aarav'), 'Maths doubt-clearing session');
    expect(text).toContain(`UID:entry-${ongoing.entry_id}@localhost`);
    const instant = zonedInstant(ongoing.date, ongoing.start_time, ZONE)
      .toISOString()
      .replace(/[-:]|\.\d+/g, '');
    expect(text).toContain(`DTSTART:${instant}`);
    expect(text).not.toContain('EVS: plants around us');
    expect(text).not.toContain('Class 8 B maths');
    const again = await fetchFeed(url);
    expect(again.body.match(/UID:.*/g)).toEqual(text.match(/UID:.*/g));
  });

  it('gives a parent the chosen child’s feed, and an open user their products', async () => {
    const diya = unfold((await fetchFeed(await feedUrl('meera', { student_id: 1002 }))).body);
    expect(diya).toContain('EVS: plants around us');
    expect(diya).not.toContain('Maths doubt-clearing session');
    const sam = unfold(
      (await fetchFeed(await feedUrl('sam', { institute_id: 2, student_id: undefined, user_id: 202 }))).body,
    );
    expect(sam).toContain('Crash course: definite integrals');
    expect(sam).not.toContain('Foundation: motion in a line');
    expect(sam).not.toContain('Doubt clearing: rotational motion');
  });

  it('regenerating revokes the old link (404) and makes a working new one', async () => {
    const old = await feedUrl('aarav');
    const fresh = await feedUrl('aarav', { regenerate: true });
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed token and 403 for foreign ids', async () => {
    expect((await fetchFeed(`http://x/api/v1/timetable/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('http://x/api/v1/timetable/feed/nothing.ics')).statusCode).toBe(404);
    const url = '/api/v1/timetable/feed';
    expect((await post('aarav', url, { institute_id: 1, student_id: 1002 })).status).toBe(403);
    expect((await post('aarav', url, { institute_id: 2, student_id: 1001 })).status).toBe(403);
    expect((await post('riya', url, { institute_id: 2, user_id: 202 })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { payload: { institute_id: 1, student_id: 1001 } })).status).toBe(
      401,
    );
  });

  it('stops serving when a parent is no longer linked to the child, or the owner is blocked (404)', async () => {
    const diya = await feedUrl('meera', { student_id: 1002 });
    const aarav = await feedUrl('aarav');
    expect((await fetchFeed(diya)).statusCode).toBe(200);
    const db = t.database.db;
    await db
      .delete(parentStudents)
      .where(and(eq(parentStudents.parentUserId, 103), eq(parentStudents.studentId, 1002)));
    expect((await fetchFeed(diya)).statusCode).toBe(404);
    await db.update(users).set({ blocked: true }).where(eq(users.id, 101));
    expect((await fetchFeed(aarav)).statusCode).toBe(404);
  });
});
