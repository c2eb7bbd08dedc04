import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Slot for the forgot-password flow (phone number, then account choice),
 * which the next issue builds; for now it says the feature is on its way.
 */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      title={t('forgot.title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('common:ok')}
        </button>
      }
    >
      <p>{t('forgot.comingSoon')}</p>
    </Dialog>
  );
}
