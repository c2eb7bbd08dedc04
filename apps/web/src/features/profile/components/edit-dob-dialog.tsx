import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dobYearOptions,
  formatDob,
  mergeDob,
  validateDob,
  type DobParts,
} from '@portal/shared/profile/rules';
import { todayIn } from '@/lib/time-zone';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * Edit Date of Birth: year (1970 to this year), month (1-12), day (01-31). The
 * parts not touched keep the stored value's; the merged date is checked.
 */
export function EditDobDialog({ current, onClose, saver }: EditDialogProps<string | null>) {
  const { t } = useTranslation('profile');
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLSelectElement>();
  const ids = { year: useId(), month: useId(), day: useId() };
  const [edit, setEdit] = useState<Partial<DobParts>>({});
  const { save, pending, error, setError } = saver;
  const years = useMemo(() => dobYearOptions(Number(todayIn().slice(0, 4))), []);
  const shown = mergeDob(current, edit);

  const submit = () => {
    const merged = mergeDob(current, edit);
    const problem = validateDob(merged, todayIn());
    if (problem) setError(t(`dobErrors.${problem}`));
    else save({ dob: formatDob(merged as DobParts) });
  };

  const select = (part: keyof DobParts, options: number[], label: (n: number) => string) => (
    <div className="field profile-dob__part">
      <label htmlFor={ids[part]} className="field__label">
        {t(`edit.${part}`)}
      </label>
      <select
        id={ids[part]}
        className="input profile-select"
        ref={part === 'day' ? focusRef : undefined}
        value={shown[part] ?? ''}
        onChange={(event) => {
          setError(null);
          setEdit((parts) => ({ ...parts, [part]: Number(event.target.value) }));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {shown[part] === undefined && (
          <option value="" disabled>
            {t(`edit.${part}`)}
          </option>
        )}
        {options.map((n) => (
          <option key={n} value={n}>
            {label(n)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <FormDialog
      title={t('edit.dob')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
    >
      <fieldset className="profile-dob">
        <legend className="sr-only">{t('fields.dob')}</legend>
        {select('day', DAYS, pad)}
        {select('month', MONTHS, pad)}
        {select('year', years, String)}
      </fieldset>
    </FormDialog>
  );
}
