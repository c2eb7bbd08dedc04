import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import type { LoginAccount, RoleOption, StudentAcadYear, StudentDetail } from '@portal/shared/auth/schema';
import {
  LOGIN_MESSAGES,
  decideLoginOutcome,
  loginFailureText,
  studentPickSignsInDirectly,
} from '@portal/shared/auth/rules';
import { splitAppLink } from '@portal/shared/api/errors';
import { ApiError } from '@/lib/api-client';
import { showAlert, showMessageAlert } from '@/lib/alerts';
import { forgetTokenLogin, setSession, takeRedirect, type Session } from '@/lib/session';
import { setLanguage } from '@/lib/i18n';
import { login, type Credentials, type LoginExtras } from '../api/login';
import { retryAfterSeconds, retryWaitMs, type BusyWait } from '../utils/busy-retry';

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
  // Kept in memory only while the pop-ups, or the next try at a busy server, may need to send the login again.
  const credentials = useRef<Credentials | null>(null);
  const lastExtras = useRef<LoginExtras>({});
  // Set while a single sign-on is signing in with its one-time key.
  const keySignIn = useRef<KeySignInHandlers | null>(null);
  // The server was too busy to check the password (503 with Retry-After): when the next try goes.
  const [wait, setWait] = useState<BusyWait | null>(null);
  // The login call in flight and the timer of the next try, so that Cancel stops either.
  const attempt = useRef<{ abort: AbortController; timer?: ReturnType<typeof setTimeout> } | null>(null);

  // Leaving the page leaves no try waiting. (Not an abort of the call in flight: StrictMode's
  // second mount would cancel a Login pressed before the script ran, sent as the form mounts.)
  useEffect(() => () => clearTimeout(attempt.current?.timer), []);

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
      const abort = new AbortController();
      const current: NonNullable<typeof attempt.current> = { abort };
      attempt.current = current;
      setBusy(true);
      setStep({ kind: 'form' });
      try {
        const { result, message } = await login(credentials.current, extras, abort.signal);
        setWait(null);
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
        // Cancelled: the form stays as the person left it.
        if (abort.signal.aborted) return;
        // Only a busy server that says when to come back is tried again (a 429 lockout is not),
        // with the same credentials the attempt holds anyway; a single sign-on's key is not.
        const now = Date.now();
        const seconds =
          error instanceof ApiError && error.status === 503 && !keySignIn.current
            ? retryAfterSeconds(error.retryAfter, now)
            : null;
        if (seconds === null) {
          setWait(null);
          return fail(error);
        }
        const ms = retryWaitMs(seconds, Math.random());
        setWait({ at: now + ms, seconds: Math.ceil(ms / 1000) });
        current.timer = setTimeout(() => void send(extras), ms);
      } finally {
        // Unless Cancel or a newer try took over meanwhile.
        if (attempt.current === current) setBusy(false);
      }
    },
    [complete, deadEnd, fail, t],
  );

  return {
    step,
    busy,
    /** While the server is too busy to sign in: when the next try goes; null otherwise. */
    wait,
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
    /** Closes a pop-up, or stops waiting for a busy server (the try in flight included). */
    cancel: () => {
      clearTimeout(attempt.current?.timer);
      attempt.current?.abort.abort();
      attempt.current = null;
      setWait(null);
      setBusy(false);
      const handlers = keySignIn.current;
      keySignIn.current = null;
      credentials.current = null;
      setStep({ kind: 'form' });
      handlers?.onCancelled();
    },
  };
}
