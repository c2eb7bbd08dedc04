import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../../lib/document-head';
import { useTexts } from '../../lib/use-texts';

/** /test-panel/*: stands in for the exam test panel (opened in its own window) until the exams area serves it. */
export default function TestPanelPlaceholder() {
  const { t } = useTranslation('timetable');
  const ready = useTexts('timetable');
  const title = ready ? t('testPanel.title') : '';
  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);
  if (!ready) return null;
  return (
    <main className="simple-page">
      <div className="card simple-page__card">
        <h1 className="simple-page__title">{title}</h1>
        <p>{t('testPanel.text')}</p>
        <button type="button" className="button button--primary" onClick={() => window.close()}>
          {t('testPanel.close')}
        </button>
      </div>
    </main>
  );
}
