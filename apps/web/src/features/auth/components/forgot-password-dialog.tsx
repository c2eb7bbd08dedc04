import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordAccount } from '@portal/shared/profile/schema';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { ChoiceList } from '@/components/ui/choice-list';
import { PhoneIcon } from '@/components/ui/app-icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorText } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { forgotPassword } from '../api/forgot-password';
import './forgot-password.css';

interface ForgotPasswordDialogProps {
  /** The institute behind this host, when its logo answer named it. */
  instituteId: number | null;
  onClose: () => void;
}

/** The phone field keeps digits only (the contract takes at most 15). */
const PHONE_MAX = 15;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_MAX);

/**
 * Forgot Password (spec sections 2 and 7): a phone number, then, when several
 * accounts use it, the account to reset. A new password goes to the registered
 * mobile number. Loaded on the first click, as its own chunk.
 */
export default function ForgotPasswordDialog({ instituteId, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();
  const listHintId = useId();
  const [phone, setPhone] = useState('');
  const [accounts, setAccounts] = useState<ForgotPasswordAccount[] | null>(null);
  /** The call under way: the number (0) or the chosen account's user_id. */
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // The field (or, for a choice, the first account) takes the focus; runs after the dialog opened.
  useEffect(() => {
    if (accounts) listRef.current?.querySelector('button')?.focus();
    else phoneRef.current?.focus();
  }, [accounts]);

  const send = async (userId?: number) => {
    setPending(userId ?? 0);
    setError(null);
    try {
      let result = await forgotPassword({ phone, userId, instituteId });
      // A single account continues at once.
      if (result?.length === 1)
        result = await forgotPassword({ phone, userId: result[0]!.user_id, instituteId });
      if (!live.current) return;
      if (result === null) {
        notify.success(t('forgot.success'));
        onClose();
        return;
      }
      if (result.length === 0) setError(t('messages.noMessage'));
      else setAccounts(result);
    } catch (failure) {
      if (live.current) setError(failureText(failure));
    } finally {
      if (live.current) setPending(null);
    }
  };

  /** The two answers of the text-message step in the user's language; others as the server says. */
  const failureText = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 501) return t('forgot.unavailable');
    if (failure instanceof ApiError && failure.status === 503) return t('forgot.notSent');
    return errorText(failure);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phone !== '' && pending === null) void send();
  };

  const busy = pending !== null;
  const errorLine = error && (
    <p id={errorId} role="alert" className="form-error forgot__error">
      {error}
    </p>
  );

  if (accounts) {
    return (
      <Dialog
        title={t('forgot.title')}
        onClose={onClose}
        footer={
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => {
              setAccounts(null);
              setError(null);
            }}
          >
            {t('forgot.changeNumber')}
          </button>
        }
      >
        <p id={listHintId} className="dialog__hint">
          {t('forgot.chooseHint', { phone })}
        </p>
        {errorLine}
        <div ref={listRef} role="group" aria-labelledby={listHintId} aria-busy={busy}>
          <ChoiceList
            choices={accounts.map((account) => ({
              key: `${account.institute_id}-${account.user_id}`,
              leading: <Avatar name={account.name} size={40} />,
              title: account.name,
              meta: (
                <>
                  <span className="choice__meta">
                    <span className="badge">{account.display}</span> {account.institute_name}
                  </span>
                  <span className="choice__meta forgot__ids">
                    <span>{t('forgot.userId', { id: account.user_id })}</span> ·{' '}
                    <span>{t('forgot.instituteId', { id: account.institute_id })}</span>
                  </span>
                </>
              ),
              trailing: pending === account.user_id ? <Spinner /> : undefined,
              disabled: busy,
              onPick: () => void send(account.user_id),
            }))}
          />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('forgot.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary forgot__continue"
            disabled={phone === '' || busy}
            aria-busy={busy}
          >
            {busy && <Spinner />}
            <span>{t('forgot.continue')}</span>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p id={hintId} className="dialog__hint forgot__hint">
          {t('forgot.hint')}
        </p>
        <div className="field forgot__field">
          <label htmlFor={phoneId} className="field__label">
            {t('forgot.phoneLabel')}
          </label>
          <div className="input-wrap">
            <PhoneIcon className="input-wrap__icon" />
            <input
              ref={phoneRef}
              id={phoneId}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className="input input--with-icon"
              value={phone}
              onChange={(event) => setPhone(digitsOnly(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
          </div>
        </div>
        {errorLine}
      </form>
    </Dialog>
  );
}
