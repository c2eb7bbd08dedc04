import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import './profile.css';

/** While the profile (or its texts) loads. */
export function ProfileLoading() {
  const { t } = useTranslation('profile');
  return (
    <div className="card profile-loading" role="status">
      <Spinner size={28} />
      <span>{t('loading', { defaultValue: t('common:loading') })}</span>
    </div>
  );
}
