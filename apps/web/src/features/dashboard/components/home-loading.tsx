import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import './dashboard.css';

/** While the home screen's texts load. */
export function HomeLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="card home-loading" role="status">
      <Spinner size={28} />
      <span>{t('loading')}</span>
    </div>
  );
}
