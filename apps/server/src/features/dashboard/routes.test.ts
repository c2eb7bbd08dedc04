import { ANNOUNCEMENT_LIMIT } from '@portal/shared/dashboard/rules';
import {
  announcementsResponseSchema,
  bannersResponseSchema,
  type Announcement,
  type Banners,
} from '@portal/shared/dashboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { STUDENT_ID_REQUIRED } from './routes';

let t: TestApp;
const tokens: Record<string, string> = {};
const HOSTS: Record<string, string> = {
  riya: 'apex.localhost',
  sam: 'apex.localhost',
  lea: 'lumiere.localhost',
  ananya: 'vidya.localhost',
  jonas: 'lernwerk.localhost',
};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera', 'riya', 'sam', 'lea', 'ananya', 'jonas']));
});
afterAll(() => t.close());

const fetchAnnouncements = (who: string | null, path: string) =>
  call<Announcement[]>(
    t.app,
    'GET',
    `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${path}`,
    {
      token: who ? tokens[who] : undefined,
      host: who ? HOSTS[who] : undefined,
    },
  );
const fetchBanners = (who: string | null, userType: string | number) =>
  call<Banners>(t.app, 'GET', `/api/v1/banner-prom/for_student/${userType}`, {
    token: who ? tokens[who] : undefined,
    host: who ? HOSTS[who] : undefined,
  });
const titles = (list: Announcement[]) => list.map((a) => a.ancmnt_title);
/** DD-MM-YYYY of `days` before today in a time zone. */
const daysAgo = (days: number, zone: string) =>
  addDays(todayIn(zone, new Date()), -days).split('-').reverse().join('-');

const AARAV_SEES = [
  'Annual Sports Day on Saturday',
  'Science project groups and guidelines',
  'Parent-teacher meeting',
  'Class 8 field trip to the planetarium',
  'Mathematics unit test on Friday',
  'Winter uniform from 1 December',
  'Safety drill: read the instructions',
];
const GREENFIELD_EVERYONE = [
  'Annual Sports Day on Saturday',
  'Parent-teacher meeting',
  'Winter uniform from 1 December',
  'Safety drill: read the instructions',
];

