import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifestSchema } from '@portal/shared/pwa/schema';
import { institutes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, host = 'localhost:8080') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the installable portal: manifest and icons per host (issue 15)', () => {
  it("each host's manifest names its own institute, in its language, with icons of its logo", async () => {
    const rows = await t.database.db.select().from(institutes);
    const checked: string[] = [];
    for (const [host, slug] of [
      ['localhost:8080', 'greenfield'],
      ['apex.localhost:8080', 'apex'],
      ['vidya.localhost:8080', 'vidya'],
      ['lumiere.localhost:8080', 'lumiere'],
    ] as const) {
      const institute = rows.find((row) => row.slug === slug)!;
      const answer = await get('/manifest.webmanifest', host);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const manifest = webManifestSchema.parse(answer.json());
      expect(manifest).toMatchObject({
        name: institute.name,
        lang: institute.language,
        start_url: '/dashboard',
        display: 'standalone',
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ]);
      checked.push(manifest.lang);
    }
    expect(new Set(checked).size).toBeGreaterThan(2);
  });

  it('draws square PNG icons of the logo at 192 and 512 pixels', async () => {
    for (const size of [192, 512]) {
      const answer = await get(`/icons/icon-${size}.png`, 'apex.localhost:8080');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    // Different institutes, different icons.
    const greenfield = await get('/icons/icon-192.png');
    const apex = await get('/icons/icon-192.png', 'apex.localhost:8080');
    expect(greenfield.rawPayload.equals(apex.rawPayload)).toBe(false);
  });

  it('refuses an unknown host and a size it does not draw', async () => {
    expect((await get('/manifest.webmanifest', 'nowhere.example:8080')).statusCode).toBe(404);
    expect((await get('/icons/icon-192.png', 'nowhere.example:8080')).statusCode).toBe(404);
    expect((await get('/icons/icon-64.png')).statusCode).toBe(400);
  });
});
