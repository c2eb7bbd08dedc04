import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePasswordChoice } from '@portal/shared/profile/rules';
import { Spinner } from '@/components/ui/spinner';
import { handledByClient } from '@/lib/failure-toast';
import { setDocumentTitle } from '@/lib/document-head';
import { logout } from '@/lib/logout';
import { updateSession, type Session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { passwordAccount } from '../utils/profile-access';
import { failureText } from '../utils/server-text';
import './choose-password.css';

type Field = 'new' | 'retype';

/**
 * Choose your password: a session started by a first-sign-in code sets the account's password
 * before any screen (the login answer's must_choose_password). The change-password checks and
 * texts without the old password; the call is changePwd without oldPassword. Then the screen the
 * sign-in opened (the dashboard) takes its place.
 */
export default function ChoosePasswordScreen({ session }: { session: Session }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const errorId = useId();
  const hintId = useId();
  const ids = { new: useId(), retype: useId() };
  const focusRef = useInitialFocus<HTMLInputElement>();
  const [values, setValues] = useState<Record<Field, string>>({ new: '', retype: '' });
  const [error, setError] = useState<{ text: string; field: Field | null } | null>(null);
  const mutation = useChangePassword();

  useEffect(() => setDocumentTitle(t('choosePassword.title'), session.institute_name), [session, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = validatePasswordChoice(values.new, values.retype);
    if (problem) {
      setError({ text: t(`password.errors.${problem}`), field: problem === 'mismatch' ? 'retype' : 'new' });
      return;
    }
    setError(null);
    const account = passwordAccount(session);
    mutation.mutate(
      {
        institute_id: session.institute_id,
        username: account.username,
        newPassword: values.new,
        userid: account.userid,
      },
      {
        onSuccess: () => {
          notify.success(t('choosePassword.done'));
          updateSession({ must_choose_password: undefined });
        },
        onError: (failure) => {
          if (handledByClient(failure)) return;
          setError({ text: failureText(t, failure), field: null });
        },
      },
    );
  };

  const input = (field: Field, describedBy?: string) => (
    <div className="field">
      <label htmlFor={ids[field]} className="field__label">
        {t(`password.${field}`)}
      </label>
      <input
        id={ids[field]}
        type="password"
        className="input"
        autoComplete="new-password"
        ref={field === 'new' ? focusRef : undefined}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        aria-invalid={error?.field === field ? true : undefined}
        aria-describedby={[describedBy, errorId].filter(Boolean).join(' ')}
      />
    </div>
  );

  return (
    <main className="simple-page">
      <form
        className="card simple-page__card choose-password"
        noValidate
        onSubmit={submit}
        aria-labelledby={titleId}
        aria-busy={mutation.isPending || undefined}
      >
        <p className="choose-password__institute">{session.institute_name}</p>
        <h1 id={titleId} className="simple-page__title">
          {t('choosePassword.title')}
        </h1>
        <p>{t('choosePassword.intro')}</p>
        {input('new', hintId)}
        <p id={hintId} className="choose-password__hint">
          {t('password.hint')}
        </p>
        {input('retype')}
        {/* Always in the page, so screen readers announce a message as it appears. */}
        <div role="alert" id={errorId} className="choose-password__alert">
          {error && <p className="form-error">{error.text}</p>}
        </div>
        <div className="choose-password__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={mutation.isPending || undefined}
          >
            {mutation.isPending && <Spinner size={16} />}
            {mutation.isPending ? t('edit.saving') : t('choosePassword.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('choosePassword.logout')}
          </button>
        </div>
      </form>
    </main>
  );
}
