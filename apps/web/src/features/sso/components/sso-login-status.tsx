import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { setDocumentTitle } from '@/lib/document-head';
import type { SsoPhase } from '../hooks/use-sso-login';
import './sso.css';

/** /userLogin: a loader while the link is checked and the portal signs in. */
export function SsoLoginStatus({ phase, textsReady }: { phase: SsoPhase; textsReady: boolean }) {
  const { t } = useTranslation('sso');
  const status = t(`userLogin.status.${phase}`);
  useEffect(() => {
    if (textsReady) setDocumentTitle(t('userLogin.title'), t('common:appName'));
  }, [t, textsReady]);
  if (!textsReady) return <PageLoader label={t('common:loading')} />;
  return (
    <main className="simple-page">
      <div className="card simple-page__card sso-card">
        <h1 className="simple-page__title">{t('userLogin.title')}</h1>
        <div className="sso-card__status" role="status" aria-live="polite" aria-label={status}>
          <Spinner size={36} />
          <p>{status}</p>
        </div>
      </div>
    </main>
  );
}
