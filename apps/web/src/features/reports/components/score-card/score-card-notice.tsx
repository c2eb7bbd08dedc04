import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-head';

/** The card window without a card: a spent or lapsed link, a lapsed window, no connection. */
export function ScoreCardNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('score-card');
  const title = t('unavailable');
  useEffect(() => setDocumentTitle(title), [title]);
  return (
    <main className="simple-page">
      <div className="card simple-page__card">
        <h1 className="simple-page__title">{title}</h1>
        <p role="alert">{text}</p>
        <div className="sc-notice__actions">
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => window.close()}>
            {t('closeWindow')}
          </button>
        </div>
      </div>
    </main>
  );
}
