import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** While the calendar's texts load. */
export function EventCalendarLoading() {
  const { t } = useTranslation('events');
  return (
    <div className="page-loader" role="status">
      <Spinner size={28} />
      <span className="sr-only">{t('loading', { defaultValue: t('common:loading') })}</span>
    </div>
  );
}
