import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { createSanitizer } from './safe-html';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';
import { storedSessionForTests } from './query-testing';
import { setServerContext, type ServerContext } from './server-context';
import {
  clearSession,
  getSession,
  SESSION_KEY,
  SESSION_VERSION,
  setSession,
  syncSessionCookie,
  type Session,
} from './session';

/*
 * The stored session's copy in a cookie (issue 15: the server draws a signed-in screen for the page
 * request that carries it, app/server-render.tsx), and what a drawing on the server reads instead of
 * the browser's storage and network (lib/server-context.ts).
 */

const { version: _version, ...stored } = storedSessionForTests;
const session = stored as unknown as Session;

let storage: Map<string, string>;
let written: string[];

beforeEach(() => {
  storage = new Map();
  written = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    addEventListener: () => undefined,
  });
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setServerContext(() => undefined);
});

const valueOf = (cookie: string) =>
  decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!);

describe('the session cookie', () => {
  it('holds the very text the session is stored as, written and removed with it', () => {
    setSession(session);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(valueOf(written[0]!)).toBe(storage.get(SESSION_KEY));
    expect(written[0]).toContain('; Path=/; Max-Age=172800; SameSite=Lax');
    expect(written[0]).not.toContain('Secure');

    clearSession();
    expect(written[1]).toBe(`${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('is secure over https, and is not kept for a session signed out (user 0) or too long for a cookie', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    setSession(session);
    expect(written[0]).toMatch(/; Secure$/);

    setSession({ ...session, user_id: 0 });
    expect(written[1]).toContain('Max-Age=0');

    setSession({ ...session, institute_name: 'x'.repeat(4000) } as Session);
    expect(written[2]).toContain('Max-Age=0');
  });

  it('at start: written for a session stored before it existed, removed when there is none', () => {
    storage.set(SESSION_KEY, JSON.stringify({ ...session, version: SESSION_VERSION }));
    syncSessionCookie();
    expect(valueOf(written[0]!)).toBe(storage.get(SESSION_KEY));
    storage.clear();
    syncSessionCookie();
    expect(written[1]).toContain('Max-Age=0');
  });
});

describe('a drawing on the server', () => {
  const context = (fetch: ServerContext['fetch']): ServerContext => ({
    storage: new Map([[SESSION_KEY, JSON.stringify({ ...session, version: SESSION_VERSION })]]),
    fetch,
    sanitize: (html, options) => `[${options.images ? 'rich' : 'text'}] ${html.replace(/<[^>]*>/g, '')}`,
    queryClient: new QueryClient(),
  });

  it('reads the session the page request carried, makes its calls and sanitises its HTML the server’s way', async () => {
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 200, value: 'from the server' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    setServerContext(() => context(fetch));
    expect(getSession()?.student_id).toBe(1001);
    const answer = await api.get('/api/v1/fees/1', {
      auth: true,
      schema: z.object({ status: z.number(), value: z.string() }),
    });
    expect(answer.value).toBe('from the server');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/fees/1');
    expect((init.headers as Record<string, string>).Authorization).toBe('session-token');
    expect(createSanitizer({ images: true })('<p>Hi<script>x</script></p>')).toBe('[rich] Hix');
  });

  it('without a request’s context: no session, and server HTML is not shown at all', () => {
    vi.unstubAllGlobals();
    expect(getSession()).toBeNull();
    expect(createSanitizer({ images: false })('<p>Hi</p>')).toBe('');
  });
});
