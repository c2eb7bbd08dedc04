import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useSession } from '@/lib/session';
import { applyFavicon } from '@/lib/document-head';
import { usePageSettled } from '@/lib/page-settled';
import { AppHeader } from './app-header';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import './shell.css';

/** The signed-in layout: header and menu around the current screen. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();
  // The service worker (and its registration code) once the screen has what it needs: a phone's
  // first second or two of bandwidth goes to the screen.
  const settled = usePageSettled();

  useEffect(() => {
    if (session) applyFavicon(session.fav_icon_url);
  }, [session]);

  // A new screen: focus its heading (else the main area), so keyboard and
  // screen-reader users start on the new content rather than on the old link.
  const { pathname } = useLocation();
  // The page's first screen is not faded in: it is often already on the page (drawn by the server,
  // app/server-render.tsx), and fading it in again as the browser draws it over would hide it a
  // moment. The screens opened from it are.
  const [firstPath] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== firstPath) setMoved(true);
  const mainRef = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const main = mainRef.current;
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // A lazy screen shows a loader first (its code or texts are on the way): the main area holds
    // the focus until the screen's heading appears, unless the user has moved on meanwhile.
    main.focus();
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== main && active !== document.body) observer.disconnect();
      else if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  // Signed out meanwhile (another tab, or a 403).
  if (!isSignedIn(session)) return <Navigate to="/" replace />;

  return (
    <div className={moved ? 'shell shell--moved' : 'shell'}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppHeader />

      <OfflineBanner />
      {settled && <UpdatePrompt />}
      <main id="main" ref={mainRef} className="shell__main container" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
