import { useEffect, useState } from 'react';

/**
 * How long after the page's load event the portal waits before fetching what the first view does
 * not need (the toaster's code, the service worker's registration). On a phone the screen's own
 * code and data are still arriving for a second or two after `load`; a request started then
 * shares the connections and the bandwidth with them and makes the screen later.
 */
export const SETTLE_MS = 2500;

/** Runs `callback` once the page has loaded, SETTLE_MS have passed and the browser is idle; returns a cancel. */
export function afterPageSettled(callback: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const idleThen = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 2000 });
    else callback();
  };
  const start = () => {
    timer = window.setTimeout(idleThen, SETTLE_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** False until the page has settled (afterPageSettled), then true. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettled(() => setSettled(true)), []);
  return settled;
}
