import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { authedGet, HOST, signIn } from '../test/requests';
import { writeServerBuild } from '../test/server-build';
import { displayHtml } from '../lib/display-html';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';
import { injectedFetch, sessionCookie } from './server-drawn';

/*
 * A signed-in screen drawn on the server (issue 15, LCP): the page request's cookie carries the
 * visitor's stored session; the screen's calls go through the server's own routes with the token in
 * it, so a claim the token does not allow draws nothing. The renderer here stands in for the
 * portal's build (apps/web/src/app/server-render.tsx, tested in the browser by performance.spec):
 * it makes the one call its session names and draws what came back.
 */

const PAGE = `<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>`;

const RENDERER = `
export async function renderScreen({ url, session, fetch, sanitize }) {
  const { pathname } = new URL(url);
  if (pathname === '/')
    return session === null ? { html: '<main class="signin"></main>', answers: '{}', language: 'en', session: '' } : null;
  if (session === null) return null;
  const stored = JSON.parse(session);
  if (pathname === '/timetable') return new Promise(() => {});
  if (pathname === '/live') {
    await fetch(stored.prodUrl + '/secret');
    return { html: '<p>reached</p>', answers: '{}', language: 'en', session: 'm' };
  }
  const answer = await fetch('/api/v1/portal/today/' + stored.student_id, {
    headers: { Authorization: stored.student_auth, source: 'WEB' },
  });
  if (!answer.ok) return null;
  const body = await answer.json();
  return {
    html: '<p class="drawn">' + sanitize('<b>today</b><script>alert(1)</script>', { images: false }) +
      ' $& ' + JSON.stringify(body.result).length + '</p>',
    answers: JSON.stringify({ today: body.result }).replace(/</g, '\\\\u003c'),
    language: stored.language,
    session: 'mark-' + stored.student_id,
  };
}
`;

let t: TestApp;
let dist: string;
let aarav: Record<string, unknown> & { student_auth: string; student_id: number };

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-drawn-'));
  await fs.writeFile(path.join(dist, 'index.html'), PAGE);
  await writeServerBuild(
    dist,
    [
      ['dashboard', 'dashboard', 'dashboard'],
      ['timetable', 'timetable', 'timetable'],
      ['live', 'live', 'live-classes'],
    ],
    RENDERER,
  );
  t = await createTestApp({ webDist: dist });
  const account = await signIn(t.app, { user_name: 'aarav@greenfield.test' });
  aarav = { ...account, student_id: 1001, language: 'fr', prodUrl: 'http://169.254.169.254' } as typeof aarav;
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const cookieOf = (session: unknown) =>
  `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}`;
const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
const rootOf = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0] ?? '';

