import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestApp, type TestApp } from './test/app';
import { HOST, LOGIN_URL } from './test/requests';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1);');
  await fs.writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({
    webDist,
    beforeReady: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('health and the API description', () => {
  it("GET /health: ok while the database answers, with the server's time", async () => {
    t.clock.now = new Date('2026-11-25T04:30:00Z');
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    t.clock.now = null;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', time: '2026-11-25T04:30:00.000Z' });
  });

  it('GET /health: 503 when the database fails', async () => {
    const broken = {
      kind: 'pglite',
      db: { execute: () => Promise.reject(new Error('down')) },
      exclusive: () => Promise.reject(new Error('down')),
      close: async () => undefined,
    } as unknown as Database;
    const app = await buildApp({
      config: { ...loadConfig({}), webDist },
      database: broken,
      clock: () => new Date('2026-11-25T04:30:00Z'),
    });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', time: '2026-11-25T04:30:00.000Z' });
    await app.close();
  });

  it('the OpenAPI document lists the calls; Swagger UI is served', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        LOGIN_URL,
        '/api/v1/academicYear/all/{instituteId}',
        '/api/v1/institutes/getLogoAndFavIcon',
        '/api/v1/alternateLogin/logout',
        '/api/v1/students/get-student-detail/{institute_id}/{stud_id}',
        '/api/v1/profiles/update/{institute_id}/{user_id}',
        '/api/v1/changePwd',
        '/api/v2/user/forgotPassword',
        '/prod/ext/sso/login',
        '/prod/ext/sso/token',
      ]),
    );
    expect(doc.paths[LOGIN_URL].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['user_name', 'password', 'device_id']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('malformed input: 400 naming the field, never 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { host: HOST, 'content-type': contentType },
      payload,
    });
  const valid = {
    device_id: 'test-browser-device-0001',
    source: 'WEB',
    password: 'demo1234',
    user_name: 'x@y.zz',
  };

  it.each([
    ['missing user_name', JSON.stringify({ ...valid, user_name: undefined }), /^user_name: Required$/],
    [
      'user_name a number',
      JSON.stringify({ ...valid, user_name: 12 }),
      /^user_name: Expected string, received number$/,
    ],
    [
      'user_type a string',
      JSON.stringify({ ...valid, user_type: 'one' }),
      /^user_type: Expected number, received string$/,
    ],
    [
      'logout flag not boolean',
      JSON.stringify({ ...valid, logout_from_all_devices: 'yes' }),
      /^logout_from_all_devices: /,
    ],
    ['short device id', JSON.stringify({ ...valid, device_id: 'abc' }), /^device_id: /],
    [
      'several problems',
      JSON.stringify({ source: 'WEB' }),
      /device_id: Required; password: Required; user_name: Required/,
    ],
    ['an object as user_name', JSON.stringify({ ...valid, user_name: { $gt: '' } }), /^user_name: /],
    ['a negative user_id', JSON.stringify({ ...valid, user_id: -1 }), /^user_id: /],
    ['a fractional user_id', JSON.stringify({ ...valid, user_id: 1.5 }), /^user_id: /],
    ['institute_id as a string', JSON.stringify({ ...valid, institute_id: '1' }), /^institute_id: /],
    ['a 200-character password', JSON.stringify({ ...valid, password: 'x'.repeat(200) }), /^password: /],
    ['a __proto__ key', '{"__proto__": {"x": 1}}', /^body: /],
    ['invalid JSON', '{"user_name": ', /^body: Invalid JSON$/],
    ['an array', '[]', /^body: Expected object, received array$/],
    ['null', 'null', /^body: /],
    ['empty body', '', /^body: Required$/],
  ])('%s', async (_, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: expect.stringMatching(message),
      result: null,
    });
  });

  it('plain text: 400; a form: 415 envelope', async () => {
    const text = await post('user_name=x', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('body: Expected object, received string');
    const form = await post('user_name=x', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ statusCode: 415, result: null });
  });
});

describe('unknown routes and unexpected errors', () => {
  it.each([
    ['GET', '/api/v1/nothing'],
    ['POST', '/api/v2/user/v3/nothing'],
    ['DELETE', '/api/v2/user/v3/login'],
    ['GET', '/api'],
  ] as const)('%s %s: 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { host: HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, result: null });
  });

  it('an unexpected error: 500 envelope with a generic message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      message: 'Something went wrong. Please try again later.',
      result: null,
    });
    expect(response.body).not.toContain('secret internal detail');
  });
});

describe('institute files', () => {
  it('pictures run no scripts (sandbox policy); PDFs are left viewable in the browser', async () => {
    const svg = await t.app.inject({ url: '/files/institutes/greenfield/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    const pdf = await t.app.inject({ url: '/files/institutes/greenfield/events/cultural-day-programme.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the built portal', () => {
  it('without index.html: a 503 page saying to build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('npm run build');
  });

  it('serves hashed assets as immutable and index.html for any page route', async () => {
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);

    for (const url of ['/', '/dashboard', '/product/12', '/Profile?x=1', '/userLogin?token=abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Portal</title>');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // A file that is not there is a 404, never the page (nor, unbuilt, the 503 page): the deeper fuzz
    // found a too-long icon name answered 503 "not built".
    for (const url of [`/icons/icon-${'x'.repeat(120)}.png`, '/missing.png', '/a/b.webmanifest?v=1']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ statusCode: 404 });
    }
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
