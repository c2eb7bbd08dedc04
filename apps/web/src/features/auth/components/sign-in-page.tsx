import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogoItem } from '@portal/shared/shell/schema';
import { applyFavicon, setDocumentTitle } from '@/lib/document-head';
import { loadBuildSession, useSignIn } from '../hooks/use-sign-in';
import { loadLoginSchemas } from '../api/login';
import { SignInForm } from './sign-in-form';
import './sign-in.css';

// Pop-ups are their own chunks, fetched after the form is usable: the login
// answer's pop-ups once the page is idle, Forgot Password on its first click.
const loadSignInDialogs = () => import('./sign-in-dialogs');
const SignInDialogs = lazy(loadSignInDialogs);
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** The login screen: the institute behind this host, the form, and the sign-in pop-ups. */
export function SignInPage({ institute }: { institute: LogoItem | null }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn(institute?.favIconPath ?? null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = useRef<HTMLImageElement>(null);
  const instituteName = institute?.instituteName ?? '';

  // The server drew the logo (app/server-render.tsx): it may have failed before this script could
  // hear it.
  useEffect(() => {
    logo.current?.decode().catch(() => setLogoFailed(true));
  }, []);

  // Warm the login schemas, pop-ups and session builder once the form is up, so pressing Login
  // does not wait for them.
  useEffect(() => {
    const warm = () => void Promise.all([loadLoginSchemas(), loadSignInDialogs(), loadBuildSession()]);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 200);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    applyFavicon(institute?.favIconPath);
    setDocumentTitle(t('title'), instituteName || t('common:appName'));
  }, [institute, instituteName, t]);

  return (
    <main className="signin">
      <section className="signin__brand" aria-hidden="true">
        <div className="signin__brand-inner">
          <p className="signin__brand-name">{t('common:appName')}</p>
          <p className="signin__brand-tagline">{t('tagline')}</p>
          <div className="signin__brand-art">
            <span />
            <span />
            <span />
          </div>
        </div>
      </section>

      <section className="signin__panel">
        <div className="signin__card">
          <div className="signin__institute">
            {institute?.logoPath && !logoFailed && (
              <img
                ref={logo}
                className="signin__logo"
                src={institute.logoPath}
                alt={t('logoAlt', { name: instituteName })}
                onError={() => setLogoFailed(true)}
              />
            )}
            {instituteName && <p className="signin__institute-name">{instituteName}</p>}
          </div>
          <h1 className="signin__heading">{t('heading')}</h1>
          <p className="signin__subheading">{t('subheading')}</p>
          {/* Drawn by the server (app/server-render.tsx): with scripts off, say why the form cannot sign in. */}
          <noscript>
            <p className="form-error">{t('noScript')}</p>
          </noscript>
          <SignInForm
            busy={signIn.busy}
            wait={signIn.wait}
            onCancelWait={signIn.cancel}
            onSubmit={signIn.signIn}
            onForgotPassword={() => setForgotOpen(true)}
          />
        </div>
      </section>

      {signIn.step.kind !== 'form' && (
        <Suspense fallback={null}>
          <SignInDialogs signIn={signIn} />
        </Suspense>
      )}
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            instituteId={institute?.instituteId ?? null}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      )}
    </main>
  );
}
