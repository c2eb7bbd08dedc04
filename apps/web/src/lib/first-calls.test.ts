import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from './api-client';
import {
  endFirstCalls,
  FIRST_CALLS_KEY,
  readFirstCalls,
  resetFirstCallsForTests,
  sessionMark,
} from './first-calls';
import { getSession, SESSION_KEY } from './session';
import { storedSessionForTests } from './query-testing';

/*
 * A screen's first calls are kept per address and sent again by the page as it opens (issue 15,
 * "fast everywhere"); the portal's own call then takes that answer instead of asking again.
 */

const storedSession = storedSessionForTests;

const answer = (value: string) =>
  new Response(JSON.stringify({ status: 200, value }), { headers: { 'Content-Type': 'application/json' } });
const schema = z.object({ status: z.number(), value: z.string() });
const read = new AbortController().signal;

let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;
let page: { localStorage: Storage; __firstCalls?: Record<string, Promise<Response>> };

beforeEach(() => {
  storage = new Map([[SESSION_KEY, JSON.stringify(storedSession)]]);
  page = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as Storage,
  };
  vi.stubGlobal('window', page);
  fetchMock = vi.fn(async () => answer('asked by the portal'));
  vi.stubGlobal('fetch', fetchMock);
  resetFirstCallsForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('first calls', () => {
  it('a call the page already sent takes that answer, once', async () => {
    page.__firstCalls = { 'GET /api/v1/fees/1 ': Promise.resolve(answer('sent by the page')) };
    const first = await api.get('/api/v1/fees/1', { auth: true, signal: read, schema });
    expect(first.value).toBe('sent by the page');
    expect(fetchMock).not.toHaveBeenCalled();
    const again = await api.get('/api/v1/fees/1', { auth: true, signal: read, schema });
    expect(again.value).toBe('asked by the portal');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another body, or an early call that failed, is asked for as usual', async () => {
    page.__firstCalls = {
      'POST /api/v2/timeTable/v3 {"month":11}': Promise.resolve(answer('November')),
      'GET /api/v1/today ': Promise.reject(new TypeError('offline')),
    };
    const december = await api.post(
      '/api/v2/timeTable/v3',
      { month: 12 },
      { auth: true, signal: read, schema },
    );
    expect(december.value).toBe('asked by the portal');
    const today = await api.get('/api/v1/today', { auth: true, signal: read, schema });
    expect(today.value).toBe('asked by the portal');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the reads of the first navigation with the session’s token, without the token', async () => {
    await api.post('/api/v2/timeTable/v3', { month: 11 }, { auth: true, signal: read, schema });
    await api.get('/api/v1/testReports/9018', { auth: true, token: 'score-token', signal: read, schema });
    // A change (no query's signal), a call with another token, one without a session token: not kept.
    await api.post('/api/v1/assignment/submit', { file: 1 }, { auth: true, schema });
    await api.get('/api/v1/other', { auth: true, token: 'someone-else', signal: read, schema });
    await api.get('/api/v1/institutes/logo', { signal: read, schema });
    endFirstCalls(getSession(), '/timetable');

    const kept = readFirstCalls()['/timetable'];
    expect(kept).toMatchObject({
      user: 101,
      student: 1001,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The session they were made with, as index.html's inline script marks it (another year or child: not sent).
    expect(kept!.session).toBe(sessionMark(storage.get(SESSION_KEY)!));
    const otherYear = storage.get(SESSION_KEY)!.replace('"acad_year_list":[]', '"acad_year_list":[1]');
    expect(sessionMark(otherYear)).not.toBe(kept!.session);
    expect(kept!.calls.map(({ method, url, body, token }) => ({ method, url, body, token }))).toEqual([
      { method: 'POST', url: '/api/v2/timeTable/v3', body: '{"month":11}', token: 'student_auth' },
      { method: 'GET', url: '/api/v1/testReports/9018', body: undefined, token: 'scorecard_auth_token' },
    ]);
    expect(kept!.calls[0]!.headers).toMatchObject({ Source: 'WEB', 'X-Time-Zone': 'Asia/Kolkata' });
    expect(storage.get(FIRST_CALLS_KEY)).not.toContain('session-token');
    expect(storage.get(FIRST_CALLS_KEY)).not.toContain('score-token');
  });

  it('after the first navigation nothing is kept and no early answer is taken', async () => {
    page.__firstCalls = { 'GET /api/v1/fees/1 ': Promise.resolve(answer('sent by the page')) };
    endFirstCalls(getSession(), '/fees');
    expect(page.__firstCalls).toBeUndefined();
    await api.get('/api/v1/fees/1', { auth: true, signal: read, schema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    endFirstCalls(getSession(), '/fees');
    expect(readFirstCalls()).toEqual({});
  });

  it('calls of a session switched meanwhile (another year or child) are not kept', async () => {
    await api.get('/api/v1/fees/1/12', { auth: true, signal: read, schema });
    storage.set(SESSION_KEY, JSON.stringify({ ...storedSession, acad_yr_id: 13 }));
    await api.get('/api/v1/fees/1/13', { auth: true, signal: read, schema });
    endFirstCalls(getSession(), '/fees');
    expect(readFirstCalls()).toEqual({});
  });

  it('another person’s kept calls are dropped', async () => {
    storage.set(
      FIRST_CALLS_KEY,
      JSON.stringify({ '/fees': { user: 7, student: 70, day: '2026-11-28', at: 1, calls: [] } }),
    );
    await api.get('/api/v1/today', { auth: true, signal: read, schema });
    endFirstCalls(getSession(), '/dashboard');
    expect(Object.keys(readFirstCalls())).toEqual(['/dashboard']);
  });

  it('an address whose screen now makes no call is forgotten; at most twelve addresses are kept', async () => {
    for (let i = 0; i < 14; i++) {
      resetFirstCallsForTests();
      await api.get(`/api/v1/page/${i}`, { auth: true, signal: read, schema });
      endFirstCalls(getSession(), `/page/${i}`);
    }
    const addresses = Object.keys(readFirstCalls());
    expect(addresses).toHaveLength(12);
    expect(addresses).toContain('/page/13');
    resetFirstCallsForTests();
    endFirstCalls(getSession(), '/page/13');
    expect(Object.keys(readFirstCalls())).not.toContain('/page/13');
  });
});
