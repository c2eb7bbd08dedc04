import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signIn } from '../../test/requests';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, { user_name: 'aarav@greenfield.test' })).student_auth;
});
afterAll(() => t.close());

const upload = (photo: string) =>
  call<{ photo_url: string } | null>(t.app, 'PUT', '/api/v1/profiles/update/1/101', {
    token,
    payload: { photo },
  });
/** The photo names in the app's file storage. */
const storedFiles = async () => {
  const names: string[] = [];
  for await (const { key } of t.app.storage.list('photos/')) names.push(key.slice('photos/'.length));
  return names.sort();
};
const photoUrl = async () =>
  (await t.database.db.select({ url: users.photoUrl }).from(users).where(eq(users.id, 101)))[0]!.url;
const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });

/** A camera-like JPEG: 800x400, EXIF orientation 6 (shown rotated to 400x800), a description and GPS-ish text. */
const cameraJpeg = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { ImageDescription: 'secret-location-48.8584N', Copyright: 'Aarav' } },
    })
    .toBuffer();

describe('photo updates', () => {
  it('a JPEG with metadata: stored as a metadata-free WebP of at most 512x512, upright', async () => {
    const input = await cameraJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { status, body } = await upload(input.toString('base64'));
    expect(status).toBe(200);
    expect(body.message).toBe('profile picture updated successfully');
    const url = body.result!.photo_url;
    expect(url).toMatch(/^\/files\/photos\/[0-9a-f]{32}\.webp$/);
    expect(await photoUrl()).toBe(url);

    const served = await fetchPhoto(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('a tiny PNG replaces the old photo: one file left, the login answer and profile point to it', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(png.toString('base64'));
    expect(status).toBe(200);
    const url = body.result!.photo_url;
    expect(await storedFiles()).toEqual([url.split('/').pop()]);
    const meta = await sharp((await fetchPhoto(url)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 4, height: 3, hasAlpha: true });

    expect((await signIn(t.app, { user_name: 'aarav@greenfield.test' })).photo_url).toBe(url);
    const detail = await call<{ photo_url: string }>(
      t.app,
      'GET',
      '/api/v1/students/get-student-detail/1/1001',
      {
        token,
      },
    );
    expect(detail.body.result.photo_url).toBe(url);
  });

  it('a WebP is accepted too', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    expect((await upload(webp.toString('base64'))).status).toBe(200);
  });

  describe('refused pictures: 400, no file and no change', () => {
    const noiseBytes = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < noiseBytes.length; i++) noiseBytes[i] = (i * 7919) % 251;
    const noisePng = () =>
      sharp(noiseBytes, { raw: { width: 256, height: 256, channels: 3 } })
        .png()
        .toBuffer();
    const truncate = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    it.each([
      [
        'text bytes behind a PNG signature',
        async () => Buffer.concat([pngMagic, Buffer.from('not a picture at all')]).toString('base64'),
        /could not be read/,
      ],
      ['a truncated PNG', async () => truncate(await noisePng()).toString('base64'), /could not be read/],
      [
        'plain text',
        async () => Buffer.from('hello, I am a text file').toString('base64'),
        /Only JPEG, PNG or WebP/,
      ],
      [
        'a GIF',
        async () =>
          (
            await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
              .gif()
              .toBuffer()
          ).toString('base64'),
        /Only JPEG, PNG or WebP/,
      ],
      [
        'an SVG',
        async () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
            'base64',
          ),
        /Only JPEG, PNG or WebP/,
      ],
      [
        'more than 2 MB once decoded',
        async () => Buffer.concat([pngMagic, Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
        /at most 2 MB/,
      ],
      ['far more than 2 MB', async () => Buffer.alloc(2_600_000).toString('base64'), /^photo: /],
      [
        'a data: URL',
        async () => `data:image/png;base64,${(await noisePng()).toString('base64')}`,
        /without a data: prefix/,
      ],
      ['not base64', async () => '@@@@!!!!', /Not valid base64/],
    ])('%s', async (_, photo, message) => {
      const filesBefore = await storedFiles();
      const urlBefore = await photoUrl();
      const { status, body } = await upload(await photo());
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
      expect(body.result).toBeNull();
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await photoUrl()).toBe(urlBefore);
    });
  });

  it('unknown or malformed photo names: 404', async () => {
    for (const url of [
      `/files/photos/${'0'.repeat(32)}.webp`,
      '/files/photos/..%2F..%2Fpglite%2Fportal.pid',
      '/files/photos/nothing.txt',
    ]) {
      const response = await fetchPhoto(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().result).toBeNull();
    }
  });
});
