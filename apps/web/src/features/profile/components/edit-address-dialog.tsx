import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_INPUT_MAX, isMissing } from '@portal/shared/profile/rules';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

/** Edit Address: a text area cut to 119 characters as the user types or pastes. */
export function EditAddressDialog({ current, onClose, saver }: EditDialogProps<string | null>) {
  const { t } = useTranslation('profile');
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLTextAreaElement>();
  const [value, setValue] = useState(isMissing(current) ? '' : current!.trim().slice(0, ADDRESS_INPUT_MAX));
  const { save, pending, error, setError } = saver;

  const submit = () => {
    const address = value.trim();
    if (address === '') setError(t('edit.errors.address'));
    else save({ address });
  };

  return (
    <FormDialog
      title={t('edit.address')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
    >
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          {t('fields.address')}
        </label>
        <textarea
          id={fieldId}
          className="input profile-textarea"
          rows={4}
          maxLength={ADDRESS_INPUT_MAX}
          value={value}
          ref={focusRef}
          onChange={(event) => setValue(event.target.value.slice(0, ADDRESS_INPUT_MAX))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${countId} ${errorId}`}
        />
        <p id={countId} className="field__hint">
          {t('edit.characters', { count: value.length, max: ADDRESS_INPUT_MAX })}
        </p>
      </div>
    </FormDialog>
  );
}
