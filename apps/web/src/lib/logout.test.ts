import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryClient } from '@tanstack/react-query';
import { api, ApiError, setForbiddenHandler } from './api-client';
import { endSession, installForbiddenHandler, logout } from './logout';
import { registerNavigate } from './navigation';
import { storedSessionForTests } from './query-testing';
import { setServerContext, type ServerContext } from './server-context';
import { SESSION_KEY } from './session';

/*
 * A screen drawn on the server (app/server-render.tsx) makes its calls with the page request's
 * session: a 403 there ends nothing. The drawing gives up (an errored call sends the page without
 * it) and the browser, drawing the screen itself, meets the 403 and logs out. Before, the 403
 * handler ran its browser code on the server: the router's navigation (window.location without a
 * router), toasts in the server's one toast store, and logout() told the server to end the session.
 */

afterEach(() => {
  setServerContext(() => undefined);
  // The files of a run share their modules (vitest.config.ts): the API client's own default again.
  setForbiddenHandler(() => undefined);
  registerNavigate((to) => window.location.assign(to));
});

/** A page request's context whose calls are all answered `status`. */
function drawing(status: number): { context: ServerContext; fetch: ReturnType<typeof vi.fn> } {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ statusCode: status, message: 'Session closed.', result: null }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  const context: ServerContext = {
    storage: new Map([[SESSION_KEY, JSON.stringify(storedSessionForTests)]]),
    fetch,
    sanitize: (html) => html,
    queryClient: new QueryClient(),
  };
  return { context, fetch };
}

describe('a 403 while a screen is drawn on the server', () => {
  it('fails the call and leaves the browser’s things alone: no navigation, no window', async () => {
    expect(typeof window).toBe('undefined');
    const { context } = drawing(403);
    setServerContext(() => context);
    const navigate = vi.fn();
    registerNavigate(navigate);
    installForbiddenHandler();

    const call = api.get('/api/v1/fees/1', { auth: true, schema: z.unknown() });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, handled: true });
    expect(navigate).not.toHaveBeenCalled();

    // Every way of signing out is a no-op there, also when called directly.
    expect(() => endSession({ message: 'Session closed.' })).not.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logout() does not end the session on the server', async () => {
    const { context, fetch } = drawing(200);
    setServerContext(() => context);
    const navigate = vi.fn();
    registerNavigate(navigate);

    await logout();
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