describe('a signed-in screen drawn on the server', () => {
  it('is drawn with the cookie session’s own data, in its language, kept by no shared cache', async () => {
    const own = await authedGet(t.app, '/api/v1/portal/today/1001', aarav.student_auth);
    expect(own.status).toBe(200);
    const response = await page('/dashboard', cookieOf(aarav));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(rootOf(html)).toContain('data-ssr="mark-1001" inert data-entry=');
    expect(rootOf(html)).toContain('data-entry="/assets/index-abc.js"');
    // What the route answered for that token, drawn into #root, with the answers after it.
    const length = JSON.stringify((own.body as { result: unknown }).result).length;
    expect(html).toContain(`<div id="root"`);
    expect(html).toMatch(
      new RegExp(
        `<p class="drawn"><b>today</b> \\$& ${length}</p></div><script type="application/json" id="server-answers">`,
      ),
    );
    expect(html).not.toContain('alert(1)');
    expect(html).toMatch(/<html lang="fr">/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('draws nothing for a student the token may not see: the page is the usual one', async () => {
    const claimed = { ...aarav, student_id: 1002 };
    expect((await authedGet(t.app, '/api/v1/portal/today/1002', aarav.student_auth)).status).toBe(403);
    const html = (await page('/dashboard', cookieOf(claimed))).body;
    expect(rootOf(html)).not.toContain('data-ssr');
    expect(rootOf(html)).toContain('data-entry=');
    expect(html).not.toContain('server-answers');
  });

  it('draws nothing with another token, without a cookie, or with a cookie that does not decode', async () => {
    for (const cookie of [
      cookieOf({ ...aarav, student_auth: 'not-a-token' }),
      undefined,
      `${SESSION_COOKIE}=%E0%A4%A`,
    ]) {
      const response = await page('/dashboard', cookie);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).not.toContain('data-ssr');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never asks another server: the session’s service addresses are the visitor’s claim', async () => {
    const html = (await page('/live', cookieOf(aarav))).body;
    expect(html).not.toContain('reached');
    const request = { protocol: 'http', host: HOST, ip: '127.0.0.1' } as FastifyRequest;
    const fetchHere = injectedFetch(t.app, request);
    await expect(fetchHere('http://169.254.169.254/latest/meta-data')).rejects.toThrow(TypeError);
    await expect(fetchHere('//elsewhere.test/api')).rejects.toThrow(TypeError);
    expect((await fetchHere('/health')).status).toBe(200);
  });

  it('sends the usual page when the drawing takes too long', async () => {
    const started = Date.now();
    const response = await page('/timetable', cookieOf(aarav));
    expect(Date.now() - started).toBeGreaterThanOrEqual(t.app.config.serverDrawTimeoutMs - 50);
    expect(rootOf(response.body)).not.toContain('data-ssr');
    expect(rootOf(response.body)).toContain('data-entry=');
  });

  it('is asked for the sign-in page with no session when the request carries none', async () => {
    expect(rootOf((await page('/', cookieOf(aarav))).body)).not.toContain('data-ssr');
    const response = await page('/');
    expect(rootOf(response.body)).toContain('<div id="root" data-ssr="" data-entry=');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the session cookie', () => {
  it('is read among other cookies, decoded, and ignored when empty or malformed', () => {
    expect(sessionCookie(`a=1; ${SESSION_COOKIE}=${encodeURIComponent('{"x":"; ="}')}; b=2`)).toBe(
      '{"x":"; ="}',
    );
    expect(sessionCookie(`${SESSION_COOKIE}=`)).toBeNull();
    expect(sessionCookie(`${SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(sessionCookie(`other_${SESSION_COOKIE}=x`)).toBeNull();
    expect(sessionCookie(undefined)).toBeNull();
  });
});

describe('server HTML as the portal shows it (the rules of its DOMPurify sanitiser)', () => {
  it('keeps formatting, links to the web or mail (new tab, no opener), pictures from the web or this site', () => {
    const html =
      '<p onclick="x()" style="color:red">Hi <a href="javascript:alert(1)">bad</a> <a href="https://a.test" target="_top">web</a> <a href="mailto:x@a.test">mail</a></p>' +
      '<img src="//evil.test/x.png"><img src="/files/a.png" alt="A"><img src="https://b.test/b.png">' +
      '<script>alert(1)</script><iframe src="https://a.test"></iframe><table><tr><td colspan="2">c</td></tr></table>';
    const rich = displayHtml(html, { images: true });
    expect(rich).toContain('<p>Hi <a>bad</a> ');
    expect(rich).toContain('<a href="https://a.test" target="_blank" rel="noopener noreferrer">web</a>');
    expect(rich).toContain('<a href="mailto:x@a.test" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(rich).not.toContain('evil.test');
    expect(rich).toContain('<img alt="A" src="/files/a.png" loading="lazy" decoding="async" />');
    expect(rich).toContain('<img alt="" src="https://b.test/b.png" loading="lazy" decoding="async" />');
    expect(rich).not.toMatch(/script|iframe|onclick|style|alert/);
    expect(rich).toContain('<td colspan="2">c</td>');
    expect(displayHtml(html, { images: false })).not.toContain('<img');
  });
});
