import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';

/**
 * Registers the service worker (the installable, offline-readable portal) once signed in, and
 * offers a reload when a new version of the portal is waiting.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  // The waiting version takes over, then the page reloads on it. A page the worker does not
  // control yet (the first visit since it was installed) gets no 'controlling' event: reload it.
  const reload = async () => {
    await updateServiceWorker(true);
    if (!navigator.serviceWorker.controller) window.location.reload();
  };
  return (
    <div className="shell-banner shell-banner--update" role="status">
      <div className="container shell-banner__row">
        <span>{t('update.available')}</span>
        <button type="button" className="button button--primary" onClick={() => void reload()}>
          {t('update.reload')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
