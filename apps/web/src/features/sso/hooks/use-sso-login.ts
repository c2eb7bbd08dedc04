import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSafeRedirectPath } from '@portal/shared/sso/rules';
import { markTokenLogin, saveTokenRedirect, tokenRedirect } from '@/lib/session';
import { ssoLoginOnce } from '../api/sso-login';

export type SsoPhase = 'checking' | 'signingIn' | 'redirecting';

/** What the single sign-on needs from the sign-in flow (the route passes the portal's own). */
export type SignInWithKey = (
  userName: string,
  key: string,
  handlers: { onSignedIn: () => void; onFailed: () => void; onCancelled: () => void },
) => void | Promise<void>;

export const ERROR_PAGE = '/errorPage';

/**
 * /userLogin?token=: spends the link's token, signs in with the one-time key it
 * returns (user name: the e-mail, else the phone), then after 1 s opens the
 * link's redirect URL or /dashboard. No token, a refusal or a status other than
 * 'success' goes to the error page; the redirect URL is kept for it.
 */
export function useSsoLogin(signInWithKey: SignInWithKey): SsoPhase {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SsoPhase>('checking');
  // Kept in refs: the link is followed once per page, whatever re-renders.
  const signIn = useRef(signInWithKey);
  const go = useRef(navigate);
  useEffect(() => {
    signIn.current = signInWithKey;
    go.current = navigate;
  });

  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const toErrorPage = () => {
      if (live) go.current(ERROR_PAGE, { replace: true });
    };
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    if (!token) {
      toErrorPage();
      return;
    }
    ssoLoginOnce(token).then((result) => {
      if (!live) return;
      // Only a path of this site is followed (never '//host' or another origin).
      if (result)
        saveTokenRedirect(
          result.redirect_url && isSafeRedirectPath(result.redirect_url) ? result.redirect_url : null,
        );
      const userName = result?.email_id || result?.phone;
      if (!result || result.status !== 'success' || !userName || !result.key) {
        toErrorPage();
        return;
      }
      setPhase('signingIn');
      void signIn.current(userName, result.key, {
        onSignedIn: () => {
          markTokenLogin();
          setPhase('redirecting');
          // The contract module is loaded by now (the call above needed it).
          void import('@portal/shared/sso/schema').then(({ SSO_REDIRECT_DELAY_MS }) => {
            timer = window.setTimeout(() => {
              if (live) go.current(tokenRedirect() ?? '/dashboard', { replace: true });
            }, SSO_REDIRECT_DELAY_MS);
          });
        },
        onFailed: toErrorPage,
        onCancelled: () => {
          if (live) go.current(tokenRedirect() ?? '/', { replace: true });
        },
      });
    }, toErrorPage);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);

  return phase;
}
