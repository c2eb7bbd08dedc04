import { and, eq } from 'drizzle-orm';
import type { VimeoDownloadLink } from '@portal/shared/media/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoWatchCounts, videoWatchHistory, vimeoDownloadLinks } from '../../db/schema';
import { seedMedia } from '../../db/seed/media';
import { APEX, GREENFIELD } from '../../db/seed/institutes';
import { MESSAGES } from '../../lib/http-error';
import { as, demoBytes, fixtures, raw, t, USER_IDS, useMediaApp } from './testing';

useMediaApp();

describe('PUT /api/v1/instFileSystem/update-watch-count', () => {
  const count = (who: string, body: unknown) =>
    as<{ count: number }>(who, 'PUT', '/api/v1/instFileSystem/update-watch-count', { payload: body });

  it("adds one to the caller's count of the video at each start", async () => {
    const body = { video_id: '76979871', institute_id: GREENFIELD };
    expect((await count('aarav', body)).body.result).toEqual({ count: 1 });
    expect((await count('aarav', body)).body.result).toEqual({ count: 2 });
    // Another user's count is their own.
    expect((await count('meera', body)).body.result).toEqual({ count: 1 });
    const rows = await t.database.db
      .select({ count: videoWatchCounts.count, instituteId: videoWatchCounts.instituteId })
      .from(videoWatchCounts)
      .where(and(eq(videoWatchCounts.userId, USER_IDS.aarav), eq(videoWatchCounts.videoId, '76979871')));
    expect(rows).toEqual([{ count: 2, instituteId: GREENFIELD }]);
  });

  it("refuses another institute's id (403), a bad video id (400) and no token (401)", async () => {
    const refused = await count('aarav', { video_id: 'x', institute_id: APEX });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.notYours);
    expect((await count('aarav', { video_id: '../x', institute_id: GREENFIELD })).status).toBe(400);
    expect((await count('aarav', { video_id: '', institute_id: GREENFIELD })).status).toBe(400);
    expect((await count(null as unknown as string, { video_id: 'x', institute_id: GREENFIELD })).status).toBe(
      401,
    );
  });
});

describe('POST /api/v1/instFileSystem/allocateWatchHistory', () => {
  const history = (who: string | null, body: unknown) =>
    as(who, 'POST', '/api/v1/instFileSystem/allocateWatchHistory', { payload: body });

  it('records the seconds watched as a row of the caller', async () => {
    const { status, body } = await history('aarav', { video_id: String(fixtures.video), watch_duration: 42 });
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    const rows = await t.database.db
      .select({ seconds: videoWatchHistory.watchDuration })
      .from(videoWatchHistory)
      .where(
        and(
          eq(videoWatchHistory.userId, USER_IDS.aarav),
          eq(videoWatchHistory.videoId, String(fixtures.video)),
        ),
      );
    expect(rows).toEqual([{ seconds: 42 }]);
  });

  it.each([
    [{ video_id: 'abc', watch_duration: -1 }],
    [{ video_id: 'abc', watch_duration: 86_401 }],
    [{ video_id: 'abc', watch_duration: 1.5 }],
    [{ video_id: 'abc' }],
    [{ watch_duration: 3 }],
  ])('refuses %o (400)', async (body) => {
    expect((await history('aarav', body)).status).toBe(400);
  });

  it('needs a token (401)', async () => {
    expect((await history(null, { video_id: 'abc', watch_duration: 3 })).status).toBe(401);
  });
});

