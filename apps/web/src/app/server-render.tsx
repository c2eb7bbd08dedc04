import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { isLoginDayStale, matchesRoutePath } from '@portal/shared/shell/rules';
import {
  sessionMark,
  type ServerDrawnScreen,
  type ServerRenderInput,
  type ServerRenderModule,
} from '@portal/shared/shell/server-drawn';
import { i18n, initI18n, LANGUAGES, parseLanguage } from '../lib/i18n';
import { getSession, isSignedIn, PROMO_SEEN_KEY, SESSION_KEY } from '../lib/session';
import { setServerContext, type ServerContext } from '../lib/server-context';
import { todayIn } from '../lib/time-zone';
import { DRAWN_AT_KEY } from '../lib/use-clock';
import { prefetchShell } from '../features/shell/api/prefetch-shell';
import type { SignInData } from './loaders';
import { Providers } from './providers';
import { routes } from './router';
import { signedInScreens } from './screens';

/**
 * A signed-in screen drawn on the server, with its data, inside the page the server sends for its
 * address (issue 15, "fast everywhere": LCP ≤ 1.5 s); and the sign-in page `/` for a visitor
 * without a session, with the institute's logo and name, in its language (issue 30). Without it a
 * phone painted the screen only once ~180 KB of script had arrived and run and its calls had
 * answered (2.3 s at best on Lighthouse's phone). The server (apps/server/src/plugins/server-drawn.ts)
 * calls renderScreen with the session the page request carried (lib/session.ts, cookie) and its own
 * way to answer the page's calls; the browser then hydrates it (main.tsx, hydrateRoot) with the
 * answers that came with the page (lib/query-client.ts; for `/` the
 * institute, loaders.ts), so it neither draws it again nor asks for anything again.
 *
 * It is the browser's own route tree (router.tsx: root layout, signed-in layout, screen) under the
 * same providers (providers.tsx), rendered by React Router's static handler and React's
 * renderToString, so the markup is the one the browser's first render makes. The routes' loaders
 * fetch the header's and the screen's calls into the page's own cache (loaders.ts, the screens'
 * `prefetch`, with the token of the session, checked by each route as any call) before the static
 * handler's query returns; the screen is then drawn once. A call its prefetch missed is drawn as
 * loading, which the browser hydrates as it is and then asks for. A screen that cannot be drawn
 * here, or a call that fails, gives null: the page is then sent without it and the browser draws
 * the screen.
 */

/** The shell's main area with nothing in it (features/shell/components/shell-layout.tsx). */
const EMPTY_MAIN = /<main id="main"[^>]*><\/main>/;

const requests = new AsyncLocalStorage<ServerContext>();
/** The browser's routes; their lazy modules are resolved once, on the first page that needs each. */
const handler = createStaticHandler(routes);
setServerContext(() => requests.getStore());

/** Every language's texts, read once: the server draws each institute in its own language. */
const bundles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
let textsLoaded: Promise<unknown> | null = null;
function loadTexts(): Promise<unknown> {
  textsLoaded ??= initI18n().then(() => {
    for (const [file, bundle] of Object.entries(bundles)) {
      const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
      if (match && (LANGUAGES as readonly string[]).includes(match[1]!))
        i18n.addResourceBundle(match[1]!, match[2]!, bundle, true, true);
    }
  });
  return textsLoaded;
}

/** The server's preload hints read the table too (apps/server/src/plugins/preload-hints.ts). */
export { signedInScreens };

/** The screen of a path, matched as the router matches it (case included). */
const screenOf = (pathname: string) =>
  signedInScreens.find((screen) => matchesRoutePath(screen.path, pathname));

/** Whether an answer survives JSON as it is (a Date, a Map or a class would come back otherwise). */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainData(item, depth + 1));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item === undefined || isPlainData(item, depth + 1));
}

/** JSON that cannot end the <script> it is put in, nor start a comment or CDATA there. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export async function renderScreen(input: ServerRenderInput): Promise<ServerDrawnScreen | null> {
  const url = new URL(input.url);
  // The sign-in page for a visitor without a session (one with goes on to the portal); a signed-in
  // screen for one with.
  const signIn = url.pathname === '/';
  if (signIn ? input.session !== null : input.session === null || !screenOf(url.pathname)) return null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
  });
  const context: ServerContext = {
    // The page request's session; and the home screen's promo pop-up as seen: it opens on the first
    // login in a browser, a page drawn in that browser after the sign-in form, never by the server.
    storage: new Map(
      input.session === null
        ? []
        : [
            [SESSION_KEY, input.session],
            [PROMO_SEEN_KEY, 'true'],
          ],
    ),
    fetch: input.fetch,
    sanitize: input.sanitize,
    queryClient: client,
  };
  return requests.run(context, async () => {
    const session = getSession();
    // As the signed-in loader: signed in, and logged in today (else the browser logs out).
    if (
      !signIn &&
      (!isSignedIn(session) || isLoginDayStale(session.logindatetime, todayIn(session.time_zone)))
    )
      return null;
    await loadTexts();
    // A signed-in screen's header calls (signed-in layout) go out beside the screen's (its route's
    // loader): each call on the page's critical path starts at once.
    const [routing] = await Promise.all([
      handler.query(new Request(url.href)),
      signIn ? null : prefetchShell(client, session!),
    ]);
    // A redirect (a token= goes to single sign-on) or a failed loader: the browser makes it.
    if (routing instanceof Response || routing.errors) return null;
    // The sign-in page's institute (loaders.ts, signInLoader): an unknown host's page says so itself,
    // drawn by the browser.
    const institute = signIn ? (routing.loaderData['sign-in'] as SignInData).institute : null;
    if (signIn && !institute) return null;
    const language = institute ? parseLanguage(institute.language) : session!.language;
    const router = createStaticRouter(handler.dataRoutes, routing);
    const texts = i18n.cloneInstance({ lng: language, initAsync: false });
    // A failed call (a claim the token does not allow, the server down): the browser draws it.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    // The drawing's moment: what a screen shows by the time is drawn at it, and the browser reads
    // its own clock against it (lib/use-clock.ts, lib/query-client.ts).
    client.setQueryData(DRAWN_AT_KEY, Date.now());
    const html = renderToString(
      <StrictMode>
        <Providers texts={texts}>
          <StaticRouterProvider router={router} context={routing} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    // Nothing in the main area: the screen's first drawing is a redirect (<Navigate>: a coaching
    // institute's calendar, an open user's fees), which the browser makes.
    if (EMPTY_MAIN.test(html)) return null;
    const answers = institute
      ? institute
      : dehydrate(client, {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && isPlainData(query.state.data),
        });
    return {
      html,
      answers: scriptSafe(JSON.stringify(answers)),
      language,
      session: input.session === null ? '' : sessionMark(input.session),
    };
  });
}

// The server imports this module as a ServerRenderModule (apps/server/src/plugins/server-drawn.ts):
// its exports are checked against that type here, where they are written.
({ renderScreen, signedInScreens }) satisfies ServerRenderModule;
