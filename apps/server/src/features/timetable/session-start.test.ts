import { eq } from 'drizzle-orm';
import { type TimetableEntry } from '@portal/shared/timetable/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { timetableEntries } from '../../db/schema';
import { zonedInstant } from './zone';
import { t, useTimetableApp, ZONE, bySession, entries, get } from './testing';

useTimetableApp();

describe('GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id}', () => {
  let list: TimetableEntry[] = [];
  const idOf = async (name: string) =>
    (
      await t.database.db
        .select({ id: timetableEntries.id })
        .from(timetableEntries)
        .where(eq(timetableEntries.sessionName, name))
    )[0]!.id;
  beforeAll(async () => {
    list = await entries('aarav');
  });
  const start = (who: string, institute: number, session: number, query = '') =>
    get<{ allow_start_session: boolean; session_link: string | null }>(
      who,
      `/api/v1/meeting_manager/session/start/${institute}/${session}${query}`,
    );

  it('lets a student of the batch join the ongoing class, with its link', async () => {
    const ongoing = bySession(list, 'Maths doubt-clearing session');
    const { status, body } = await start('aarav', 1, ongoing.session_id!, '?isZoomLiveClass=1');
    expect(status).toBe(200);
    expect(body.result).toEqual({ allow_start_session: true, session_link: ongoing.session_link });
  });

  it('opens 10 minutes before the start and closes at the end (server clock)', async () => {
    const later = bySession(list, 'Science live demo: mirrors');
    const begins = zonedInstant(later.date, later.start_time, ZONE).getTime();
    const ends = zonedInstant(later.end_date, later.end_time, ZONE).getTime();
    const at = async (ms: number) => {
      t.clock.now = new Date(ms);
      try {
        return (await start('aarav', 1, later.session_id!, '?isWebexLiveClass=1')).body.result;
      } finally {
        t.clock.now = null;
      }
    };
    expect(await at(begins - 11 * 60_000)).toEqual({ allow_start_session: false, session_link: null });
    expect((await at(begins - 9 * 60_000)).allow_start_session).toBe(true);
    expect((await at(ends)).allow_start_session).toBe(true);
    expect((await at(ends + 60_000)).allow_start_session).toBe(false);
  });

  it('refuses the finished and later classes now, another section and parents', async () => {
    for (const name of ['English poetry circle', 'Science live demo: mirrors', 'Class 8 B maths'])
      expect((await start('aarav', 1, await idOf(name))).body.result.allow_start_session).toBe(false);
    const ongoing = bySession(list, 'Maths doubt-clearing session');
    const parent = await start('meera', 1, ongoing.session_id!);
    expect(parent.status).toBe(200);
    expect(parent.body.result).toEqual({ allow_start_session: false, session_link: null });
  });

  it("lets an open user join only their own products' classes", async () => {
    expect(
      (await start('sam', 2, await idOf('Crash course: definite integrals'))).body.result.allow_start_session,
    ).toBe(true);
    expect(
      (await start('sam', 2, await idOf('Foundation: motion in a line'))).body.result.allow_start_session,
    ).toBe(false);
    expect(
      (await start('sam', 2, await idOf('Doubt clearing: rotational motion'))).body.result
        .allow_start_session,
    ).toBe(false);
    expect(
      (await start('riya', 2, await idOf('Doubt clearing: rotational motion'))).body.result
        .allow_start_session,
    ).toBe(true);
  });

  it('answers 403 for another institute and 404 for no live class', async () => {
    const ongoing = bySession(list, 'Maths doubt-clearing session');
    expect((await start('riya', 1, ongoing.session_id!)).status).toBe(403);
    expect((await start('riya', 2, ongoing.session_id!)).status).toBe(403);
    expect((await start('aarav', 1, 99_999_999)).status).toBe(404);
    const lesson = list.find((e) => e.class_type === 'Class')!;
    expect((await start('aarav', 1, lesson.entry_id)).status).toBe(404);
    expect((await start('aarav', 1, ongoing.session_id!, '?isZoomLiveClass=2')).status).toBe(400);
  });
});
