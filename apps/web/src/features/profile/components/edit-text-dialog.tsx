import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_INPUT_MAX, BIRTH_PLACE_MAX, isMissing } from '@portal/shared/profile/rules';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

/** The free-text fields: address (a text area) and birth place, each cut to its limit as typed or pasted. */
const TEXT_FIELDS = {
  address: { max: ADDRESS_INPUT_MAX, multiline: true, key: 'address' },
  birth_place: { max: BIRTH_PLACE_MAX, multiline: false, key: 'birthPlace' },
} as const;
export type TextField = keyof typeof TEXT_FIELDS;

/** Edit Address (119 characters) or Edit Birth Place (20 characters). */
export function EditTextDialog({
  field,
  current,
  onClose,
  saver,
}: EditDialogProps<string | null> & { field: TextField }) {
  const { max, multiline, key } = TEXT_FIELDS[field];
  const { t } = useTranslation('profile');
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLInputElement & HTMLTextAreaElement>();
  const [value, setValue] = useState(isMissing(current) ? '' : current!.trim().slice(0, max));
  const { save, pending, error, setError } = saver;

  const submit = () => {
    const text = value.trim();
    if (text === '') setError(t(`edit.errors.${key}`));
    else save(field === 'address' ? { address: text } : { birth_place: text });
  };

  const input = {
    id: fieldId,
    maxLength: max,
    value,
    ref: focusRef,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value.slice(0, max)),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${countId} ${errorId}`,
  };

  return (
    <FormDialog
      title={t(`edit.${key}`)}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
    >
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          {t(`fields.${key}`)}
        </label>
        {multiline ? (
          <textarea className="input profile-textarea" rows={4} {...input} />
        ) : (
          <input className="input" type="text" {...input} />
        )}
        <p id={countId} className="field__hint">
          {t('edit.characters', { count: value.length, max })}
        </p>
      </div>
    </FormDialog>
  );
}
