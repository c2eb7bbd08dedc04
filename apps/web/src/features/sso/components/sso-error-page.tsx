import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-head';
import { tokenRedirect } from '@/lib/session';
import './sso.css';

/**
 * /errorPage: a login link that did not work, and the way back. Its texts are in
 * the auth namespace, which the page's loader fetches: a reload shows it translated.
 */
export function SsoErrorPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => setDocumentTitle(t('errorPage.documentTitle'), t('common:appName')), [t]);
  return (
    <main className="simple-page">
      <div className="card simple-page__card sso-card">
        <svg
          className="sso-card__icon"
          viewBox="0 0 24 24"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 7v6M12 16.5v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <h1 className="simple-page__title">{t('errorPage.title')}</h1>
        <p>{t('errorPage.text')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(tokenRedirect() ?? '/')}
        >
          {t('errorPage.back')}
        </button>
      </div>
    </main>
  );
}
