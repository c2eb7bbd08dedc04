import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { RouterProvider, type RouterState } from 'react-router';
import { createRouter } from './router';
import { registerNavigate } from '../lib/navigation';
import { installForbiddenHandler } from '../lib/logout';
import { applyTheme, getTheme } from '../lib/theme';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { yieldToMain } from '../lib/yield-to-main';
import { syncSessionCookie } from '../lib/session';
import { HYDRATION_ERROR } from '@portal/shared/shell/server-drawn';
import '../styles/index.css';

applyTheme(getTheme());
// The install manifest is named here, not in index.html: there the browser asked for it and then
// its icon among the page's first requests, beside the styles the first paint waits for (one
// connection of six over HTTP/1.1 each; Lighthouse counted them in the dashboard's LCP).
document.head.append(
  Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
);
// The page requests of signed-in screens carry the session (lib/session.ts): also one stored before.
syncSessionCookie();
void initI18n();
installForbiddenHandler();

/**
 * What React could not hydrate as the server drew it (it then draws that part again), or another
 * error it recovered from: said in the console with a prefix of its own, which the browser tests
 * fail on (e2e/server-drawn.spec.ts).
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  console.error(HYDRATION_ERROR, error, info.componentStack ?? '');
}

/** Why a page the server drew is drawn again instead of hydrated. */
function notHydrated(state: RouterState, openedAt: string): string {
  const at = state.location.pathname + state.location.search;
  if (at !== openedAt) return `the server drew ${openedAt}, the router opened ${at}: drawn again`;
  const failed = Object.entries(state.errors ?? {}).map(
    ([route, error]) => `${route}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
  );
  return `the routes of ${openedAt} failed (${failed.join('; ')}): drawn again`;
}

/**
 * The router, then the first render. A page the server drew (#root data-ssr, kept by index.html's
 * inline script only for the very session it was drawn with, the sign-in page only for none) is
 * hydrated: the server rendered this very route tree (app/server-render.tsx), so once the router
 * has the matched routes' code, texts and the server's answers (lib/query-client.ts;
 * the sign-in page's institute, loaders.ts), React takes the server's markup
 * over as it is, without drawing it again; what is pressed meanwhile React replays once it has
 * hydrated (before the script, index.html keeps it for the sign-in form). Any other page is drawn.
 */
function start() {
  const router = createRouter();
  registerNavigate((to, options) => void router.navigate(to, options));

  const root = document.getElementById('root')!;
  const openedAt = location.pathname + location.search;
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const mount = () => {
    const drawn = root.hasAttribute('data-ssr');
    // The routes the server matched, with nothing else in between (a redirect, a failed loader).
    const same =
      !router.state.errors && router.state.location.pathname + router.state.location.search === openedAt;
    if (drawn && same) {
      // As a transition, React hydrates in slices it can interrupt (a press meanwhile is handled
      // first), not in one long task.
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError });
      });
      return;
    }
    if (drawn) {
      // Never expected (the server draws only a page the router opens as it is, app/server-render.tsx):
      // said with the hydration errors' prefix, so that the browser tests fail naming why.
      console.error(HYDRATION_ERROR, notHydrated(router.state, openedAt));
      root.textContent = '';
      root.removeAttribute('data-ssr');
      root.removeAttribute('inert');
      // A press on the server's page is not pressed on another one.
      root.removeAttribute('data-pressed-at');
    }
    // Drawn as a transition: React draws the first page in slices it can interrupt, not in one task.
    startTransition(() => createRoot(root, { onRecoverableError }).render(app));
  };
  // A page the server drew (the sign-in page, a screen): it stays until the router has the page's
  // code, texts and data, with no loading screen in between.
  if (root.firstChild && !router.state.initialized) {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        mount();
      }
    });
  } else mount();
}

// The router starts (and fetches the signed-in code, the screen, its texts) in a task of its own,
// after this script's evaluation (lib/yield-to-main.ts).
void yieldToMain().then(start);
