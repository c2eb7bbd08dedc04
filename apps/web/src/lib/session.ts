import { useSyncExternalStore } from 'react';
import { userKind } from '@portal/shared/auth/rules';
import type { Session } from './session-schema';
import { readStorage, removeStorage, writeStorage } from './storage';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';

export type { Session } from './session-schema';

export const SESSION_KEY = 'session';
export const DEVICE_ID_KEY = 'device_id';
/**
 * Set once the home screen's promo pop-up was shown in this browser (or there was
 * none to show): the pop-up opens only on the first login here, so logout keeps it.
 */
export const PROMO_SEEN_KEY = 'already_logged_in';
/** Per tab: the signed-in page a signed-out visitor asked for, opened again after sign-in. */
export const REDIRECT_KEY = 'redirect_after_login';
/** Bumped when the stored shape changes: an older session is then treated as signed out. */
export const SESSION_VERSION = 1;

/**
 * The stored session is written only from a login answer checked against the
 * zod contract (see session-schema.ts). Reading it back checks the version and
 * the fields the app relies on, without loading zod on the sign-in page.
 */
function isStoredSession(value: unknown): value is Session & { version: number } {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.version === SESSION_VERSION &&
    typeof v.user_id === 'number' &&
    typeof v.user_type === 'number' &&
    typeof v.institute_id === 'number' &&
    typeof v.student_auth === 'string' &&
    typeof v.logindatetime === 'string' &&
    typeof v.time_zone === 'string' &&
    typeof v.language === 'string' &&
    typeof v.inst_set_up === 'object' &&
    v.inst_set_up !== null &&
    Array.isArray(v.student_acad_year) &&
    Array.isArray(v.acad_year_list)
  );
}

// --- a tiny external store -------------------------------------------------

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session | null = null;

function read(): Session | null {
  const raw = readStorage(SESSION_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cached = isStoredSession(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) emit();
  });
}

export function getSession(): Session | null {
  return read();
}

export function setSession(session: Session): void {
  writeStorage(SESSION_KEY, JSON.stringify({ ...session, version: SESSION_VERSION }));
  syncSessionCookie();
  emit();
}

export function updateSession(patch: Partial<Session>): void {
  const current = read();
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  removeStorage(SESSION_KEY);
  syncSessionCookie();
  emit();
}

/** Browsers keep 4 KB per cookie, name and attributes included. */
const COOKIE_MAX_VALUE = 3800;

/**
 * The stored session's text in a cookie of this site, so the server can draw a signed-in screen
 * with its data in the page it sends (issue 15, LCP). It authorises nothing: the server makes the
 * screen's calls with the token inside it, checked as any call's, and every call of the portal
 * still sends the token itself. Written with the session and removed with it (also at start, for a
 * session stored before this cookie existed or a logout whose cookie was left behind); a session
 * too long for a cookie goes without (the screen is then drawn in the browser, as before). It goes
 * with top-level visits from other sites too (Lax), which only get the visitor's own screen.
 */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const raw = readStorage(SESSION_KEY);
  const value = raw && isSignedIn(read()) ? encodeURIComponent(raw) : '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie =
      value && value.length <= COOKIE_MAX_VALUE
        ? `${SESSION_COOKIE}=${value}; Path=/; Max-Age=172800; SameSite=Lax${secure}`
        : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the screens are drawn in the browser.
  }
}

export function useSession(): Session | null {
  // On the server (app/server-render.tsx) the stored session is the one the page request carried.
  return useSyncExternalStore(subscribe, read, read);
}

/** Signed in means a stored session with a non-zero user id and a token. */
export function isSignedIn(session: Session | null): session is Session {
  return session !== null && session.user_id !== 0 && session.student_auth !== '';
}

export function isParentSession(session: Session): boolean {
  return session.parentslogin || userKind(session.user_type) === 'parent';
}

/** An open user (product-only learner, user type 99): no student record of their own. */
export function isOpenUser(session: Pick<Session, 'user_type'>): boolean {
  return userKind(session.user_type) === 'open';
}

/**
 * The student the session acts for (a student's own, a parent's chosen child), or null for an open
 * user or a parent who has not chosen: bookmarks, fees and the test cards' student-only rules need one.
 */
export function actingStudentId(session: Pick<Session, 'user_type' | 'student_id'>): number | null {
  return isOpenUser(session) ? null : session.student_id;
}

/** The name shown in the header and greeting: the parent's own for a parent login. */
export function displayName(session: Session): string {
  return isParentSession(session) ? (session.parent_name ?? session.name) : session.name;
}

// --- device id ---------------------------------------------------------------

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http hosts lack randomUUID; 16 random bytes in hex do the same job.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept per browser; the server ties single-device login to it. */
export function deviceId(): string {
  let id = readStorage(DEVICE_ID_KEY);
  if (!id || id.length < 8) {
    id = randomId();
    writeStorage(DEVICE_ID_KEY, id);
  }
  return id;
}

// --- where to go after sign-in -------------------------------------------------

export function rememberRedirect(path: string): void {
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // ignore
  }
}

/** Returns and forgets the remembered page. */
export function takeRedirect(): string | null {
  try {
    const path = window.sessionStorage.getItem(REDIRECT_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
    // Only same-app paths, never another site.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

export function forgetRedirect(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // ignore
  }
}

// --- single sign-on ------------------------------------------------------------

/** Per tab: this session began with a single sign-on link. */
export const TOKEN_LOGIN_KEY = 'login_via_token';
/**
 * Per tab: where the last single sign-on link said to go (after sign-in, after
 * logout, and from its error page). The single sign-on page stores only paths
 * of this site (isSafeRedirectPath).
 */
export const TOKEN_REDIRECT_KEY = 'token_redirect_url';

function writeTab(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // ignore
  }
}

function readTab(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export const saveTokenRedirect = (url: string | null) => writeTab(TOKEN_REDIRECT_KEY, url);
export const tokenRedirect = () => readTab(TOKEN_REDIRECT_KEY);
export const markTokenLogin = () => writeTab(TOKEN_LOGIN_KEY, '1');
export const isTokenLogin = () => readTab(TOKEN_LOGIN_KEY) === '1';

export function forgetTokenLogin(): void {
  writeTab(TOKEN_LOGIN_KEY, null);
  writeTab(TOKEN_REDIRECT_KEY, null);
}
