import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import type { LoginAccount, RoleOption, StudentAcadYear, StudentDetail } from '@portal/shared/auth/schema';
import {
  LOGIN_MESSAGES,
  decideLoginOutcome,
  loginFailureText,
  studentPickSignsInDirectly,
} from '@portal/shared/auth/rules';
import { splitAppLink } from '@portal/shared/api/errors';
import { ApiError } from '../../../lib/api-client';
import { showAlert, showMessageAlert } from '../../../lib/alerts';
import { setSession, takeRedirect, type Session } from '../../../lib/session';
import { setLanguage } from '../../../lib/i18n';
import { login, type Credentials, type LoginExtras } from '../api/login';
import { buildSession, withAcademicYear, yearsToChooseFrom } from '../utils/build-session';

/** The pop-up the sign-in is waiting on, if any. */
export type SignInStep =
  | { kind: 'form' }
  | { kind: 'selectProfile'; roles: RoleOption[] }
  | { kind: 'confirmOtherDevice' }
  | { kind: 'selectStudent'; account: LoginAccount; students: StudentDetail[] }
  | { kind: 'selectYear'; session: Session; years: StudentAcadYear[] };

const FAILURE_KEYS: Record<string, string> = {
  [LOGIN_MESSAGES.networkError]: 'messages.networkError',
  [LOGIN_MESSAGES.noMessage]: 'messages.noMessage',
  [LOGIN_MESSAGES.defaultFailure]: 'messages.defaultFailure',
};

/**
 * The sign-in flow of spec section 4: sends the login, follows the outcome
 * through its pop-ups, fills the session and opens the portal.
 */
export function useSignIn(favIconUrl: string | null) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  // Kept in memory only while the pop-ups may need to send the login again.
  const credentials = useRef<Credentials | null>(null);
  const lastExtras = useRef<LoginExtras>({});

  const finish = useCallback(
    async (session: Session) => {
      setSession(session);
      notify.dismissAll();
      credentials.current = null;
      setStep({ kind: 'form' });
      await setLanguage(session.language);
      navigate(takeRedirect() ?? '/dashboard', { replace: true });
    },
    [navigate],
  );

  const complete = useCallback(
    async (account: LoginAccount, student: StudentDetail | null) => {
      const session = buildSession(account, student, favIconUrl);
      if (!session) {
        notify.error(t('messages.noMessage'));
        return;
      }
      const years = yearsToChooseFrom(session);
      if (years) setStep({ kind: 'selectYear', session, years });
      else await finish(session);
    },
    [favIconUrl, finish, t],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.handled) return;
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      const gotResponse = error instanceof ApiError ? error.gotResponse : false;
      if (message && splitAppLink(message)) {
        showMessageAlert(message);
        return;
      }
      const text = loginFailureText(message, gotResponse);
      const key = FAILURE_KEYS[text];
      notify.error(key ? t(key) : text);
    },
    [t],
  );

  const send = useCallback(
    async (extras: LoginExtras) => {
      if (!credentials.current) return;
      lastExtras.current = extras;
      setBusy(true);
      setStep({ kind: 'form' });
      try {
        const { result, message } = await login(credentials.current, extras);
        const outcome = decideLoginOutcome(result);
        switch (outcome.kind) {
          case 'notAuthorized':
            // The server's message (it may carry an app link), else the spec's text.
            if (message.trim() !== '') showMessageAlert(message);
            else showAlert({ text: t('messages.notAuthorized') });
            break;
          case 'selectProfile':
            setStep({ kind: 'selectProfile', roles: outcome.roles });
            break;
          case 'confirmOtherDevice':
            setStep({ kind: 'confirmOtherDevice' });
            break;
          case 'unregisteredDevice':
            showAlert({ text: t('messages.unregisteredDevice') });
            break;
          case 'blocked':
            showAlert({ text: t('messages.blocked') });
            break;
          case 'selectStudent':
            setStep({ kind: 'selectStudent', account: outcome.account, students: outcome.students });
            break;
          case 'feeDues':
            notify.error(t('messages.feeDues'));
            break;
          case 'success':
            await complete(outcome.account, outcome.student);
            break;
        }
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
    [complete, fail, t],
  );

  return {
    step,
    busy,
    /** The form passed validation. */
    signIn: (user_name: string, password: string) => {
      credentials.current = { user_name, password };
      return send({});
    },
    pickProfile: (role: RoleOption) =>
      send({ user_type: role.user_type, user_id: role.user_id, institute_id: role.institute_id }),
    confirmOtherDevice: () => send({ ...lastExtras.current, logout_from_all_devices: true }),
    pickStudent: (account: LoginAccount, student: StudentDetail) => {
      if (studentPickSignsInDirectly(student)) return complete(account, student);
      // Not allowed (fees due): a normal login for that student, which the server refuses.
      return send({ ...lastExtras.current, user_id: student.user_id, institute_id: student.institute_id });
    },
    pickYear: (session: Session, year: StudentAcadYear) => finish(withAcademicYear(session, year)),
    cancel: () => {
      credentials.current = null;
      setStep({ kind: 'form' });
    },
  };
}
