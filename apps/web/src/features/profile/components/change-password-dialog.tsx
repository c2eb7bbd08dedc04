import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGOUT_AFTER_PASSWORD_CHANGE_MS,
  PROFILE_SUCCESS_TEXT,
  validatePasswordChange,
  type PasswordChangeError,
} from '@portal/shared/profile/rules';
import { ApiError } from '@/lib/api-client';
import { handledByClient } from '@/lib/failure-toast';
import { logout } from '@/lib/logout';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { passwordAccount } from '../utils/profile-access';
import { failureText, translateServerText } from '../utils/server-text';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';

type Field = 'old' | 'new' | 'retype';
const FIELD_OF_ERROR: Record<PasswordChangeError, Field> = {
  oldRequired: 'old',
  oldIncorrect: 'old',
  mismatch: 'retype',
  length: 'new',
};

/**
 * Change Password: old, new and retyped password, checked in the spec's order;
 * whether the old one is right only the server knows. On success the toast,
 * then logout after 2 seconds.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('profile');
  const errorId = useId();
  const hintId = useId();
  const focusRef = useInitialFocus<HTMLInputElement>();
  const ids = { old: useId(), new: useId(), retype: useId() };
  const [values, setValues] = useState<Record<Field, string>>({ old: '', new: '', retype: '' });
  const [error, setError] = useState<{ text: string; field: Field | null } | null>(null);
  const mutation = useChangePassword();

  const submit = () => {
    const problem = validatePasswordChange(values.old, values.new, values.retype);
    if (problem) {
      setError({ text: t(`password.errors.${problem}`), field: FIELD_OF_ERROR[problem] });
      return;
    }
    setError(null);
    const account = passwordAccount(session);
    mutation.mutate(
      {
        institute_id: session.institute_id,
        username: account.username,
        oldPassword: values.old,
        newPassword: values.new,
        userid: account.userid,
      },
      {
        onSuccess: (message) => {
          const fallback = account.isParent
            ? PROFILE_SUCCESS_TEXT.parentPassword
            : PROFILE_SUCCESS_TEXT.password;
          notify.success(translateServerText(t, message || fallback));
          onClose();
          // Not tied to this pop-up: the password has changed, the session ends in any case.
          window.setTimeout(() => void logout(), LOGOUT_AFTER_PASSWORD_CHANGE_MS);
        },
        onError: (failure) => {
          if (handledByClient(failure)) return;
          const text = failureText(t, failure);
          setError({ text, field: failure instanceof ApiError && failure.status === 400 ? 'old' : null });
        },
      },
    );
  };

  const input = (field: Field, autoComplete: string, describedBy?: string) => (
    <div className="field">
      <label htmlFor={ids[field]} className="field__label">
        {t(`password.${field}`)}
      </label>
      <input
        id={ids[field]}
        type="password"
        className="input"
        autoComplete={autoComplete}
        ref={field === 'old' ? focusRef : undefined}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        aria-invalid={error?.field === field ? true : undefined}
        aria-describedby={[describedBy, errorId].filter(Boolean).join(' ')}
      />
    </div>
  );

  return (
    <FormDialog
      title={t('password.title')}
      onClose={onClose}
      onSubmit={submit}
      error={error?.text ?? null}
      errorId={errorId}
      pending={mutation.isPending}
      submitLabel={t('password.submit')}
    >
      {input('old', 'current-password')}
      {input('new', 'new-password', hintId)}
      <p id={hintId} className="field__hint profile-form__hint">
        {t('password.hint')}
      </p>
      {input('retype', 'new-password')}
    </FormDialog>
  );
}
