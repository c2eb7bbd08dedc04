import { playbackInfoSchema, type VideoOtp } from '@portal/shared/media/schema';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';
import { describe, expect, it } from 'vitest';
import { APEX, GREENFIELD } from '../../db/seed/institutes';
import { MESSAGES } from '../../lib/http-error';
import { FILE_LINK_COOKIE } from '../../plugins/auth';
import { call, cookieHeader, DEMO_LOGINS, signIn, type RequestOptions } from '../../test/requests';
import { MEDIA_MESSAGES } from './service';
import { demoBytes, fixtures, raw, t, tokens, USER_IDS, useMediaApp, as } from './testing';

/*
 * Issue 28, item 2: a protected video's stream URL was bound to the asking address only, so in a
 * school lab, a hostel or behind a carrier's NAT anybody signed in (or nobody) from that address
 * could play it. Now it opens for the user it was granted to: their session's file key, a cookie
 * the granting call sets for the stream's path alone (or their token header), beside the address
 * and the 5 minutes.
 */

useMediaApp();

const OTP_URL = '/api/v1/instFileSystem/videoOTP?source=STUDENT_PORTAL';

/** A grant of a video the person may play; the stream URL and the answer (its cookie). */
async function grant(who: 'aarav' | 'riya', options: RequestOptions = {}) {
  const body =
    who === 'aarav'
      ? {
          videoID: String(fixtures.video),
          institute_id: GREENFIELD,
          user_id: USER_IDS.aarav,
          file_id: fixtures.studyFile,
        }
      : { videoID: String(fixtures.apexVideo), institute_id: APEX, user_id: USER_IDS.riya };
  const answer = await as<VideoOtp>(who, 'POST', OTP_URL, { payload: body, ...options });
  expect(answer.status, answer.body.message).toBe(200);
  const info = playbackInfoSchema.parse(
    JSON.parse(Buffer.from(answer.body.result.playbackInfo, 'base64').toString('utf8')),
  );
  return { url: info.url, response: answer.response, cookie: cookieHeader(answer.response) };
}

const refused = (response: Awaited<ReturnType<typeof raw>>) => [
  response.statusCode,
  response.json<{ message: string }>().message,
];

describe('GET {video}/stream/:token, for the user it was granted to', () => {
  it('the grant sets the file key: the stream path only, HttpOnly, SameSite=Strict, 5 minutes, Secure on https', async () => {
    const { response } = await grant('aarav');
    const [cookie, ...more] = response.cookies;
    expect(more).toEqual([]);
    expect(cookie).toMatchObject({
      name: FILE_LINK_COOKIE,
      path: '/api/video/stream',
      maxAge: 300,
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(cookie!.secure).toBeUndefined();
    // A key derived from the session, not the token: nothing of its secret is in it.
    const secret = tokens.aarav!.split(':')[1]!;
    expect(cookie!.value).not.toContain(secret);
    expect(cookie!.value.startsWith(`${tokens.aarav!.split(':')[0]}.`)).toBe(true);

    const https = await grant('aarav', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.response.cookies[0]!.secure).toBe(true);
  });

  it("plays for the grantee's cookie (200, 206 for a range); the same URL from the same address with another student's cookie, none, or a tampered one: 403", async () => {
    const { url, cookie } = await grant('aarav');
    const whole = await raw('GET', url, { headers: { cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(demoBytes('lesson.webm'))).toBe(true);
    const part = await raw('GET', url, { headers: { cookie, range: 'bytes=0-99' } });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);

    const riya = (await grant('riya')).cookie;
    const value = cookie.slice(FILE_LINK_COOKIE.length + 1);
    const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
    for (const [what, header] of [
      ["another student's (Riya's, same address)", riya],
      ['none', undefined],
      ['tampered', `${FILE_LINK_COOKIE}=${flipped}`],
      ['another session id', `${FILE_LINK_COOKIE}=${'x'.repeat(22)}${value.slice(value.indexOf('.'))}`],
      ['empty', `${FILE_LINK_COOKIE}=`],
    ] as const) {
      const response = await raw('GET', url, header === undefined ? {} : { headers: { cookie: header } });
      expect(refused(response), what).toEqual([403, MEDIA_MESSAGES.streamRefused]);
      expect(
        refused(
          await raw('GET', url, { headers: { range: 'bytes=0-99', ...(header ? { cookie: header } : {}) } }),
        ),
        what,
      ).toEqual([403, MEDIA_MESSAGES.streamRefused]);
    }
    // Riya's own grant still plays for her.
    const hers = await grant('riya');
    expect((await raw('GET', hers.url, { headers: { cookie: hers.cookie } })).statusCode).toBe(200);
    expect((await raw('GET', hers.url, { headers: { cookie } })).statusCode).toBe(403);
  });

  it("opens with the grantee's token header too (a client without cookies); another user's: 403", async () => {
    const { url } = await grant('aarav');
    expect((await raw('GET', url, { who: 'aarav' })).statusCode).toBe(200);
    expect((await raw('GET', url, { who: 'riya' })).statusCode).toBe(403);
    expect((await raw('GET', url, { headers: { authorization: 'not-a-token' } })).statusCode).toBe(403);
  });

  it("the portal's own session cookie opens no stream, and the file key opens no API call (401)", async () => {
    const { url, cookie } = await grant('aarav');
    const session = encodeURIComponent(
      JSON.stringify({ user_id: USER_IDS.aarav, student_auth: tokens.aarav }),
    );
    expect((await raw('GET', url, { headers: { cookie: `${SESSION_COOKIE}=${session}` } })).statusCode).toBe(
      403,
    );
    const api = await call(t.app, 'POST', OTP_URL, {
      headers: { cookie },
      payload: { videoID: String(fixtures.video), institute_id: GREENFIELD, user_id: USER_IDS.aarav },
    });
    expect([api.status, api.body.message]).toEqual([401, MESSAGES.missingToken]);
  });

  it('a logout ends it at once: the same cookie is refused', async () => {
    // A session of its own, so the other tests' stays.
    const own = (await signIn(t.app, { user_name: DEMO_LOGINS.aarav[0] })).student_auth;
    const answer = await call<VideoOtp>(t.app, 'POST', OTP_URL, {
      token: own,
      payload: {
        videoID: String(fixtures.video),
        institute_id: GREENFIELD,
        user_id: USER_IDS.aarav,
        file_id: fixtures.studyFile,
      },
    });
    expect(answer.status).toBe(200);
    const cookie = cookieHeader(answer.response);
    const { url } = playbackInfoSchema.parse(
      JSON.parse(Buffer.from(answer.body.result.playbackInfo, 'base64').toString('utf8')),
    );
    expect((await raw('HEAD', url, { headers: { cookie } })).statusCode).toBe(200);
    const out = await call(t.app, 'GET', '/api/v1/alternateLogin/logout?deviceId=test-browser-device-0001', {
      token: own,
    });
    expect(out.status).toBe(200);
    expect((await raw('HEAD', url, { headers: { cookie } })).statusCode).toBe(403);
  });
});
