import type { AssignmentDetail } from '@portal/shared/assignments/schema';
import { describe, expect, it } from 'vitest';
import { FILE_LINK_COOKIE } from '../../plugins/auth';
import { cookieHeader } from '../../test/requests';
import { VIDEO_GRANT_TTL_MS } from '../media/video-grants';
import { BASE, get, GREENFIELD, idOf, list, post, t, useAssignmentsApp } from './testing';

/*
 * Issue 28, item 2: an attachment's link (downloadFile's result.body) opened for anybody from the
 * asking address. Now only for the user it was made for: the file key cookie its answer sets (or
 * their token header), beside the address and the 5 minutes.
 */

useAssignmentsApp();

const RIYA = 2001;
const APEX = 2;

const grant = (who: string, attachmentId: number, institute = GREENFIELD) =>
  post<{ body: string }>(who, `${BASE}/downloadFile`, {
    attachmentId_array: [attachmentId],
    institute_id: institute,
  });

/** Riya's (Apex) first question file: its attachment id. */
async function riyasFile(): Promise<number> {
  const { body } = await list('riya', RIYA, APEX);
  for (const item of [
    ...body.result.upcoming_online_assignment_list,
    ...body.result.past_online_assignment_list,
  ]) {
    const detail = await get<AssignmentDetail>('riya', `${BASE}/get/${APEX}/${item.file_id}`);
    const file = detail.body.result.attachment_lists.find((a) => a.attachment_name !== null);
    if (file) return file.attachment_id;
  }
  throw new Error('no question file for Riya');
}

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe("downloadFile's link, for the user it was made for", () => {
  it("serves Aarav's browser (200, 206 for a range); the same link from the same address with another student's cookie, none, a tampered one or once expired: 403", async () => {
    const id = await idOf('Photosynthesis diagram');
    const detail = await get<AssignmentDetail>('aarav', `${BASE}/get/${GREENFIELD}/${id}`);
    const answer = await grant('aarav', detail.body.result.attachment_lists[0]!.attachment_id);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.response.cookies[0]).toMatchObject({
      name: FILE_LINK_COOKIE,
      path: '/api/video/stream',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const url = answer.body.result.body;
    const cookie = cookieHeader(answer.response);
    expect((await open(url, { cookie })).statusCode).toBe(200);
    const part = await open(url, { cookie, range: 'bytes=0-4' });
    expect([part.statusCode, part.rawPayload.toString('latin1')]).toEqual([206, '%PDF-']);

    // Another student's browser at the same address, with a link of her own.
    const riya = await grant('riya', await riyasFile(), APEX);
    expect(riya.status, riya.body.message).toBe(200);
    const riyaCookie = cookieHeader(riya.response);
    expect((await open(riya.body.result.body, { cookie: riyaCookie })).statusCode).toBe(200);
    expect((await open(riya.body.result.body, { cookie })).statusCode).toBe(403);
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [what, headers] of [
      ["Riya's", { cookie: riyaCookie }],
      ['none', {}],
      ['tampered', { cookie: tampered }],
    ] as const) {
      expect((await open(url, headers)).statusCode, what).toBe(403);
    }

    t.clock.now = new Date(Date.now() + VIDEO_GRANT_TTL_MS + 1000);
    try {
      expect((await open(url, { cookie })).statusCode).toBe(403);
    } finally {
      t.clock.now = null;
    }
  });
});
