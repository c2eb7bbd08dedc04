import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon } from '@/components/ui/icons';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The password input with its show/hide toggle. */
export function PasswordField({ id, value, onChange, invalid, describedBy, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('password.label')}
      </label>
      <div className="input-wrap">
        <LockIcon className="input-wrap__icon" />
        <input
          ref={inputRef}
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          className="input input--with-icon input--with-action"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="icon-button input-wrap__action"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
