/**
 * Lets code outside React (the API client's 403 handling, logout) move the
 * single-page app without a full reload, so toasts survive the move.
 * The router registers its navigate function at start-up.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateFn(to, options);
}
