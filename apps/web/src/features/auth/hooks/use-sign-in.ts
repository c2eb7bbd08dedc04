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
import { forgetTokenLogin, setSession, takeRedirect, type Session } from '../../../lib/session';
import { setLanguage } from '../../../lib/i18n';
import { login, type Credentials, type LoginExtras } from '../api/login';

/** How a login answer becomes a session: needed once the server has answered (warmed by the page). */
export const loadBuildSession = () => import('../utils/build-session');

/** The pop-up the sign-in is waiting on, if any. */
export type SignInStep =
  | { kind: 'form' }
  | { kind: 'selectProfile'; roles: RoleOption[] }
  | { kind: 'confirmOtherDevice' }
  | { kind: 'selectStudent'; account: LoginAccount; students: StudentDetail[] }
  | { kind: 'selectYear'; session: Session; years: StudentAcadYear[] };

/** What a sign-in with a one-time key (single sign-on) reports back instead of opening the portal. */
export interface KeySignInHandlers {
  favIconUrl: string | null;
  /** The academic year, chosen without asking (see withStoredAcademicYear). */
  chooseYear: (session: Session) => Session;
  /** The session is stored. */
  onSignedIn: (session: Session) => void;
  /** A dead end (refused, blocked, fee dues, the key not taken); its message is already shown. */
  onFailed: () => void;
  /** The person closed a pop-up (other device, student choice) instead of going on. */
  onCancelled: () => void;
}

const FAILURE_KEYS: Record<string, string> = {
  [LOGIN_MESSAGES.networkError]: 'messages.networkError',
  [LOGIN_MESSAGES.noMessage]: 'messages.noMessage',
  [LOGIN_MESSAGES.defaultFailure]: 'messages.defaultFailure',
};

/**
 * The sign-in flow of spec section 4: sends the login, follows the outcome
 * through its pop-ups, fills the session and opens the portal. A sign-in with a
 * one-time key (single sign-on) follows the same outcomes, asks no academic
 * year (its caller picks one) and hands the result to its caller.
 */
export function useSignIn(favIconUrl: string | null) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  // Kept in memory only while the pop-ups may need to send the login again.
  const credentials = useRef<Credentials | null>(null);
  const lastExtras = useRef<LoginExtras>({});
  // Set while a single sign-on is signing in with its one-time key.
  const keySignIn = useRef<KeySignInHandlers | null>(null);

  /** The attempt ends without a session: a key sign-in tells its caller. */
  const deadEnd = useCallback(() => {
    const handlers = keySignIn.current;
    keySignIn.current = null;
    credentials.current = null;
    handlers?.onFailed();
  }, []);

  const finish = useCallback(
    async (session: Session) => {
      const handlers = keySignIn.current;
      keySignIn.current = null;
      setSession(session);
      if (!handlers) forgetTokenLogin();
      notify.dismissAll();
      credentials.current = null;
      setStep({ kind: 'form' });
      await setLanguage(session.language);
      if (handlers) handlers.onSignedIn(session);
      else navigate(takeRedirect() ?? '/dashboard', { replace: true });
    },
    [navigate],
  );

  const complete = useCallback(
    async (account: LoginAccount, student: StudentDetail | null) => {
      const handlers = keySignIn.current;
      const { buildSession, yearsToChooseFrom } = await loadBuildSession();
      const session = buildSession(account, student, handlers ? handlers.favIconUrl : favIconUrl);
      if (!session) {
        notify.error(t('messages.noMessage'));
        deadEnd();
        return;
      }
      if (handlers) return finish(handlers.chooseYear(session));
      const years = yearsToChooseFrom(session);
      if (years) setStep({ kind: 'selectYear', session, years });
      else await finish(session);
    },
    [deadEnd, favIconUrl, finish, t],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.handled) return deadEnd();
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      const gotResponse = error instanceof ApiError ? error.gotResponse : false;
      if (message && splitAppLink(message)) {
        showMessageAlert(message);
      } else {
        const text = loginFailureText(message, gotResponse);
        const key = FAILURE_KEYS[text];
        notify.error(key ? t(key) : text);
      }
      deadEnd();
    },
    [deadEnd, t],
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
            deadEnd();
            break;
          case 'selectProfile':
            setStep({ kind: 'selectProfile', roles: outcome.roles });
            break;
          case 'confirmOtherDevice':
            setStep({ kind: 'confirmOtherDevice' });
            break;
          case 'unregisteredDevice':
            showAlert({ text: t('messages.unregisteredDevice') });
            deadEnd();
            break;
          case 'blocked':
            showAlert({ text: t('messages.blocked') });
            deadEnd();
            break;
          case 'selectStudent':
            setStep({ kind: 'selectStudent', account: outcome.account, students: outcome.students });
            break;
          case 'feeDues':
            notify.error(t('messages.feeDues'));
            deadEnd();
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
    [complete, deadEnd, fail, t],
  );

  return {
    step,
    busy,
    /** The form passed validation. */
    signIn: (user_name: string, password: string) => {
      keySignIn.current = null;
      credentials.current = { user_name, password };
      return send({});
    },
    /** Single sign-on: the login call with the link's one-time key in place of a password. */
    signInWithKey: (user_name: string, key: string, handlers: KeySignInHandlers) => {
      keySignIn.current = handlers;
      credentials.current = { user_name, password: key };
      return send({});
    },
    pickProfile: (role: RoleOption) =>
      send({ user_type: role.user_type, user_id: role.user_id, institute_id: role.institute_id }),
    confirmOtherDevice: () => send({ ...lastExtras.current, logout_from_all_devices: true }),
    pickStudent: (account: LoginAccount, student: StudentDetail) => {
      if (studentPickSignsInDirectly(student)) return complete(account, student);
      if (keySignIn.current) {
        // The one-time key is spent: asking the server again would only be refused.
        setStep({ kind: 'form' });
        notify.error(t('messages.feeDues'));
        return deadEnd();
      }
      // Not allowed (fees due): a normal login for that student, which the server refuses.
      return send({ ...lastExtras.current, user_id: student.user_id, institute_id: student.institute_id });
    },
    pickYear: async (session: Session, year: StudentAcadYear) =>
      finish((await loadBuildSession()).withAcademicYear(session, year)),
    cancel: () => {
      const handlers = keySignIn.current;
      keySignIn.current = null;
      credentials.current = null;
      setStep({ kind: 'form' });
      handlers?.onCancelled();
    },
  };
}
