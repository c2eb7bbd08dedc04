import { useEffect, useRef, useState } from 'react';
import { AUTO_LOGIN_DELAY_MS } from '@portal/shared/auth/rules';

function decodeBase64(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

function credentialsFromUrl(): { user: string; password: string } | null {
  const params = new URLSearchParams(window.location.search);
  const user = params.get('user');
  const encoded = params.get('password');
  if (!user || !encoded) return null;
  const password = decodeBase64(encoded);
  return password === null ? null : { user, password };
}

/** Keeps the password out of the address bar and the history once read. */
function removeCredentialsFromUrl(): void {
  const params = new URLSearchParams(window.location.search);
  params.delete('user');
  params.delete('password');
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/**
 * The login URL may carry user= and password= (base64): the portal signs in by
 * itself after about 700 ms.
 */
export function useAutoLogin(onCredentials: (user: string, password: string) => void): void {
  const [credentials] = useState(credentialsFromUrl);
  const callback = useRef(onCredentials);
  useEffect(() => {
    callback.current = onCredentials;
  });
  useEffect(() => {
    if (!credentials) return;
    const timer = window.setTimeout(() => {
      removeCredentialsFromUrl();
      callback.current(credentials.user, credentials.password);
    }, AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [credentials]);
}
