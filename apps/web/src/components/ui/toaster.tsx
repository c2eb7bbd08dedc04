import { Toaster as Sonner } from 'sonner';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';

/** The toast area (sonner), themed and translated. Loaded lazily by ToasterHost. */
export default function Toaster() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  return (
    <Sonner
      theme={theme === 'dark' ? 'dark' : 'light'}
      position="bottom-center"
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification'), className: 'toast' }}
    />
  );
}
