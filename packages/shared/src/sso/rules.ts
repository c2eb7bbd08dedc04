/** Single sign-on rules shared by the server (issuing links) and the portal (following them). */

export const REDIRECT_URL_MAX = 2048;

/**
 * A redirect target must stay on this site: a path starting with exactly one
 * '/'. Refused: '//host' and '/\host' (browsers read both as another host),
 * any backslash or control character (the URL parser drops tabs and line
 * breaks, turning '/\t/host' into '//host'), and anything with a scheme.
 */
export function isSafeRedirectPath(value: string): boolean {
  if (value.length === 0 || value.length > REDIRECT_URL_MAX) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const base = 'http://portal.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
