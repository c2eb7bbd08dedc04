import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useInitialFocus } from '../hooks/use-initial-focus';

/** The profile could not be fetched: the message over a backdrop; closing it goes home. */
export function LoadErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const textId = useId();
  const focusRef = useInitialFocus<HTMLButtonElement>();
  return (
    <Dialog
      title={t('loadError.title')}
      onClose={onClose}
      describedBy={textId}
      footer={
        <button type="button" className="button button--primary" onClick={onClose} ref={focusRef}>
          {t('loadError.back')}
        </button>
      }
    >
      <p id={textId}>{message}</p>
    </Dialog>
  );
}
