import type { AcademicYear, LogoItem } from '@portal/shared/shell/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { authedGet, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logo = (host: string) =>
  authedGet<LogoItem[]>(
    t.app,
    `/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=${encodeURIComponent(host)}`,
    undefined,
  );

describe('GET /api/v1/institutes/getLogoAndFavIcon', () => {
  it.each([
    ['localhost', 1, 'greenfield', 'Greenfield Public School', 'en'],
    ['127.0.0.1:8080', 1, 'greenfield', 'Greenfield Public School', 'en'],
    ['greenfield.localhost:5173', 1, 'greenfield', 'Greenfield Public School', 'en'],
    ['APEX.localhost', 2, 'apex', 'Apex Coaching Academy', 'en'],
    ['http://lumiere.localhost:8080/', 3, 'lumiere', 'École Lumière', 'fr'],
    ['vidya.localhost', 4, 'vidya', 'Vidya Niketan', 'hi'],
    ['lernwerk.localhost', 5, 'lernwerk', 'Lernwerk Akademie', 'de'],
  ])('%s -> institute %i', async (host, instituteId, slug, instituteName, language) => {
    const { status, body } = await logo(host);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        logoPath: `/files/institutes/${slug}/logo.svg`,
        favIconPath: `/files/institutes/${slug}/favicon.svg`,
        instituteId,
        instituteName,
        language,
      },
    ]);
  });

  it('an unknown host: 404 envelope', async () => {
    const { status, body } = await logo('unknown.example');
    expect(status).toBe(404);
    expect(body).toEqual({
      statusCode: 404,
      message: 'This address is not registered to any institute.',
      result: null,
    });
  });

  it('no host given: 400 naming the field', async () => {
    const { status, body } = await authedGet(t.app, '/api/v1/institutes/getLogoAndFavIcon', undefined);
    expect(status).toBe(400);
    expect(body.message).toBe('virtualHostUrl: Required');
  });
});

describe('institute images', () => {
  it.each(['greenfield', 'apex', 'lumiere', 'vidya', 'lernwerk'])(
    '%s logo and favicon are SVG images',
    async (slug) => {
      for (const file of ['logo.svg', 'favicon.svg']) {
        const response = await t.app.inject({ method: 'GET', url: `/files/institutes/${slug}/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(response.body).not.toMatch(/<script/i);
      }
    },
  );

  it('a missing image or a path outside the folder is not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/institutes/apex/nope.svg' })).statusCode).toBe(
      404,
    );
    const escape = await t.app.inject({ method: 'GET', url: '/files/institutes/..%2F..%2Fpackage.json' });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.body).not.toContain('@portal/server');
  });
});

describe('GET /api/v1/academicYear/all/{instituteId}', () => {
  it('lists the two years of the institute, oldest first, the current one containing today', async () => {
    const { student_auth: token } = await signIn(
      t.app,
      { user_name: 'riya@apex.test' },
      { host: 'apex.localhost' },
    );
    const { status, body } = await authedGet<AcademicYear[]>(t.app, '/api/v1/academicYear/all/2', token);
    expect(status).toBe(200);
    expect(body.result.map((year) => year.inst_acad_year_id)).toEqual([21, 22]);
    const [previous, current] = body.result as [AcademicYear, AcademicYear];
    expect(previous.start_date < current.start_date).toBe(true);
    expect(previous.end_date < current.start_date).toBe(true);
    const today = todayIn('Asia/Kolkata', new Date());
    expect(current.start_date <= today && today <= current.end_date).toBe(true);
    expect(current.start_date.slice(5)).toBe('06-01');
    expect(current.inst_acad_year).toMatch(/^\d{4}-\d{2}$/);
    // The Greenfield token does not open another institute's list.
    expect((await authedGet(t.app, '/api/v1/academicYear/all/1', token)).status).toBe(403);
  });

  it('a non-numeric institute id: 400', async () => {
    const { student_auth: token } = await signIn(t.app, { user_name: 'aarav@greenfield.test' });
    const { status, body } = await authedGet(t.app, '/api/v1/academicYear/all/abc', token);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^instituteId: /);
  });
});
