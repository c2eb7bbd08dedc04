import { useEffect, useRef } from 'react';
import { AUTO_LOGIN_DELAY_MS } from '@portal/shared/auth/rules';

export interface UrlCredentials {
  user: string;
  password: string;
}

function decodeBase64(value: string): string | null {
  try {
    // A '+' the link did not escape reads back as a space; base64url letters are accepted too.
    const binary = atob(value.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** user= and password= (base64) of the login URL, if both are there and readable. */
export function credentialsFromUrl(): UrlCredentials | null {
  if (typeof window == 'undefined') return null; // drawn by the server (app/server-render.tsx)
  const params = new URLSearchParams(window.location.search);
  const user = params.get('user');
  const encoded = params.get('password');
  if (!user || !encoded) return null;
  const password = decodeBase64(encoded);
  return password ? { user, password } : null;
}

/** Keeps the password out of the address bar and the history once read. */
function removeCredentialsFromUrl(): void {
  const params = new URLSearchParams(window.location.search);
  if (!params.has('user') && !params.has('password')) return;
  params.delete('user');
  params.delete('password');
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
  );
}

/**
 * The login URL may carry user= and password= (base64): the form shows them at
 * once (the caller fills its fields from `credentialsFromUrl`), the parameters
 * leave the address bar, and the form submits itself after about 700 ms.
 */
export function useAutoLogin(credentials: UrlCredentials | null, submit: () => void): void {
  const callback = useRef(submit);
  useEffect(() => {
    callback.current = submit;
  });
  useEffect(() => {
    if (!credentials) return;
    removeCredentialsFromUrl();
    const timer = window.setTimeout(() => callback.current(), AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [credentials]);
}
