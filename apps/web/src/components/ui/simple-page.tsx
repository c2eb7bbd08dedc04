import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-head';

/** A centred page outside the shell: a title, a line of text, a way back. */
export function SimplePage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('common');
  useEffect(() => setDocumentTitle(title, t('appName')), [title, t]);
  return (
    <main className="simple-page">
      <div className="card simple-page__card">
        <h1 className="simple-page__title">{title}</h1>
        <p>{text}</p>
        <Link to="/" className="button button--primary">
          {t('backToSignIn')}
        </Link>
      </div>
    </main>
  );
}