describe('GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/{institute_id}', () => {
  it("Aarav reads his own section's and everyone's active announcements, newest first", async () => {
    const { status, body } = await fetchAnnouncements('aarav', '1?is_active=true&student_id=1001');
    expect(status).toBe(200);
    expect(announcementsResponseSchema.parse(body)).toEqual(body);
    // Not: 'Library period moved to Thursday' (Class 8 - B), 'Pre-board ...' (Class 10 - C), the inactive draft.
    expect(titles(body.result)).toEqual(AARAV_SEES);
    const [sports, science, ptm, trip] = body.result as [
      Announcement,
      Announcement,
      Announcement,
      Announcement,
    ];
    expect(sports).toMatchObject({
      updated_by: 'Mr. Suresh Kumar',
      announced_date: daysAgo(1, 'Asia/Kolkata'),
      announced_time: '09:30 AM',
      updated_date: `${daysAgo(1, 'Asia/Kolkata')} 09:30 AM`,
      batch_sec_names: '',
      announcement_img_url: null,
      file_url: null,
      file_name: null,
    });
    expect(sports.description).toContain('<strong>Annual Sports Day</strong>');
    expect(sports.description).toContain('<a href="https://greenfield.example/sports-day"');
    expect(science).toMatchObject({
      batch_sec_names: 'Class 8 - A',
      announced_time: '02:10 PM',
      file_name: 'Science project guidelines.pdf',
      file_url: '/files/institutes/greenfield/dashboard/science-project-guidelines.pdf',
    });
    expect(ptm.announcement_img_url).toBe('/files/institutes/greenfield/dashboard/ptm-notice.svg');
    expect(trip.batch_sec_names).toBe('Class 8 - A, Class 8 - B');
  });

  it('the hostile notice leaves cleaned: its text, no script, handler, frame or javascript: address', async () => {
    const { body } = await fetchAnnouncements('aarav', '1?is_active=true&student_id=1001');
    const drill = (body.result as Announcement[]).find(
      (a) => a.ancmnt_title === 'Safety drill: read the instructions',
    )!;
    expect(drill.description).toContain('Assemble on the football ground when the bell rings three times.');
    expect(drill.description).toContain('Walk, do not run.');
    expect(drill.description).toContain('Evacuation map');
    expect(drill.description).not.toMatch(
      /<script|<iframe|<svg|<animate|<img|\son[a-z]+\s*=|javascript:|__hostile/i,
    );
  });

  it('the attached file and the image are served', async () => {
    const pdf = await t.app.inject({
      url: '/files/institutes/greenfield/dashboard/science-project-guidelines.pdf',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const image = await t.app.inject({ url: '/files/institutes/greenfield/dashboard/ptm-notice.svg' });
    expect(image.statusCode).toBe(200);
  });

  it('a parent reads what the chosen child may read', async () => {
    expect(
      titles((await fetchAnnouncements('meera', '1?is_active=true&student_id=1001')).body.result),
    ).toEqual(AARAV_SEES);
    // Diya (Class 5 - B): only the ones for everyone.
    const diya = await fetchAnnouncements('meera', '1?is_active=true&student_id=1002');
    expect(diya.status).toBe(200);
    expect(titles(diya.body.result)).toEqual(GREENFIELD_EVERYONE);
  });

  it('a student asking for another institute, or for a student not theirs, is refused (403)', async () => {
    for (const [who, path] of [
      ['aarav', '2?is_active=true&student_id=1001'],
      ['aarav', '2?is_active=true&student_id=2001'],
      ['riya', '1?is_active=true&student_id=1001'],
      ['aarav', '1?is_active=true&student_id=1002'],
      ['meera', '1?is_active=true&student_id=1003'],
      ['aarav', '1?is_active=true&student_id=2001'],
    ] as const) {
      const { status, body } = await fetchAnnouncements(who, path);
      expect(status, `${who} ${path}`).toBe(403);
      expect(body).toEqual({
        statusCode: 403,
        message: 'You are not allowed to see this record.',
        result: null,
      });
    }
  });

  it('an open user (99) sends no student id and reads only the announcements for everyone', async () => {
    const { status, body } = await fetchAnnouncements('sam', '2?is_active=true');
    expect(status).toBe(200);
    expect(titles(body.result)).toEqual([
      'Mock test series opens this week',
      'Doubt-clearing sessions every Sunday',
    ]);
    expect(body.result.every((a) => a.batch_sec_names === '')).toBe(true);
    // Without is_active too (it is the default).
    expect(titles((await fetchAnnouncements('sam', '2')).body.result)).toHaveLength(2);
    // A student id is never an open user's.
    expect((await fetchAnnouncements('sam', '2?is_active=true&student_id=2001')).status).toBe(403);
    expect((await fetchAnnouncements('sam', '1?is_active=true')).status).toBe(403);
  });

  it('coaching batches: Riya (Morning Batch A) does not see the evening batch', async () => {
    const { body } = await fetchAnnouncements('riya', '2?is_active=true&student_id=2001');
    expect(titles(body.result)).toEqual([
      'Mock test series opens this week',
      'Physics class rescheduled',
      'Chemistry assignment due',
      'Doubt-clearing sessions every Sunday',
    ]);
    expect(body.result[1]!.batch_sec_names).toBe('JEE Advanced 2027 - Morning Batch A');
  });

  it('each institute in its own language and time zone', async () => {
    const lea = (await fetchAnnouncements('lea', '3?is_active=true&student_id=3001')).body.result;
    expect(titles(lea)).toEqual([
      'Réunion parents-professeurs',
      'Sortie au musée d’Orsay',
      'Vacances de Noël',
    ]);
    expect(lea[0]).toMatchObject({ announced_date: daysAgo(1, 'Europe/Paris'), announced_time: '04:30 PM' });
    expect(lea[1]!.batch_sec_names).toBe('CM2 - B');
    const ananya = (await fetchAnnouncements('ananya', '4?is_active=true&student_id=4001')).body.result;
    expect(titles(ananya)).toEqual(['वार्षिक खेल दिवस', 'गणित की परीक्षा', 'शीतकालीन अवकाश']);
    const jonas = (await fetchAnnouncements('jonas', '5?is_active=true&student_id=5001')).body.result;
    // Not the Morgen batch's mock exam.
    expect(titles(jonas)).toEqual(['Raumänderung im Abendkurs', 'Weihnachtsferien']);
    expect(jonas[0]).toMatchObject({ batch_sec_names: 'Mathematik - Abend', announced_time: '05:45 PM' });
  });

  it('nonsense in the path or query is a 400 with a message; a student without student_id too', async () => {
    for (const path of [
      'abc?is_active=true&student_id=1001',
      '0?is_active=true&student_id=1001',
      '1?is_active=false&student_id=1001',
      '1?is_active=yes&student_id=1001',
      '1?is_active=true&student_id=abc',
      '1?is_active=true&student_id=-4',
      '1?is_active=true&student_id=',
      '1?is_active=true&student_id=99999999999',
    ]) {
      const { status, body } = await fetchAnnouncements('aarav', path);
      expect(status, path).toBe(400);
      expect(body.result).toBeNull();
      expect(body.message).not.toBe('');
    }
    const missing = await fetchAnnouncements('aarav', '1?is_active=true');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(STUDENT_ID_REQUIRED);
  });

  it('needs a token', async () => {
    expect((await fetchAnnouncements(null, '1?is_active=true&student_id=1001')).status).toBe(401);
    const bad = await call(
      t.app,
      'GET',
      '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/1?student_id=1001',
      {
        token: 'not-a-token',
      },
    );
    expect(bad.status).toBe(403);
  });

  it(`answers at most ${ANNOUNCEMENT_LIMIT}, the newest`, async () => {
    const now = Date.now();
    await t.database.db.insert(announcements).values(
      Array.from({ length: ANNOUNCEMENT_LIMIT + 20 }, (_, i) => ({
        instituteId: 5,
        title: `Bulk ${i}`,
        postedBy: 'Load test',
        announcedAt: new Date(now - (i + 1) * 60_000),
      })),
    );
    const { status, body } = await fetchAnnouncements('jonas', '5?is_active=true&student_id=5001');
    expect(status).toBe(200);
    expect(body.result).toHaveLength(ANNOUNCEMENT_LIMIT);
    expect(body.result[0]!.ancmnt_title).toBe('Bulk 0');
  });
});

describe('GET /api/v1/banner-prom/for_student/{user_type}', () => {
  it('Greenfield (marketing and banner on): three banners by position and the promo, with alt texts', async () => {
    const { status, body } = await fetchBanners('aarav', 1);
    expect(status).toBe(200);
    expect(bannersResponseSchema.parse(body)).toEqual(body);
    expect(body.result.banner.map((b) => [b.land_scr, b.is_redir, b.red_link])).toEqual([
      ['TIME TABLE', false, null],
      ['EXAM REPORTS', false, null],
      [null, true, 'https://greenfield.example/admissions'],
    ]);
    expect(body.result.banner[0]!.web_url).toBe(
      '/files/institutes/greenfield/dashboard/timetable-banner.svg',
    );
    expect(body.result.prom).toEqual([
      {
        web_url: '/files/institutes/greenfield/dashboard/promo-science-camp.svg',
        alt: expect.stringContaining('Winter Science Camp'),
      },
    ]);
    for (const picture of [...body.result.banner, ...body.result.prom])
      expect(picture.alt.length).toBeGreaterThan(10);
    const image = await t.app.inject({ url: body.result.banner[0]!.web_url });
    expect(image.statusCode).toBe(200);
  });

  it('a parent asks with the parent user type', async () => {
    const { status, body } = await fetchBanners('meera', 2);
    expect(status).toBe(200);
    expect(body.result.banner).toHaveLength(3);
  });

  it('institutes without the setting answer empty lists', async () => {
    for (const [who, userType] of [
      ['riya', 1],
      ['sam', 99],
      ['lea', 1],
    ] as const) {
      const { status, body } = await fetchBanners(who, userType);
      expect(status).toBe(200);
      expect(body.result).toEqual({ banner: [], prom: [] });
    }
  });

  it('the user type in the path must be the caller’s (403), a number (400), and a token is needed', async () => {
    expect((await fetchBanners('aarav', 99)).status).toBe(403);
    expect((await fetchBanners('aarav', 2)).status).toBe(403);
    expect((await fetchBanners('sam', 1)).status).toBe(403);
    expect((await fetchBanners('aarav', 'abc')).status).toBe(400);
    expect((await fetchBanners('aarav', -1)).status).toBe(400);
    expect((await fetchBanners(null, 1)).status).toBe(401);
  });

  it('at most 5 banners; inactive ones and other user types are left out', async () => {
    await t.database.db.insert(banners).values([
      ...[0, 4, 5, 6].map((position) => ({
        instituteId: 1,
        kind: 'banner' as const,
        imageUrl: `/extra-${position}.svg`,
        landingScreen: 'MY EXAM',
        position,
      })),
      { instituteId: 1, kind: 'banner' as const, imageUrl: '/inactive.svg', position: 0, isActive: false },
      { instituteId: 1, kind: 'banner' as const, imageUrl: '/open-only.svg', position: 0, userType: 99 },
    ]);
    const { body } = await fetchBanners('aarav', 1);
    expect(body.result.banner.map((b) => b.web_url)).toEqual([
      '/extra-0.svg',
      '/files/institutes/greenfield/dashboard/timetable-banner.svg',
      '/files/institutes/greenfield/dashboard/reports-banner.svg',
      '/files/institutes/greenfield/dashboard/admissions-banner.svg',
      '/extra-4.svg',
    ]);
  });
});
