import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../../lib/document-head';
import { getSession } from '../../lib/session';

/** A screen's title (<h1>, browser tab) and body; screens still to be built say so. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    setDocumentTitle(title, getSession()?.institute_name);
  }, [title]);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <div className="screen__header">
        <h1 id="screen-title" className="screen__title">
          {title}
        </h1>
      </div>
      {children ?? (
        <div className="card empty-state">
          <div className="empty-state__art" aria-hidden="true" />
          <p className="empty-state__title">{t('comingSoon.title')}</p>
          <p className="empty-state__text">{t('comingSoon.text')}</p>
        </div>
      )}
    </section>
  );
}
