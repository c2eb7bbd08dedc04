import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

interface SubmitDialogProps {
  counts: { answered: number; unanswered: number; marked: number };
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Submit after a look at what is left: unanswered and marked-for-review questions counted. */
export function SubmitDialog({ counts, busy, onConfirm, onCancel }: SubmitDialogProps) {
  const { t } = useTranslation('test-panel');
  const textId = useId();
  return (
    <Dialog
      title={t('submit.title')}
      onClose={onCancel}
      describedBy={textId}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {t('submit.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
            {busy ? t('submit.busy') : t('submit.confirm')}
          </button>
        </>
      }
    >
      <div id={textId}>
        <ul className="tp-counts">
          <li>{t('submit.answered', { count: counts.answered })}</li>
          <li>{t('submit.unanswered', { count: counts.unanswered })}</li>
          <li>{t('submit.marked', { count: counts.marked })}</li>
        </ul>
        <p>{t('submit.text')}</p>
      </div>
    </Dialog>
  );
}
