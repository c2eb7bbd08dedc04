import { eq } from 'drizzle-orm';
import { playbackInfoSchema, type VideoOtp } from '@portal/shared/media/schema';
import { describe, expect, it } from 'vitest';
import { videoGrants } from '../../db/schema';
import { GREENFIELD, APEX } from '../../db/seed/institutes';
import { sha256 } from '../../lib/tokens';
import { MESSAGES } from '../../lib/http-error';
import { RANGE_NOT_SATISFIABLE } from './send-stored-file';
import { MEDIA_MESSAGES } from './service';
import { VIDEO_GRANT_TTL_MS } from './video-grants';
import { cookieHeader } from '../../test/requests';
import { as, demoBytes, fixtures, raw, t, USER_IDS, useMediaApp } from './testing';

useMediaApp();

const OTP_URL = '/api/v1/instFileSystem/videoOTP?source=STUDENT_PORTAL';
const video = () => demoBytes('lesson.webm');

const askOtp = (who: string, body: Record<string, unknown>, options: { remoteAddress?: string } = {}) =>
  as<VideoOtp>(who, 'POST', OTP_URL, { payload: body, ...options });

const aaravBody = (extra: Record<string, unknown> = {}) => ({
  videoID: String(fixtures.video),
  institute_id: GREENFIELD,
  user_id: USER_IDS.aarav,
  file_id: fixtures.studyFile,
  ...extra,
});

/**
 * Aarav's OTP, the stream URL its playback info names, and the Cookie header his browser then sends
 * to it (the answer's file key cookie).
 */
async function aaravStream(options: { remoteAddress?: string } = {}) {
  const { status, body, response } = await askOtp('aarav', aaravBody(), options);
  expect(status, body.message).toBe(200);
  const info = playbackInfoSchema.parse(
    JSON.parse(Buffer.from(body.result.playbackInfo, 'base64').toString('utf8')),
  );
  return { otp: body.result.otp, url: info.url, info, cookie: cookieHeader(response) };
}

