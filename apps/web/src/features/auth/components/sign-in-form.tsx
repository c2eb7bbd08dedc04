import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stripSpaces, validateLogin, type LoginValidationError } from '@portal/shared/auth/rules';
import { UserIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { credentialsFromUrl, useAutoLogin } from '../hooks/use-auto-login';
import { PasswordField } from './password-field';

interface SignInFormProps {
  busy: boolean;
  onSubmit: (login: string, password: string) => void;
  onForgotPassword: () => void;
}

const LOGIN_FIELD_ERRORS: LoginValidationError[] = ['loginRequired', 'invalidPhone', 'invalidEmail'];

/** The login form: checks of spec section 5 in their order, shown inline. */
export function SignInForm({ busy, onSubmit, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const loginId = useId();
  const passwordId = useId();
  const errorId = useId();
  // A login URL with user= and password= fills the form before it submits itself.
  const [fromUrl] = useState(credentialsFromUrl);
  const [login, setLogin] = useState(() => stripSpaces(fromUrl?.user ?? ''));
  const [password, setPassword] = useState(fromUrl?.password ?? '');
  const [error, setError] = useState<LoginValidationError | null>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const showHome = window.location.href.includes('my-account');

  const submit = (rawLogin: string, rawPassword: string) => {
    const cleaned = stripSpaces(rawLogin);
    setLogin(cleaned);
    const problem = validateLogin(cleaned, rawPassword);
    setError(problem);
    if (problem) {
      (LOGIN_FIELD_ERRORS.includes(problem) ? loginRef : passwordRef).current?.focus();
      return;
    }
    onSubmit(cleaned, rawPassword);
  };

  // Submits what the fields show (the person may have edited them meanwhile).
  useAutoLogin(fromUrl, () => {
    if (!busy) submit(login, password);
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) submit(login, password);
  };

  const loginInvalid = error !== null && LOGIN_FIELD_ERRORS.includes(error);
  const passwordInvalid = error !== null && !loginInvalid;

  return (
    <form className="signin-form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={loginId} className="field__label">
          {t('login.label')}
        </label>
        <div className="input-wrap">
          <UserIcon className="input-wrap__icon" />
          <input
            ref={loginRef}
            id={loginId}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="input input--with-icon"
            value={login}
            onChange={(event) => setLogin(stripSpaces(event.target.value))}
            aria-invalid={loginInvalid || undefined}
            aria-describedby={loginInvalid ? errorId : undefined}
          />
        </div>
      </div>

      <PasswordField
        id={passwordId}
        inputRef={passwordRef}
        value={password}
        onChange={setPassword}
        invalid={passwordInvalid}
        describedBy={passwordInvalid ? errorId : undefined}
      />

      {error && (
        <p id={errorId} role="alert" className="form-error">
          {t(`validation.${error}`)}
        </p>
      )}

      <button
        type="submit"
        className="button button--primary button--block button--lg"
        disabled={busy}
        aria-busy={busy}
      >
        {busy && <Spinner />}
        <span>{t('submit')}</span>
      </button>

      <div className="signin-form__links">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('forgotPassword')}
        </button>
        {showHome && (
          <button type="button" className="button button--ghost" onClick={() => window.location.assign('/')}>
            {t('home')}
          </button>
        )}
      </div>
    </form>
  );
}
