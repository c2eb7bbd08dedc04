import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';
import { registerNavigate } from '../lib/navigation';
import { installForbiddenHandler } from '../lib/logout';
import { applyTheme, getTheme } from '../lib/theme';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { yieldToMain } from '../lib/yield-to-main';
import { endFirstCalls } from '../lib/first-calls';
import { getSession, syncSessionCookie } from '../lib/session';
import { afterPageSettled } from '../lib/page-settled';
import '../styles/index.css';

/** The address the page was opened at: the one index.html looked up its first calls for. */
const openedAt = location.pathname + location.search;

applyTheme(getTheme());
// The page requests of signed-in screens carry the session (lib/session.ts): also one stored before.
syncSessionCookie();
void initI18n();
installForbiddenHandler();

/**
 * A screen the server drew is inert until the portal has drawn over it (apps/server/src/plugins/
 * server-drawn.ts marks #root so): a press or a focus there would be lost as it is replaced, and a
 * screen reader would read it twice. Live once the first drawing is on the page.
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-ssr');
  }, [root]);
  return null;
}

/** The router, then the first drawing: what the page already shows stays until the router can draw it. */
function start() {
  const router = createRouter();
  registerNavigate((to, options) => void router.navigate(to, options));

  const root = document.getElementById('root')!;
  const draw = () =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
        <TakenOver root={root} />
      </StrictMode>,
    );
  // Drawn as a transition: React draws the first page in slices it can interrupt, not in one task.
  // Not the sign-in page the server drew: what was typed and pressed on it is read as it is drawn
  // over (sign-in-form.tsx), so no key or click may land between that reading and the swap.
  const prerendered = root.hasAttribute('data-prerendered');
  const mount = () => (prerendered ? draw() : startTransition(draw));
  // The sign-in page the server drew (app/prerender.tsx), in its language, or for a signed-in
  // visitor the header's institute that index.html drew (with the screen's code, texts and first
  // calls on their way): no loading screen in between, and the header drawn again in its place.
  if (root.firstChild && !router.state.initialized) {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        mount();
      }
    });
  } else mount();
}

/**
 * What the page asked for by itself, until it has settled or is first used, is kept for the next
 * opening of this address (lib/first-calls.ts).
 */
function keepFirstCalls() {
  const inputs = ['pointerdown', 'keydown', 'change'] as const;
  const end = () => {
    stop();
    for (const type of inputs) window.removeEventListener(type, end, true);
    endFirstCalls(getSession(), openedAt);
  };
  const stop = afterPageSettled(end);
  for (const type of inputs) window.addEventListener(type, end, true);
}
keepFirstCalls();

// The router starts (and fetches the signed-in code, the screen, its texts) in a task of its own,
// after this script's evaluation (lib/yield-to-main.ts).
void yieldToMain().then(start);
