import { serverContext } from './server-context';

/** localStorage that never throws (private modes, disabled storage). */
export function readStorage(key: string): string | null {
  // Drawn on the server: the keys the page request carried (app/server-render.tsx).
  const server = serverContext();
  if (server) return server.storage.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working for this page view.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** Removes every key except the ones listed. */
export function clearStorageExcept(keep: readonly string[]): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key !== null && !keep.includes(key)) keys.push(key);
    }
    keys.forEach((key) => window.localStorage.removeItem(key));
  } catch {
    // ignore
  }
}
