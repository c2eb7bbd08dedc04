import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_PLACE_MAX, isMissing } from '@portal/shared/profile/rules';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

/** Edit Birth Place: at most 20 characters. */
export function EditBirthPlaceDialog({ current, onClose, saver }: EditDialogProps<string | null>) {
  const { t } = useTranslation('profile');
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLInputElement>();
  const [value, setValue] = useState(isMissing(current) ? '' : current!.trim().slice(0, BIRTH_PLACE_MAX));
  const { save, pending, error, setError } = saver;

  const submit = () => {
    const birthPlace = value.trim();
    if (birthPlace === '') setError(t('edit.errors.birthPlace'));
    else save({ birth_place: birthPlace });
  };

  return (
    <FormDialog
      title={t('edit.birthPlace')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
    >
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          {t('fields.birthPlace')}
        </label>
        <input
          id={fieldId}
          className="input"
          type="text"
          maxLength={BIRTH_PLACE_MAX}
          value={value}
          ref={focusRef}
          onChange={(event) => setValue(event.target.value.slice(0, BIRTH_PLACE_MAX))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${countId} ${errorId}`}
        />
        <p id={countId} className="field__hint">
          {t('edit.characters', { count: value.length, max: BIRTH_PLACE_MAX })}
        </p>
      </div>
    </FormDialog>
  );
}
