import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, type BloodGroup } from '@portal/shared/profile/rules';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

const isBloodGroup = (value: unknown): value is BloodGroup =>
  (BLOOD_GROUPS as readonly unknown[]).includes(value);

/** Edit Blood Group: one of the eight groups. */
export function EditBloodGroupDialog({ current, onClose, saver }: EditDialogProps<string | null>) {
  const { t } = useTranslation('profile');
  const fieldId = useId();
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLSelectElement>();
  const [value, setValue] = useState<string>(isBloodGroup(current) ? current : '');
  const { save, pending, error, setError } = saver;

  const submit = () => {
    if (isBloodGroup(value)) save({ blood_group: value });
    else setError(t('edit.errors.bloodGroup'));
  };

  return (
    <FormDialog
      title={t('edit.bloodGroup')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
    >
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          {t('fields.bloodGroup')}
        </label>
        <select
          id={fieldId}
          className="input profile-select"
          value={value}
          ref={focusRef}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          {value === '' && (
            <option value="" disabled>
              {t('edit.chooseBloodGroup')}
            </option>
          )}
          {BLOOD_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </select>
      </div>
    </FormDialog>
  );
}
