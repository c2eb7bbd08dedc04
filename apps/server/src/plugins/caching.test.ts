import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { GREENFIELD } from '../db/seed/institutes';
import { createTestApp, type TestApp } from '../test/app';
import { call, signInAll } from '../test/requests';
import { API_CACHE_CONTROL, registerCompression } from './compression';

describe('API answers: ETag, 304 and Cache-Control (real routes)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera']));
  });
  afterAll(() => t.close());

  const notices = (studentId: number) =>
    `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${GREENFIELD}?is_active=true&student_id=${studentId}`;
  const get = (who: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:8080', source: 'WEB', authorization: tokens[who]!, ...headers },
    });

  it('a GET JSON answer carries a weak ETag and private, no-cache; the same GET with it is a bodiless 304', async () => {
    const first = await get('aarav', notices(1001));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(API_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('aarav', notices(1001), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(API_CACHE_CONTROL);
    // Whatever encoding the client takes: the validator is of the content, not of the bytes sent.
    const compressed = await get('aarav', notices(1001), { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);
    // A list of tags, and the strong form of the same tag, match too (weak comparison).
    const listed = await get('aarav', notices(1001), { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    const stale = await get('aarav', notices(1001), { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it("another person's ETag never gets a 304 for a different answer: the tag is a hash of the body", async () => {
    const aarav = await get('aarav', notices(1001));
    // Meera asks for Diya (Class 5), whose notice board differs from Aarav's.
    const diya = await get('meera', notices(1002), { 'if-none-match': String(aarav.headers.etag) });
    expect(diya.statusCode).toBe(200);
    expect(diya.headers.etag).not.toBe(aarav.headers.etag);
    expect(diya.json()).not.toEqual(aarav.json());
    expect(diya.json().result.length).toBeGreaterThan(0);
  });

  it('no ETag and no cache header on failures and on POST answers', async () => {
    const unsigned = await t.app.inject({
      method: 'GET',
      url: notices(1001),
      headers: { host: 'localhost:8080' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers.etag).toBeUndefined();
    expect(unsigned.headers['cache-control']).toBeUndefined();
    const post = await call(t.app, 'POST', '/api/v2/user/v3/login', {
      payload: { user_name: 'aarav@greenfield.test', password: 'wrong', device_id: 'x', source: 'WEB' },
    });
    expect(post.response.headers.etag).toBeUndefined();
    expect(post.response.headers['cache-control']).toBeUndefined();
  });
});

describe("a route's own Cache-Control is kept (a bare server with only this plugin)", () => {
  const app = Fastify() as unknown as App;
  const BODY = { result: 'personal' };
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/no-store', async (_request, reply) =>
      reply.header('Cache-Control', 'private, no-store').send(BODY),
    );
    app.get('/five-minutes', async (_request, reply) =>
      reply.header('Cache-Control', 'private, max-age=300').send(BODY),
    );
    app.get('/plain', async () => BODY);
    await app.ready();
  });
  afterAll(() => app.close());

  it('no-store stays no-store, with no ETag and never a 304', async () => {
    const first = await app.inject({ url: '/no-store' });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    const etagOfSameBody = String((await app.inject({ url: '/plain' })).headers.etag);
    const again = await app.inject({ url: '/no-store', headers: { 'if-none-match': etagOfSameBody } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(BODY);
  });

  it('a route that allows a private cache for a while keeps that, and gets an ETag', async () => {
    const response = await app.inject({ url: '/five-minutes' });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers.etag).toMatch(/^W\//);
  });

  it('If-None-Match: * matches any current answer', async () => {
    const response = await app.inject({ url: '/plain', headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(304);
  });
});