describe('GET {video}/download-links/:vimeo_video_id', () => {
  const links = (
    who: string | null,
    id: string,
    headers: Record<string, string> = { 'x-prod-inst-id': '1' },
  ) => as<VimeoDownloadLink[]>(who, 'GET', `/api/video/download-links/${id}`, { headers });

  // The test's own Vimeo id, so the demo's links (live classes seed some too) do not matter.
  const VIMEO = '900000001';
  beforeAll(async () => {
    const link = (width: number, height: number, sizeBytes: number) => ({
      instituteId: GREENFIELD,
      vimeoVideoId: VIMEO,
      width,
      height,
      sizeBytes,
      link: `https://player.vimeo.com/progressive_redirect/download/${VIMEO}/rendition/${height}p/file.mp4`,
    });
    await t.database.db
      .insert(vimeoDownloadLinks)
      .values([link(1920, 1080, 432_328_704), link(640, 360, 1_000), link(960, 540, 5_000_000)]);
  });

  it("lists the renditions of the caller's institute, smallest first, with a short size", async () => {
    const { status, body } = await links('aarav', VIMEO);
    expect(status).toBe(200);
    expect(body.result.map((link) => [link.width, link.height])).toEqual([
      [640, 360],
      [960, 540],
      [1920, 1080],
    ]);
    expect(body.result[2]).toEqual({
      width: 1920,
      height: 1080,
      size: 432_328_704,
      size_short: '412.3 MB',
      link: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/progressive_redirect\//),
    });
    expect(body.result.map((link) => link.size_short)).toEqual(['1000 B', '4.8 MB', '412.3 MB']);
    // The institute_id header is accepted as well.
    expect((await links('aarav', VIMEO, { institute_id: '1' })).body.result).toHaveLength(3);
  });

  it('seeds the demo links (Greenfield recording 76979871, documents 1084537), again without failing', async () => {
    await seedMedia(t.database.db);
    await seedMedia(t.database.db);
    expect((await links('aarav', '76979871')).body.result.length).toBeGreaterThanOrEqual(3);
    expect((await links('aarav', '1084537')).body.result.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty list for a video without links, or with links of another institute only', async () => {
    expect((await links('aarav', '123456')).body.result).toEqual([]);
    const apex = await links('riya', VIMEO, { 'x-prod-inst-id': String(APEX) });
    expect(apex.status).toBe(200);
    expect(apex.body.result).toEqual([]);
  });

  it("refuses another institute's header (403), none (400), a bad id (400), no token (401)", async () => {
    expect((await links('aarav', '76979871', { 'x-prod-inst-id': String(APEX) })).status).toBe(403);
    expect((await links('aarav', '76979871', {})).status).toBe(400);
    expect((await links('aarav', 'abc')).status).toBe(400);
    expect((await links(null, '76979871')).status).toBe(401);
  });
});

describe('GET {productApi}/api/v1/instFileSystem/:institute_id/files/download', () => {
  const view = (
    who: string | null,
    fileId: number | string,
    options: { institute?: number; range?: string } = {},
  ) =>
    raw(
      'GET',
      `/api/product/api/v1/instFileSystem/${options.institute ?? GREENFIELD}/files/download?fileId=${fileId}`,
      {
        who: who ?? undefined,
        headers: options.range ? { range: options.range } : {},
      },
    );

  it('shows a read-only file shared with the caller inline, with its type', async () => {
    const response = await view('aarav', fixtures.readonlyPdf);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(demoBytes('guide-en.pdf'))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="guide-en.pdf"/);
  });

  it('answers a range with 206 and those bytes', async () => {
    const response = await view('aarav', fixtures.readonlyPdf, { range: 'bytes=0-7' });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(demoBytes('guide-en.pdf').subarray(0, 8))).toBe(true);
  });

  it.each([
    ['a file not shared with the caller', 'aarav', () => fixtures.unshared, GREENFIELD],
    ['a file shared with another student', 'diya', () => fixtures.readonlyPdf, GREENFIELD],
    ['a parent (documents are not theirs)', 'meera', () => fixtures.readonlyPdf, GREENFIELD],
    ["another institute's file", 'aarav', () => fixtures.apexVideo, GREENFIELD],
    ['another institute in the path', 'aarav', () => fixtures.readonlyPdf, APEX],
    ['an unknown file', 'aarav', () => 99_999_999, GREENFIELD],
  ])('refuses %s (403)', async (_case, who, file, institute) => {
    const response = await view(who, file(), { institute });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: MESSAGES.notYours, result: null });
  });

  it('answers 401 without a token and 400 for a bad or missing file id', async () => {
    expect((await view(null, fixtures.readonlyPdf)).statusCode).toBe(401);
    expect((await view('aarav', 'x')).statusCode).toBe(400);
    expect(
      (await raw('GET', '/api/product/api/v1/instFileSystem/1/files/download', { who: 'aarav' })).statusCode,
    ).toBe(400);
  });
});
