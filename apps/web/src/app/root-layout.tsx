import { useEffect } from 'react';
import { Outlet, useNavigation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertHost } from '../components/ui/alert-host';
import { PageLoader } from '../components/ui/spinner';
import { ToasterHost } from '../components/ui/toaster-host';

/** Around every page: toasts, the alert pop-up, a progress bar while a screen loads. */
export function RootLayout() {
  const navigation = useNavigation();
  // The screen the server drew (#root data-ssr) is the portal's own from its first commit on:
  // hydrated (main.tsx), or drawn again for another session. It was inert until then: a press
  // before the portal's script had run reached no listener (apps/server/src/plugins/preload-hints.ts),
  // so index.html kept where it was, and it is pressed now.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const pressedAt = root.getAttribute('data-pressed-at');
    root.removeAttribute('data-ssr');
    root.removeAttribute('inert');
    root.removeAttribute('data-pressed-at');
    if (pressedAt) pressAgain(root, pressedAt);
  }, []);

  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      <AlertHost />
      <ToasterHost />
    </>
  );
}

/** What a press before hydration is given to: the control under it, as a person would press it. */
const PRESSABLE = 'a[href], button, summary, label, [role="button"], [role="tab"], [role="link"]';
const FOCUSABLE = 'input, select, textarea';

/**
 * Presses the control at `pressedAt` ('x y' in the page's coordinates, index.html's inline script)
 * in the hydrated page: focused first, as a person's press focuses it, then clicked (a link is then
 * a route change, not a new page); a field is focused. Nothing when that place is off screen now.
 */
function pressAgain(root: HTMLElement, pressedAt: string) {
  const [x, y] = pressedAt.split(' ').map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return;
  const under = document.elementFromPoint(x! - window.scrollX, y! - window.scrollY);
  if (!under || !root.contains(under)) return;
  const field = under.closest<HTMLElement>(FOCUSABLE);
  if (field) return field.focus();
  const control = under.closest<HTMLElement>(PRESSABLE);
  control?.focus();
  control?.click();
}

/** Shown while the first page's data and language load. */
export function RootFallback() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading', { defaultValue: 'Loading…' })} />;
}

/** A screen failed to load (e.g. a new deployment replaced its file). */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="simple-page">
      <div className="card simple-page__card">
        <h1 className="simple-page__title">
          {t('routeError.title', { defaultValue: 'Something went wrong' })}
        </h1>
        <p>{t('routeError.text', { defaultValue: 'Please reload the page.' })}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload', { defaultValue: 'Reload' })}
        </button>
      </div>
    </main>
  );
}
