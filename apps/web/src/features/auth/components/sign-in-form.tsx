import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stripSpaces, validateLogin, type LoginValidationError } from '@portal/shared/auth/rules';
import { UserIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/drawn-by-server';
import { Spinner } from '@/components/ui/spinner';
import { credentialsFromUrl, useAutoLogin } from '../hooks/use-auto-login';
import type { BusyWait } from '../utils/busy-retry';
import { BusyAnnouncement, BusyNotice } from './busy-notice';
import { PasswordField } from './password-field';

interface SignInFormProps {
  busy: boolean;
  /** The server is too busy to sign in: the next try is waiting (the sign-in is still on). */
  wait: BusyWait | null;
  onCancelWait: () => void;
  onSubmit: (login: string, password: string) => void;
  onForgotPassword: () => void;
}

/** The Home button's condition: the server does not know the page's whole address, so not drawn there. */
const isMyAccount = () => location.href.includes('my-account');

const LOGIN_FIELD_ERRORS: LoginValidationError[] = ['loginRequired', 'invalidPhone', 'invalidEmail'];

/** The login form: checks of spec section 5 in their order, shown inline. */
export function SignInForm({
  busy: signingIn,
  wait,
  onCancelWait,
  onSubmit,
  onForgotPassword,
}: SignInFormProps) {
  const { t } = useTranslation('auth');
  const loginId = useId();
  const passwordId = useId();
  const errorId = useId();
  // A login URL with user= and password= fills the form before it submits itself.
  const [fromUrl] = useState(credentialsFromUrl);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginValidationError | null>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const busy = signingIn || wait !== null;
  const showHome = useHydrated() && isMyAccount();

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

  // The fields show the login URL's user= and password=, else what was typed on the page the server
  // drew (app/server-render.tsx) before this script hydrated it: drawn empty, as the server drew
  // them. A Login or another button pressed there (index.html's inline script kept it) is pressed
  // now, once, in the hydration's own commit.
  useLayoutEffect(() => {
    const root = document.getElementById('root')!;
    const typed = root.hasAttribute('data-ssr');
    const username = fromUrl?.user ?? (typed ? loginRef.current!.value : '');
    const typedPassword = fromUrl?.password ?? (typed ? passwordRef.current!.value : '');
    setLogin(stripSpaces(username));
    setPassword(typedPassword);
    const submitted = root.hasAttribute('data-submitted');
    const clicked = root.getAttribute('data-clicked');
    root.removeAttribute('data-submitted');
    root.removeAttribute('data-clicked');
    if (!typed) return;
    if (submitted) submit(username, typedPassword);
    const button = clicked ? root.querySelector<HTMLElement>(`[class="${clicked}"]`) : null;
    // Pressed as a person presses it: focused first, so a dialog it opens gives the focus back to it.
    button?.focus();
    button?.click();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what the page held
  }, []);

  // Submits what the fields show (the person may have edited them meanwhile).
  useAutoLogin(fromUrl, () => {
    if (!busy) submit(login, password);
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) submit(login, password);
  };

  // Cancel took away the focused button: Login, usable again, has it.
  useEffect(() => {
    if (cancelled.current && !busy) submitRef.current?.focus();
    cancelled.current = false;
  }, [busy]);
  const cancelWait = () => {
    cancelled.current = true;
    onCancelWait();
  };

  const loginInvalid = error !== null && LOGIN_FIELD_ERRORS.includes(error);
  const passwordInvalid = error !== null && !loginInvalid;

  return (
    // A POST, not the page's GET with the password in its address, should a Login ever be sent
    // without the portal's script (index.html's inline script keeps it until then).
    <form method="post" className="signin-form" onSubmit={handleSubmit} noValidate>
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
        ref={submitRef}
        type="submit"
        className="button button--primary button--block button--lg"
        disabled={busy}
        aria-busy={busy}
      >
        {busy && <Spinner />}
        <span>{t('submit')}</span>
      </button>
      <BusyAnnouncement wait={wait} />
      {wait && <BusyNotice wait={wait} onCancel={cancelWait} />}

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
