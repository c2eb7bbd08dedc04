import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import './messages.css';

/** While the messages (or their texts) load. */
export function MessagesLoading() {
  const { t, ready } = useTranslation('messages');
  return (
    <div className="card messages-loading" role="status">
      <Spinner size={28} />
      <span>{ready ? t('loading', { defaultValue: t('common:loading') }) : t('common:loading')}</span>
    </div>
  );
}
