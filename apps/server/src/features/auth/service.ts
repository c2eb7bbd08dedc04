import { stripSpaces } from '@portal/shared/auth/rules';
import type { LoginRequest, LoginResult } from '@portal/shared/auth/schema';
import { LOGIN_MESSAGES } from '@portal/shared/auth/rules';
import type { ServiceUrls } from '../../config';
import type { Db } from '../../db/client';
import { listAcademicYears, pickCurrentYear } from '../../lib/academic-years';
import { HttpError } from '../../lib/http-error';
import type { Institute } from '../../lib/institutes';
import { consumeLoginKey, isSignInCode, loginKeyOwner } from '../../lib/login-keys';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import {
  findAccountsByLogin,
  findLinkedStudent,
  hasSessionElsewhere,
  isRegisteredDevice,
  loadStudents,
  replacePasswordHash,
  type Account,
} from './accounts';
import { accountResult, roleOption, type AccountResultInput } from './result';
import { createSession, endSession, type NewSession } from './sessions';
import { clearAccountFailures, takeAttempt, throttleKeys } from '../../lib/throttle';

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid login details. Please check your e-mail or phone number and password.',
  otherInstitute: 'This sign-in page belongs to another institute.',
  admin:
    'You are not authorized to log in here. Institute admins should use the admin app or the admin web site.',
  selectProfile: 'Please select a profile.',
  otherDevice: LOGIN_MESSAGES.confirmOtherDevice,
  unregisteredDevice: 'This is not a registered device. Please contact the administrator.',
  blocked: 'Your account is blocked. Please contact your institute or school.',
  feeDues: LOGIN_MESSAGES.feeDues,
  success: 'Login successful.',
  loggedOut: 'Logged out successfully.',
  noAcademicYear: 'No academic year is set up for this institute. Please contact the institute.',
} as const;

export interface LoginContext {
  db: Db;
  institute: Institute;
  clientAddress: string;
  now: Date;
  services: ServiceUrls;
}

export interface LoginAnswer {
  message: string;
  result: LoginResult;
}

/** Only accounts whose password matches; all are checked in parallel so timing does not depend on which. */
async function passwordMatches(candidates: Account[], password: string): Promise<Account[]> {
  const withHash = candidates.filter((account) => account.passwordHash);
  if (withHash.length === 0) {
    await burnPasswordCheck(password);
    return [];
  }
  const results = await Promise.all(
    withHash.map((account) => verifyPassword(password, account.passwordHash!)),
  );
  return withHash.filter((_, index) => results[index]);
}

/** Now that the password is known, hashes of an older scheme or cost (scrypt) become argon2id. */
async function upgradeHashes(db: Db, matches: Account[], password: string): Promise<void> {
  await Promise.all(
    matches
      .filter((account) => needsRehash(account.passwordHash!))
      .map(async (account) =>
        replacePasswordHash(db, account.id, account.passwordHash!, await hashPassword(password)),
      ),
  );
}

interface Choice {
  account: Account;
  /** A parent signing in for one linked student (user_id named that student). */
  onlyStudentId: number | null;
}

/** Narrows the matching accounts by user_id / user_type: one choice, a profile list, or nothing. */
async function choose(db: Db, matches: Account[], input: LoginRequest): Promise<Choice | Account[] | null> {
  if (input.user_id !== undefined) {
    const direct = matches.find(
      (account) =>
        account.id === input.user_id &&
        (input.user_type === undefined || account.userType === input.user_type),
    );
    if (direct) return { account: direct, onlyStudentId: null };
    const parents = matches.filter((account) => account.role === 'parent');
    const link = await findLinkedStudent(
      db,
      parents.map((parent) => parent.id),
      input.user_id,
    );
    if (!link) return null;
    return {
      account: parents.find((parent) => parent.id === link.parentUserId)!,
      onlyStudentId: link.studentId,
    };
  }
  const typed =
    input.user_type === undefined
      ? matches
      : matches.filter((account) => account.userType === input.user_type);
  const selectable = typed.filter((account) => account.role !== 'admin');
  if (selectable.length > 1) return selectable;
  const only = selectable[0] ?? typed[0];
  return only ? { account: only, onlyStudentId: null } : null;
}

/** An outcome that signs in: the session to create and the account answer around its tokens. */
interface SessionPlan {
  session: Omit<NewSession, 'now'>;
  base: Omit<AccountResultInput, 'tokens'>;
}

