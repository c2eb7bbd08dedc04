import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-head';

/** A window without its panel token (a spent launch address, another tab, a lapsed token). */
export function ExpiredPage({ message }: { message?: string }) {
  const { t } = useTranslation('test-panel');
  const title = t('expired.title');
  useEffect(() => setDocumentTitle(title), [title]);
  return (
    <main className="simple-page">
      <div className="card simple-page__card">
        <h1 className="simple-page__title">{title}</h1>
        <p>{t('expired.text')}</p>
        {message && <p className="tp-muted">{message}</p>}
        <button type="button" className="button button--primary" onClick={() => window.close()}>
          {t('closeWindow')}
        </button>
      </div>
    </main>
  );
}
