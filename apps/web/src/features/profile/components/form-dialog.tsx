import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** The message to show under the fields (validation or the server's). */
  error: string | null;
  /** Id the fields point their aria-describedby at. */
  errorId: string;
  pending: boolean;
  submitLabel?: string;
}

/** A pop-up holding one small form: fields, an error line, Cancel and Save. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  children,
  error,
  errorId,
  pending,
  submitLabel,
}: FormDialogProps) {
  const { t } = useTranslation('profile');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="profile-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        {children}
        {/* Always in the page, so screen readers announce a message as it appears. */}
        <div role="alert" id={errorId} className="profile-form__alert">
          {error && <p className="form-error">{error}</p>}
        </div>
        <div className="dialog__footer">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
            {pending && <Spinner size={16} />}
            {pending ? t('edit.saving') : (submitLabel ?? t('edit.save'))}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
