import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootError, RootFallback, RootLayout } from './root-layout';
import type { Namespace } from '../lib/i18n';
import { yieldToMain } from '../lib/yield-to-main';
import { serverContext } from '../lib/server-context';
import { signedInScreens, type ScreenModule } from './screens';
import {
  liveSession,
  loadScreenTexts,
  publicPageLoader,
  signInLoader,
  signedInLoader,
  unknownPathLoader,
} from './loaders';

/**
 * Drawn on the server (app/server-render.tsx renders these very routes): no task to yield, and the
 * browser's own query client and page are not there (a screen's loader fetches its data into the
 * page's own cache, lib/server-context.ts, and the browser's query client takes those answers, lib/query-client.ts).
 */
const onServer = typeof document === 'undefined';

/** The route files, each its own chunk, fetched when its route is first opened. */
const routeFiles = import.meta.glob<ScreenModule>('./routes/*.tsx');

/** The route file routes/<name>.tsx (a signed-in screen's is named by app/screens.ts's table). */
export async function routeModule(name: string): Promise<ScreenModule> {
  const load = routeFiles[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route file routes/${name}.tsx`);
  return load();
}

/** A screen of routes/<name>.tsx. */
const screen = (name: string) => async () => {
  // The screen's code is evaluated in a task of its own, not in the router's start (lib/yield-to-main.ts).
  if (!onServer) await yieldToMain();
  return { Component: (await routeModule(name)).default };
};

/**
 * A signed-in screen: its `prefetch` (its first calls, app/screens.ts) is the route's loader, which
 * React Router runs as soon as the code is here, before the screen is drawn; only for a live
 * session (signed in, logged in today), else the signed-in loader logs out. On the server into the
 * page's own query cache, awaited: the static handler's query then returns with the answers, and
 * the screen is drawn once with them. In the browser into the one query client, not awaited: a
 * route change does not wait for data (the screen shows its loading state meanwhile). The client
 * comes with the screen's code: TanStack Query is not in the sign-in page's script.
 */
const signedInScreen = (route: string, texts: Namespace) => async () => {
  if (!onServer) await yieldToMain();
  const [module, browserClient] = await Promise.all([
    routeModule(route),
    onServer ? undefined : import('../lib/query-client').then((m) => m.queryClient),
    loadScreenTexts(texts),
  ]);
  const { default: Component, prefetch } = module;
  if (!prefetch) return { Component };
  const loader = async ({ request, params }: LoaderFunctionArgs) => {
    const session = liveSession();
    if (!session) return null;
    const url = new URL(request.url);
    const server = serverContext();
    if (server) await prefetch(server.queryClient, session, url, params);
    // A failed call is the screen's to show, as it asks again.
    else if (browserClient) void prefetch(browserClient, session, url, params).catch(() => undefined);
    return null;
  };
  return { Component, loader };
};

/** The signed-in routes of spec section 2 (app/screens.ts). */
const signedInRoutes: RouteObject[] = signedInScreens.map(({ path, route, texts }) => ({
  path,
  caseSensitive: true,
  lazy: signedInScreen(route, texts),
}));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      { id: 'sign-in', index: true, loader: signInLoader, lazy: screen('sign-in') },
      {
        path: 'userLogin',
        caseSensitive: true,
        loader: publicPageLoader,
        lazy: screen('user-login'),
      },
      {
        path: 'errorPage',
        caseSensitive: true,
        loader: publicPageLoader,
        lazy: screen('error-page'),
      },
      // The test panel's own window: no menu, its own language loader, its code loaded here only.
      {
        path: 'test-panel',
        caseSensitive: true,
        lazy: async () => {
          const { default: Component, loader } = await import('./routes/test-panel');
          return { Component, loader };
        },
        children: [
          { index: true, lazy: screen('test-panel-expired') },
          { path: 'launch/:key', lazy: screen('test-panel-launch') },
          { path: 'attempt/:attemptId', lazy: screen('test-panel-attempt') },
          { path: 'view/:testId', lazy: screen('test-panel-attempt') },
          { path: '*', lazy: screen('test-panel-expired') },
        ],
      },
      // The score card's own window (score panel base): no menu, its code loaded here only.
      {
        path: 'score-panel',
        caseSensitive: true,
        lazy: async () => {
          const { default: Component, loader } = await import('./routes/score-panel');
          return { Component, loader };
        },
        children: [
          { path: 'card/:key', lazy: screen('score-card') },
          { path: '*', lazy: screen('score-card') },
        ],
      },
      {
        id: 'signed-in',
        loader: signedInLoader,
        // The header's own call (the academic years) goes out with its code, like a screen's loader's.
        lazy: async () => {
          if (!onServer) await yieldToMain();
          const module = await import('./routes/signed-in-layout');
          const session = onServer ? null : liveSession();
          if (session) module.startShellCalls(session);
          return { Component: module.default };
        },
        children: signedInRoutes,
      },
      { path: '*', loader: unknownPathLoader, Component: () => null },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
