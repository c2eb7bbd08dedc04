import { Toaster as Sonner } from 'sonner';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';

/** The toast area (sonner), themed and translated. Loaded lazily by ToasterHost. */
export default function Toaster() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  return (
    <Sonner
      theme={theme === 'dark' ? 'dark' : 'light'}
      position="bottom-center"
      // All four languages are written left to right. Without it sonner asks the browser for the
      // page's computed direction on each of its renders, a forced style recalculation of the whole
      // page (14 ms of a report's first drawing here, four times that on a phone).
      dir="ltr"
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification'), className: 'toast' }}
    />
  );
}
