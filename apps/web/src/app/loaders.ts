import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoginDayStale } from '@portal/shared/shell/rules';
import type { LogoItem } from '@portal/shared/shell/schema';
import { drawnInstitute, getLogo, getLogoLanguage } from '../features/auth/api/get-logo';
import { getSession, isSignedIn, rememberRedirect, type Session } from '../lib/session';
import { afterLogoutPath, logout } from '../lib/logout';
import { todayIn } from '../lib/time-zone';
import { parseLanguage, setLanguage, type Namespace } from '../lib/i18n';
import { serverContext } from '../lib/server-context';

/** The session, when signed in and logged in today (else the signed-in loader logs out). */
export function liveSession(): Session | null {
  const session = getSession();
  return isSignedIn(session) && !isLoginDayStale(session.logindatetime, todayIn(session.time_zone))
    ? session
    : null;
}

/** What the sign-in page is drawn with: the institute behind this host, when known before it is drawn. */
export interface SignInData {
  institute: LogoItem | null;
}

/**
 * `/`: a token= goes to single sign-on; a signed-in visitor goes to the portal; otherwise the
 * language of the institute behind this host is loaded before the page shows. On the server
 * (app/server-render.tsx) the institute itself, checked, so that the page is drawn with its logo
 * and name in its language; in the browser the one the server drew it with, if it did.
 */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<SignInData> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) throw redirect(`/userLogin?token=${encodeURIComponent(token)}`);
  if (liveSession()) throw redirect('/dashboard');
  if (serverContext()) return { institute: await getLogo(url.hostname) };
  const institute = drawnInstitute();
  await setLanguage(parseLanguage(institute?.language ?? (await getLogoLanguage())), ['common', 'auth']);
  return { institute };
}

/** /userLogin and /errorPage: the session's language, else the host institute's. */
export async function publicPageLoader() {
  const session = getSession();
  const language = session ? session.language : await getLogoLanguage();
  await setLanguage(parseLanguage(language), ['common', 'auth']);
  return null;
}

/**
 * The signed-in area: no session (or user id 0) goes to / and remembers the
 * page; a login day other than today logs out.
 */
export async function signedInLoader({ request }: LoaderFunctionArgs) {
  const session = getSession();
  if (!isSignedIn(session)) {
    const url = new URL(request.url);
    rememberRedirect(`${url.pathname}${url.search}`);
    throw redirect('/');
  }
  if (isLoginDayStale(session.logindatetime, todayIn(session.time_zone))) {
    // Like any logout: back to the link's redirect URL after a token login, else to '/'.
    const destination = afterLogoutPath();
    void logout({ navigate: false });
    throw redirect(destination);
  }
  // Drawn on the server (app/server-render.tsx), every text is there, in the page's own instance,
  // and the header's calls are sent with the page's first (in the browser they go out with the
  // layout's code, router.tsx).
  if (!serverContext()) await setLanguage(session.language, ['common', 'shell']);
  return null;
}

/**
 * A signed-in screen's texts, in the session's language, fetched with the screen's code (router.tsx).
 * Without a session the route goes to / anyway; a failure is left to the screen's own useTexts,
 * which asks again.
 */
export async function loadScreenTexts(namespace: Namespace): Promise<void> {
  const session = getSession();
  if (!session || serverContext()) return;
  await setLanguage(session.language, [namespace]).catch(() => undefined);
}

/** Unknown paths. */
export function unknownPathLoader() {
  return redirect(isSignedIn(getSession()) ? '/dashboard' : '/');
}
