import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { playbackInfoSchema, type VideoOtp } from '@portal/shared/media/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { GREENFIELD } from '../db/seed/institutes';
import { as, demoBytes, fixtures, raw, t, USER_IDS, useMediaApp } from '../features/media/testing';
import { cookieHeader } from '../test/requests';
import { COMPRESSION_THRESHOLD, registerCompression } from './compression';

/** The body as the client reads it, whatever encoding it came in. */
function decoded(response: LightMyRequestResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.rawPayload);
    case 'gzip':
      return gunzipSync(response.rawPayload);
    case undefined:
      return response.rawPayload;
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}

/** Text that compresses well, of the given length. */
const text = (length: number) =>
  'The quick brown fox jumps over the lazy dog. '.repeat(length / 45 + 1).slice(0, length);

describe('compression rules (a bare server with only this plugin)', () => {
  const app = Fastify() as unknown as App;
  const BIG = text(4 * COMPRESSION_THRESHOLD);
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/typed', async (request, reply) => {
      const { type, size } = request.query as { type: string; size?: string };
      return reply.type(type).send(size ? text(Number(size)) : BIG);
    });
    // A partial answer of a text file, as sendStoredFile makes it.
    app.get('/partial', async (_request, reply) =>
      reply
        .code(206)
        .type('text/plain')
        .header('Content-Range', `bytes 0-${BIG.length - 1}/${BIG.length * 2}`)
        .send(BIG),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    'application/json; charset=utf-8',
    'text/html; charset=utf-8',
    'text/javascript; charset=utf-8',
    'application/javascript',
    'text/css; charset=utf-8',
    'image/svg+xml',
    'text/plain; charset=utf-8',
  ])('compresses %s above the threshold: brotli first, gzip when only that is accepted', async (type) => {
    const url = `/typed?type=${encodeURIComponent(type)}`;
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 4);
    expect(decoded(br).toString()).toBe(BIG);
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString()).toBe(BIG);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('leaves an answer under the threshold as it is, and compresses one just over it', async () => {
    const under = await get(`/typed?type=application/json&size=${COMPRESSION_THRESHOLD - 1}`, 'br, gzip');
    expect(under.headers['content-encoding']).toBeUndefined();
    expect(under.body).toBe(text(COMPRESSION_THRESHOLD - 1));
    const over = await get(`/typed?type=application/json&size=${COMPRESSION_THRESHOLD + 100}`, 'br, gzip');
    expect(over.headers['content-encoding']).toBe('br');
  });

  it.each([
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/webp',
    'video/mp4',
    'video/webm',
    'audio/mpeg',
    'application/zip',
    'application/octet-stream',
    'font/woff2',
  ])('never compresses %s (already compressed, or not text)', async (type) => {
    const response = await get(`/typed?type=${encodeURIComponent(type)}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG);
  });

  it('never compresses a partial (206) answer, even of text: Content-Range counts unencoded bytes', async () => {
    const response = await get('/partial', 'br, gzip');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 0-${BIG.length - 1}/${BIG.length * 2}`);
    expect(response.body).toBe(BIG);
  });
});

describe('compression on the real routes', () => {
  useMediaApp();

  it('a JSON answer (the notice board) comes compressed and decodes to the same JSON', async () => {
    const url = `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${GREENFIELD}?is_active=true&student_id=1001`;
    const plain = await raw('GET', url, { who: 'aarav' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await raw('GET', url, { who: 'aarav', headers: { 'accept-encoding': encoding } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('a stored PDF goes out as stored: not compressed, private no-store kept', async () => {
    const response = await raw(
      'GET',
      `/api/product/api/v1/instFileSystem/${GREENFIELD}/files/download?fileId=${fixtures.readonlyPdf}`,
      { who: 'aarav', headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.rawPayload.equals(demoBytes('guide-en.pdf'))).toBe(true);
  });

  it('a video streamed by ranges: 206 with exactly the asked bytes, never encoded', async () => {
    const otp = await as<VideoOtp>('aarav', 'POST', '/api/v1/instFileSystem/videoOTP?source=STUDENT_PORTAL', {
      payload: {
        videoID: String(fixtures.video),
        institute_id: GREENFIELD,
        user_id: USER_IDS.aarav,
        file_id: fixtures.studyFile,
      },
    });
    expect(otp.status, otp.body.message).toBe(200);
    const { url } = playbackInfoSchema.parse(
      JSON.parse(Buffer.from(otp.body.result.playbackInfo, 'base64').toString('utf8')),
    );
    const video = demoBytes('lesson.webm');
    const response = await t.app.inject({
      url,
      // As the browser that asked: its file key cookie (issue 28).
      headers: {
        range: 'bytes=100-4195',
        'accept-encoding': 'gzip, deflate, br',
        cookie: cookieHeader(otp.response),
      },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 100-4195/${video.length}`);
    expect(response.headers['content-length']).toBe('4096');
    expect(response.rawPayload.equals(video.subarray(100, 4196))).toBe(true);
  });
});