/** POST /api/v2/user/v3/login: the algorithm of the back-end brief (spec section 4 outcomes). */
export async function login(ctx: LoginContext, input: LoginRequest): Promise<LoginAnswer> {
  const { db, institute, now } = ctx;
  if (input.institute_id !== undefined && input.institute_id !== institute.id) {
    throw new HttpError(403, AUTH_MESSAGES.otherInstitute);
  }
  const loginName = stripSpaces(input.user_name).toLowerCase();
  const keys = throttleKeys(institute.id, loginName, ctx.clientAddress);
  // Counted as a failure of the account until it succeeds, so parallel guesses cannot pass the
  // limit; the address counts failures only (a lab of pupils behind one address signs in at once).
  // No statement runs while the password is checked: nothing holds a connection or a transaction.
  const attempt = await takeAttempt(db, [keys.account], now, [keys.address]);

  const candidates = await findAccountsByLogin(db, institute.id, loginName);
  // A one-time key from a single sign-on stands in for the password of its own user only.
  const keyOwnerId = await loginKeyOwner(db, input.password, {
    instituteId: institute.id,
    userIds: candidates.map((account) => account.id),
    now,
  });
  const keyOwner = candidates.find((account) => account.id === keyOwnerId);
  const matches = keyOwner
    ? [keyOwner]
    : await passwordMatches(candidates, input.password).catch(async (error: unknown) => {
        // Refused for load (503), not for the password: the attempt does not count as a failure.
        if (error instanceof HttpError && error.statusCode === 503) await attempt.succeeded();
        throw error;
      });
  const choice = matches.length === 0 ? null : await choose(db, matches, input);
  if (!choice) {
    await attempt.failed();
    throw new HttpError(401, AUTH_MESSAGES.invalidLogin);
  }
  // The account's failures go, this attempt's counted one among them (its only exact key is the account's).
  await clearAccountFailures(db, keys);
  // A one-time key proves nothing about the password, so only a password sign-in upgrades hashes.
  if (!keyOwner) await upgradeHashes(db, matches, input.password);

  const outcome = await outcomeOf(ctx, input, choice);
  // The key is spent by any outcome but the "already signed in elsewhere" question, which the portal repeats.
  if (keyOwner && !asksToConfirm(outcome)) {
    const spent = await consumeLoginKey(db, input.password, {
      instituteId: institute.id,
      userId: keyOwner.id,
      now,
    });
    if (!spent) throw new HttpError(401, AUTH_MESSAGES.invalidLogin);
  }
  if (!('session' in outcome)) return outcome;
  // A first-sign-in code of an account that has no password yet: the session chooses one first.
  const mustChoosePassword =
    keyOwner !== undefined && keyOwner.passwordHash === null && isSignInCode(input.password);
  const tokens = await createSession(db, { ...outcome.session, now, mustChoosePassword });
  const result = accountResult({ ...outcome.base, tokens });
  return {
    message: AUTH_MESSAGES.success,
    result: mustChoosePassword ? { ...result, must_choose_password: true } : result,
  };
}

function asksToConfirm(outcome: LoginAnswer | SessionPlan): boolean {
  const result = 'result' in outcome ? outcome.result : null;
  return result !== null && !Array.isArray(result) && result.login_option === 10;
}

/** What a chosen account gets: a profile list, a refusal or question, or a session to create. */
async function outcomeOf(
  ctx: LoginContext,
  input: LoginRequest,
  choice: Choice | Account[],
): Promise<LoginAnswer | SessionPlan> {
  const { db, institute, now } = ctx;
  if (Array.isArray(choice)) {
    return {
      message: AUTH_MESSAGES.selectProfile,
      result: choice.map((account) => roleOption(institute, account)),
    };
  }
  const { account, onlyStudentId } = choice;
  if (account.role === 'admin') return { message: AUTH_MESSAGES.admin, result: null };
  if (account.blocked) return { message: AUTH_MESSAGES.blocked, result: { login_option: 13 } };
  if (account.devicePolicy === 'registered' && !(await isRegisteredDevice(db, account.id, input.device_id))) {
    return { message: AUTH_MESSAGES.unregisteredDevice, result: { login_option: 11 } };
  }

  const currentYear = pickCurrentYear(await listAcademicYears(db, institute.id), institute.timeZone, now);
  if (!currentYear) throw new HttpError(409, AUTH_MESSAGES.noAcademicYear);
  const students = await loadStudents(db, institute, account, onlyStudentId);
  const base = {
    institute,
    account,
    students,
    currentYear,
    deviceId: input.device_id,
    services: ctx.services,
  };

  // Exactly one student who may not sign in (fees due): the account, but no token and no session.
  if (students.length === 1 && !students[0]!.loginAllowed) {
    return { message: AUTH_MESSAGES.feeDues, result: accountResult({ ...base, tokens: null }) };
  }

  const endOthers = account.devicePolicy === 'single' && input.logout_from_all_devices === true;
  if (
    account.devicePolicy === 'single' &&
    !endOthers &&
    (await hasSessionElsewhere(db, account.id, input.device_id))
  ) {
    return { message: AUTH_MESSAGES.otherDevice, result: { login_option: 10 } };
  }

  return {
    base,
    session: {
      userId: account.id,
      instituteId: institute.id,
      acadYrId: currentYear.id,
      studentIds: students
        .filter((student) => student.loginAllowed)
        .map((student) => student.detail.student_id),
      deviceId: input.device_id,
      endOthers,
    },
  };
}

export async function logout(db: Db, sessionId: string, now: Date): Promise<void> {
  await endSession(db, sessionId, now);
}
