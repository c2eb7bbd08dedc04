import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The list could not be loaded (the toast said why): a way to try again. */
export function MessagesFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="card messages-failed">
      <p>{t('failed')}</p>
      <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
        {retrying && <Spinner size={16} />}
        {t('retry')}
      </button>
    </div>
  );
}
