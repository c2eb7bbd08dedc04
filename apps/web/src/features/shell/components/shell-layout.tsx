import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useSession } from '../../../lib/session';
import { applyFavicon } from '../../../lib/document-head';
import { AppHeader } from './app-header';
import './shell.css';

/** The signed-in layout: header and menu around the current screen. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();

  useEffect(() => {
    if (session) applyFavicon(session.fav_icon_url);
  }, [session]);

  // Signed out meanwhile (another tab, or a 403).
  if (!isSignedIn(session)) return <Navigate to="/" replace />;

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppHeader session={session} />
      <main id="main" className="shell__main container" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
