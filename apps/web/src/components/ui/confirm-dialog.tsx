import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with OK and Cancel; focus starts on Cancel, the choice that changes nothing. */
export function ConfirmDialog({ title, text, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const textId = useId();
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      closeButton={false}
      describedBy={textId}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('confirmOk')}
          </button>
        </>
      }
    >
      <p id={textId}>{text}</p>
    </Dialog>
  );
}
