import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAlert, useAlert } from '@/lib/alerts';
import { Dialog } from './dialog';

/** The app-wide alert pop-up: a text part, an optional link part, and Ok. */
export function AlertHost() {
  const alert = useAlert();
  const { t } = useTranslation('common');
  const textId = useId();
  if (!alert) return null;
  // Only web links become links; anything else in the link part stays text.
  const href = alert.link && /^https?:\/\//i.test(alert.link) ? alert.link : null;
  return (
    <Dialog
      title={t('alert.title')}
      onClose={closeAlert}
      closeButton={false}
      describedBy={textId}
      footer={
        <button type="button" className="button button--primary" onClick={closeAlert} autoFocus>
          {t('ok')}
        </button>
      }
    >
      <div id={textId} className="alert-text">
        <p>{alert.text}</p>
        {alert.link && (
          <p>
            {href ? (
              <a href={href} target="_blank" rel="noopener" className="alert-text__link">
                {alert.link}
              </a>
            ) : (
              alert.link
            )}
          </p>
        )}
      </div>
    </Dialog>
  );
}
