import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import {
  SESSION_COOKIE,
  type ServerDrawnScreen,
  type ServerRenderModule,
} from '@portal/shared/shell/server-drawn';
import { displayHtml } from '../lib/display-html';

/**
 * Signed-in screens drawn on the server with their data (issue 15, "fast everywhere": LCP). The
 * portal's build writes its screens for Node (apps/web/build/build-for-server.ts, buildForServer); for
 * the page of a signed-in screen's address, when the request carries the visitor's session
 * (apps/web/src/lib/session.ts, cookie portal_session), the server draws that screen as the
 * browser would and sends it inside the page (plugins/preload-hints.ts, withServerDrawnScreen);
 * for `/` without a session, the sign-in page.
 *
 * The cookie authorises nothing by itself: the screen's calls are made with the token inside it,
 * through this server's own routes (app.inject: the same checks as any call, the institute of the
 * page's host), and only to this server; a call that fails, a screen that cannot be drawn here or
 * a drawing slower than config.serverDrawTimeoutMs (SERVER_DRAW_TIMEOUT_MS, 1.5 s: a phone would rather
 * have the page at once) sends the page as before (the browser draws the screen).
 */

/** Where the build writes the portal for Node (apps/web/build/build-for-server.ts): one server-render-<hash>.mjs. */
const SERVER_RENDER_DIR = path.join('.vite', 'ssr');
const SERVER_RENDER_FILE = /^server-render-[\w-]+\.mjs$/;

export interface ServerRender {
  file: string;
  module: Promise<ServerRenderModule>;
}

/**
 * The portal's build for Node: the screens the server draws, and the router's table of them
 * (preload-hints.ts). Imported once per build (a new build is a new file name); null before a build.
 */
export function serverRender(webDist: string): () => ServerRender | null {
  const folder = path.join(webDist, SERVER_RENDER_DIR);
  let loaded: ServerRender | null = null;
  // The folder is listed again only when it changed (a build empties and fills it): one stat a page.
  let listed: { changed: number | undefined; file: string | undefined } | null = null;
  return () => {
    const changed = fs.statSync(folder, { throwIfNoEntry: false })?.mtimeMs;
    if (!listed || listed.changed !== changed) {
      let file: string | undefined;
      try {
        file = fs.readdirSync(folder).find((name) => SERVER_RENDER_FILE.test(name));
      } catch {
        // Not built (yet).
      }
      listed = { changed, file };
    }
    const { file } = listed;
    if (!file) return null;
    if (loaded?.file !== file)
      loaded = {
        file,
        module: import(pathToFileURL(path.join(folder, file)).href) as Promise<ServerRenderModule>,
      };
    return loaded;
  };
}

/** The visitor's stored session from the page request's cookie, or null. */
export function sessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The screen's calls, answered by this server's own routes for the page's host, as the visitor's
 * browser would have made them; an address of another server is refused (the session's service
 * addresses come from the visitor's cookie, not from us).
 */
export function injectedFetch(app: App, request: FastifyRequest): typeof fetch {
  const origin = `${request.protocol}://${request.host}`;
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input), origin);
    if (target.origin !== new URL(origin).origin) throw new TypeError('Only this server is asked');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = request.host;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Draws the page of a request (a signed-in screen for its session, the sign-in page for a visitor
 * without one), or null (then the page is sent as before).
 */
export function serverDrawnScreens(app: App, render: () => ServerRender | null) {
  return async (request: FastifyRequest): Promise<ServerDrawnScreen | null> => {
    const session = sessionCookie(request.headers.cookie);
    const module = render()?.module;
    if (!module) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const { renderScreen } = await module;
      const drawing = renderScreen({
        url: `${request.protocol}://${request.host}${request.url}`,
        session,
        fetch: injectedFetch(app, request),
        sanitize: displayHtml,
      });
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), app.config.serverDrawTimeoutMs);
      });
      return await Promise.race([drawing, late]);
    } catch (error) {
      request.log.warn({ err: error }, 'the screen could not be drawn on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
