import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app';
import { failure } from '../lib/envelope';
import { MESSAGES } from '../lib/http-error';
import {
  builtPage,
  routeFor,
  withPreloadTags,
  withScreenEntry,
  withServerDrawnScreen,
} from './preload-hints';
import { serverDrawnScreens, serverRender } from './server-drawn';
import { inlineScriptHashes, portalCsp } from './security-headers';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page.</p></body></html>`;

/** A compressed copy the build wrote beside a file (apps/web/build/precompress.ts). */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** Paths that are never the single-page app, so a miss there is a 404 (a missing script must not get HTML). */
const NOT_SPA = /^\/(api|files|assets|icons|health)(\/|$|\?)/;
/** A file's name (`/missing.png`, `/icons/icon-x.png`): no screen of the portal has one, so a miss is a 404 too. */
const FILE_NAME = /^[^?]*\/[^/?]*\.[a-z0-9]{1,12}(?:\?|$)/i;

/**
 * The built portal (apps/web/dist): hashed files under /assets/ are cached
 * forever; any other GET that is not an API call gets index.html (SPA routes),
 * with preload hints for the screen at that address (plugins/preload-hints.ts).
 */
export async function registerWeb(app: App, webDist: string, apiPrefixes: string[] = []): Promise<void> {
  const isApiPath = (url: string) =>
    NOT_SPA.test(url) ||
    FILE_NAME.test(url) ||
    apiPrefixes.some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
    );
  const indexFile = path.join(webDist, 'index.html');
  // The policy is built from the page itself (read again when the build changes).
  let csp = { mtimeMs: -1, value: portalCsp([]) };
  const cspOfIndex = (): string => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== csp.mtimeMs)
        csp = { mtimeMs, value: portalCsp(inlineScriptHashes(fs.readFileSync(indexFile, 'utf8'))) };
    } catch {
      // Not built yet: the explanation page has no script.
    }
    return csp.value;
  };
  const serverBuild = serverRender(webDist);
  const page = builtPage(webDist, serverBuild);
  // Read at start (the screens' table is in the server's build), not on the first visitor's page.
  void page();
  const drawScreen = serverDrawnScreens(app, serverBuild);
  /** The institute's language for the page's texts; none for an unknown host (the page says so itself). */
  const languageOf = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return (await app.institutes.byHost(request.host ?? ''))?.language ?? null;
    } catch {
      return null;
    }
  };
  // A range is of the file's own bytes (as the compression plugin does): the build's compressed
  // copy is not chosen for it, so Content-Range always counts bytes of the file itself.
  app.addHook('onRequest', async (request) => {
    if (request.headers.range !== undefined && request.url.startsWith('/assets/'))
      request.headers['accept-encoding'] = 'identity';
  });
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // '/' is a page like the others: the not-found handler below sends it with the sign-in
    // page's hints (a route of its own would be an API route to the OpenAPI and the tests).
    index: false,
    // The build's compressed copies (x.js.br) are encodings of x.js, never addresses of their own.
    allowedPath: (pathname) => pathname !== '/' && !PRECOMPRESSED_COPY.test(pathname),
    list: false,
    dotfiles: 'deny',
    // The build writes each script and style also as .br and .gz (apps/web/build/precompress.ts),
    // brotli at a quality too slow to run per request: sent as they are when the client takes them.
    preCompressed: true,
    cacheControl: false,
    // The dist folder may appear after start (npm run build); the fallback explains meanwhile.
    suppressWarning: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (path.basename(filePath) === 'index.html') reply.header('Content-Security-Policy', cspOfIndex());
    },
  });

  /** index.html with the hints of the screen at this address. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const built = await page();
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const [pathname = '/', search = ''] = request.url.split('?');
    const language = await languageOf(request);
    const route = routeFor(built.pages, pathname);
    // A signed-in screen's page is the visitor's own when the server drew it (plugins/server-drawn.ts);
    // `/` is the sign-in page, drawn for a visitor without a session (not with a token=, which goes
    // to single sign-on at once).
    const isScreen = route !== undefined && route.path !== '/';
    const isSignIn = pathname === '/' && !new URLSearchParams(search).has('token');
    const drawn = (isScreen || isSignIn) && request.method === 'GET' ? await drawScreen(request) : null;
    const context = {
      language,
      hostname: request.hostname,
      locales: built.manifest,
      stylesheets: built.stylesheets,
      drawn: drawn !== null,
    };
    let html = withPreloadTags(built.html, route, context);
    if (drawn) html = withServerDrawnScreen(html, drawn);
    else if (isScreen) html = withScreenEntry(html);
    // Revalidated on every visit: a new build (or new hints) is another validator.
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    // Drawn for the visitor's session: kept by no shared cache, and another cookie is another page.
    reply
      .header('Cache-Control', drawn?.session ? 'private, no-cache' : 'no-cache')
      .header('Vary', 'Cookie')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', cspOfIndex())
      .header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) return reply.code(404).send(failure(404, MESSAGES.notFound));
    return sendPage(request, reply);
  });
}
