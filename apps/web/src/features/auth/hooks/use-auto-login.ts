import { useEffect, useRef } from 'react';
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

/**
 * The login URL may carry user= and password= (base64): the portal signs in by
 * itself after about 700 ms. Runs once per page.
 */
export function useAutoLogin(onCredentials: (user: string, password: string) => void): void {
  const done = useRef(false);
  const callback = useRef(onCredentials);
  useEffect(() => {
    callback.current = onCredentials;
  });
  useEffect(() => {
    if (done.current) return;
    const params = new URLSearchParams(window.location.search);
    const user = params.get('user');
    const encoded = params.get('password');
    if (!user || !encoded) return;
    const password = decodeBase64(encoded);
    if (password === null) return;
    done.current = true;
    // Keep the password out of the address bar and the history.
    params.delete('user');
    params.delete('password');
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}`,
    );
    const timer = window.setTimeout(() => callback.current(user, password), AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