describe('POST /api/v1/instFileSystem/videoOTP', () => {
  it('grants a student the protected study video shared with them: an OTP and a signed stream URL', async () => {
    const { status, body } = await askOtp('aarav', aaravBody());
    expect(status).toBe(200);
    expect(body.result.status).toBe(200);
    expect(body.result.otp).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = JSON.parse(Buffer.from(body.result.playbackInfo, 'base64').toString('utf8'));
    expect(info).toEqual({ videoId: String(fixtures.video), url: `/api/video/stream/${body.result.otp}` });
    // Only hashes are kept: the table holds no playable URL, and the grant names the asking address.
    const [grant] = await t.database.db
      .select()
      .from(videoGrants)
      .where(eq(videoGrants.tokenHash, sha256(body.result.otp)));
    expect(grant).toMatchObject({
      userId: USER_IDS.aarav,
      fileId: fixtures.video,
      clientHash: sha256('127.0.0.1'),
    });
    const left = grant!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(VIDEO_GRANT_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(VIDEO_GRANT_TTL_MS);
  });

  it('accepts the stored file id as file_id, and no file_id', async () => {
    expect((await askOtp('aarav', aaravBody({ file_id: fixtures.video }))).status).toBe(200);
    const { file_id: _omitted, ...withoutFile } = aaravBody();
    expect((await askOtp('aarav', withoutFile)).status).toBe(200);
  });

  it.each([
    [
      'another student of the institute',
      'diya',
      () => aaravBody({ user_id: USER_IDS.diya }),
      MEDIA_MESSAGES.notPlayable,
    ],
    [
      'a parent (study material is not theirs)',
      'meera',
      () => aaravBody({ user_id: USER_IDS.meera }),
      MEDIA_MESSAGES.notPlayable,
    ],
    ["someone else's user id", 'diya', () => aaravBody(), MESSAGES.notYours],
    [
      "another institute's file",
      'aarav',
      () => aaravBody({ videoID: String(fixtures.apexVideo), file_id: undefined }),
      MEDIA_MESSAGES.notPlayable,
    ],
    ['another institute in the body', 'aarav', () => aaravBody({ institute_id: APEX }), MESSAGES.notYours],
    [
      'a file that is not a video',
      'aarav',
      () => aaravBody({ videoID: String(fixtures.readonlyPdf), file_id: undefined }),
      MEDIA_MESSAGES.notAVideo,
    ],
    [
      'a file not shared with anyone',
      'aarav',
      () => aaravBody({ videoID: String(fixtures.unshared), file_id: undefined }),
      MEDIA_MESSAGES.notPlayable,
    ],
    [
      'an unknown file',
      'aarav',
      () => aaravBody({ videoID: '99999999', file_id: undefined }),
      MEDIA_MESSAGES.notPlayable,
    ],
    [
      'a study file that holds another video',
      'aarav',
      () => aaravBody({ file_id: fixtures.otherStudyFile }),
      MEDIA_MESSAGES.notPlayable,
    ],
  ])('refuses %s (403 with a clear message)', async (_case, who, body, message) => {
    const { status, body: answer } = await askOtp(who, body());
    expect(status).toBe(403);
    expect(answer).toEqual({ statusCode: 403, message, result: null });
  });

  it("lets another institute's student play their own institute's video", async () => {
    const { status } = await askOtp('riya', {
      videoID: String(fixtures.apexVideo),
      institute_id: APEX,
      user_id: USER_IDS.riya,
    });
    expect(status).toBe(200);
  });

  it('answers 401 without a token and 400 for a malformed body', async () => {
    expect((await as(null, 'POST', OTP_URL, { payload: aaravBody() })).status).toBe(401);
    const bad = await askOtp('aarav', aaravBody({ videoID: '../etc/passwd' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^videoID: /);
    expect((await askOtp('aarav', aaravBody({ videoID: 12 }))).status).toBe(400);
  });

  it('sweeps expired grants when a new one is made', async () => {
    const { otp } = await aaravStream();
    t.clock.now = new Date(Date.now() + VIDEO_GRANT_TTL_MS + 60_000);
    try {
      await aaravStream();
    } finally {
      t.clock.now = null;
    }
    const left = await t.database.db
      .select()
      .from(videoGrants)
      .where(eq(videoGrants.tokenHash, sha256(otp)));
    expect(left).toEqual([]);
  });
});

describe('GET {video}/stream/:token', () => {
  it('streams the whole video with its type and safe headers', async () => {
    const { url, cookie } = await aaravStream();
    const response = await raw('GET', url, { headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(video().length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="lesson.webm"/);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=1000-', 1000, null],
    ['bytes=-50', null, null],
  ])('answers the range %s with 206 and exactly those bytes', async (header, from, to) => {
    const bytes = video();
    const start = from ?? bytes.length - 50;
    const end = to ?? bytes.length - 1;
    const { url, cookie } = await aaravStream();
    const response = await raw('GET', url, { headers: { range: header, cookie } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const { url, cookie } = await aaravStream();
    const size = video().length;
    const response = await raw('GET', url, { headers: { range: `bytes=${size}-`, cookie } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.json()).toEqual({ statusCode: 416, message: RANGE_NOT_SATISFIABLE, result: null });
  });

  it('answers HEAD with the headers and no body', async () => {
    const { url, cookie } = await aaravStream();
    const response = await raw('HEAD', url, { headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video().length));
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.length).toBe(0);
  });

  it('refuses the URL from another address (403)', async () => {
    const { url, cookie } = await aaravStream();
    const response = await raw('GET', url, { remoteAddress: '203.0.113.7', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MEDIA_MESSAGES.streamRefused);
    // The address that asked still plays it.
    expect((await raw('GET', url, { headers: { cookie } })).statusCode).toBe(200);
  });

  it('binds the grant to the address that asked, whichever it is', async () => {
    const { url, cookie } = await aaravStream({ remoteAddress: '198.51.100.4' });
    expect((await raw('GET', url, { remoteAddress: '198.51.100.4', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await raw('GET', url, { headers: { cookie } })).statusCode).toBe(403);
  });

  it('refuses a forged token (403) and a malformed one (400)', async () => {
    const { cookie } = await aaravStream();
    const forged = await raw('GET', `/api/video/stream/${'A'.repeat(43)}`, { headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(MEDIA_MESSAGES.streamRefused);
    expect((await raw('GET', '/api/video/stream/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('works until the grant expires after 5 minutes, then answers 403', async () => {
    const { url, cookie } = await aaravStream();
    const at = async (ms: number) => {
      t.clock.now = new Date(Date.now() + ms);
      try {
        return (await raw('HEAD', url, { headers: { cookie } })).statusCode;
      } finally {
        t.clock.now = null;
      }
    };
    expect(await at(VIDEO_GRANT_TTL_MS - 30_000)).toBe(200);
    expect(await at(VIDEO_GRANT_TTL_MS + 30_000)).toBe(403);
  });
});
