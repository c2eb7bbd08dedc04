import { splitAppLink } from '@portal/shared/api/errors';
import { api, ApiError, errorText, setForbiddenHandler } from './api-client';
import {
  DEVICE_ID_KEY,
  PROMO_SEEN_KEY,
  clearSession,
  deviceId,
  forgetRedirect,
  forgetTokenLogin,
  getSession,
  isTokenLogin,
  tokenRedirect,
} from './session';
import { THEME_KEY } from './theme';
import { clearStorageExcept } from './storage';
import { serverContext } from './server-context';
import { navigateTo } from './navigation';
import { showMessageAlert } from './alerts';
import { i18n } from './i18n';
import { notify } from './toast';

/** GET /api/v1/alternateLogin/logout?deviceId= (token). */
async function callLogout(token: string): Promise<string> {
  const answer = await api.get('/api/v1/alternateLogin/logout', {
    auth: true,
    token,
    query: { deviceId: deviceId() },
    schema: import('@portal/shared/auth/schema').then((m) => m.logoutResponseSchema),
    skipForbiddenHandler: true,
  });
  return answer.message;
}

/** A message with ': app_link :' opens the alert pop-up; any other is a toast. */
function showMessage(message: string): void {
  if (splitAppLink(message)) showMessageAlert(message);
  else notify.error(message);
}

/** Where a signed-out visitor goes: the link's redirect URL after a token login, else the site root. */
export function afterLogoutPath(): string {
  return (isTokenLogin() && tokenRedirect()) || '/';
}

/**
 * A screen drawn on the server (app/server-render.tsx) has no browser to sign out of: a call
 * answered 403 there fails the drawing (the page goes without it), and the browser, drawing the
 * screen itself, meets the 403 and logs out. Nothing of a page request may reach window, the
 * router's navigation or the toasts, which on the server are every visitor's.
 */
const onServer = () => serverContext() !== undefined;

/**
 * Ends the session on this browser: clears the session and the local flags
 * (keeping the theme, the device id and the promo pop-up's first-login flag)
 * and goes to / (or, after a single sign-on, to the link's redirect URL).
 * The products' tab is in the address (features/products/search-params.ts):
 * the next visit opens on Active.
 */
export function endSession(options: { message?: string; navigate?: boolean } = {}): void {
  if (onServer()) return;
  const destination = afterLogoutPath();
  clearSession();
  forgetRedirect();
  forgetTokenLogin();
  clearStorageExcept([THEME_KEY, DEVICE_ID_KEY, PROMO_SEEN_KEY]);
  if (options.navigate !== false) {
    if (destination === '/') navigateTo('/', { replace: true });
    // The signed-in layout answers the cleared session with its own move to '/' (in
    // React's synchronous flush of this update): going one task later lands here.
    else window.setTimeout(() => navigateTo(destination, { replace: true }), 0);
  }
  if (options.message) showMessage(options.message);
}

/**
 * Logout of spec section 4. The session ends here at once; the server is told
 * with the token it had. A 403 there shows the server's message; other failures
 * the server's message or the mapped network text.
 */
export async function logout(options: { navigate?: boolean } = {}): Promise<void> {
  // Drawn on the server: neither this browser's session nor the server's is ended from there.
  if (onServer()) return;
  const session = getSession();
  endSession(options);
  if (!session) return;
  try {
    const message = await callLogout(session.student_auth);
    if (splitAppLink(message)) showMessageAlert(message);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      showMessage(error.serverMessage ?? i18n.t('common:network.other'));
    } else {
      showMessage(errorText(error));
    }
  }
}

/** Until then (ms) a 403 does not log out: see ignoreForbiddenFor. */
let forbiddenIgnoredUntil = 0;

/**
 * A 403 in the next `ms` does not log out: a parent's child switch is settling
 * (features/shell/hooks/use-child-switch.ts), and the previous child's calls in flight, or a
 * screen of her record asking once more before it gives way, are answered 403 then.
 */
export function ignoreForbiddenFor(ms: number): void {
  forbiddenIgnoredUntil = Date.now() + ms;
}

/** Any call answered 403: log out with the server's message (but while a child switch settles). */
export function installForbiddenHandler(): void {
  setForbiddenHandler((message) => {
    if (Date.now() < forbiddenIgnoredUntil) return;
    endSession({ message: message ?? i18n.t('common:network.other') });
  });
}
