import type { LoginAccount, LoginResult, RoleOption, StudentDetail } from './schema';

export const USER_TYPE_STUDENT = 1;
export const USER_TYPE_OPEN = 99;

export type UserKind = 'student' | 'open' | 'parent';

/** User types: 1 student, 99 open user, any other a parent (spec section 6). */
export function userKind(userType: number): UserKind {
  if (userType === USER_TYPE_STUDENT) return 'student';
  if (userType === USER_TYPE_OPEN) return 'open';
  return 'parent';
}

export const LOGIN_TIMEOUT_MS = 5000;
export const MIN_LOGIN_PASSWORD_LENGTH = 4;
export const AUTO_LOGIN_DELAY_MS = 700;

/** Spaces are removed from the login field as the user types or submits. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A valid phone number is 7 to 15 digits. */
export function isValidPhone(value: string): boolean {
  return /^\d{7,15}$/.test(value);
}

/** Permissive e-mail pattern of the spec: text, @, text, a dot, at least 2 characters. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value);
}

export type LoginValidationError =
  | 'loginRequired'
  | 'passwordRequired'
  | 'invalidPhone'
  | 'invalidEmail'
  | 'passwordInvalid'
  | 'passwordTooShort';

export const LOGIN_VALIDATION_TEXT: Record<LoginValidationError, string> = {
  loginRequired: 'Email or Phone Number is required',
  passwordRequired: 'Password is required',
  invalidPhone: 'Please enter a valid Phone number',
  invalidEmail: 'You have entered an invalid email address!',
  passwordInvalid: 'Please enter valid password',
  passwordTooShort: 'Password length should be atleast 4 digits long',
};

/** The login form's checks, in the order of spec section 5; null when the form may be sent. */
export function validateLogin(rawLogin: string, password: string): LoginValidationError | null {
  const login = stripSpaces(rawLogin);
  if (login === '') return 'loginRequired';
  if (password === '') return 'passwordRequired';
  const allDigits = /^\d+$/.test(login);
  if (allDigits && !isValidPhone(login)) return 'invalidPhone';
  if (!allDigits && !isValidEmail(login)) return 'invalidEmail';
  // Whitespace-only passwords count as missing.
  if (password.trim() === '') return 'passwordInvalid';
  if (password.length < MIN_LOGIN_PASSWORD_LENGTH) return 'passwordTooShort';
  return null;
}

export type LoginOutcome =
  | { kind: 'notAuthorized' }
  | { kind: 'selectProfile'; roles: RoleOption[] }
  | { kind: 'confirmOtherDevice' }
  | { kind: 'unregisteredDevice' }
  | { kind: 'blocked' }
  | { kind: 'selectStudent'; account: LoginAccount; students: StudentDetail[] }
  | { kind: 'feeDues' }
  | { kind: 'success'; account: LoginAccount; student: StudentDetail | null };

/** Which of the outcomes of spec section 4 a login answer (status 200) leads to. */
export function decideLoginOutcome(result: LoginResult): LoginOutcome {
  if (result === null) return { kind: 'notAuthorized' };
  if (Array.isArray(result)) return { kind: 'selectProfile', roles: result };
  if (!('student_details' in result)) {
    if (result.login_option === 10) return { kind: 'confirmOtherDevice' };
    if (result.login_option === 11) return { kind: 'unregisteredDevice' };
    return { kind: 'blocked' };
  }
  const students = result.student_details;
  const isParent = userKind(result.user_type) === 'parent';
  if (isParent && students.length > 1) {
    return { kind: 'selectStudent', account: result, students };
  }
  if (students.length === 1 && students[0]!.is_login_allowed !== 1) return { kind: 'feeDues' };
  return { kind: 'success', account: result, student: students.length === 1 ? students[0]! : null };
}

/**
 * A parent's pick in the student pop-up signs in at once only when that
 * student's is_login_allowed is true; otherwise a normal login request is made
 * for that student (which the server answers with the fee-dues outcome).
 */
export function studentPickSignsInDirectly(student: StudentDetail): boolean {
  return student.is_login_allowed === 1;
}

export const LOGIN_MESSAGES = {
  confirmOtherDevice:
    'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
  feeDues: 'Kindly clear fees dues to successfully login.',
  defaultFailure: 'Invailid Login Details',
  noMessage: 'please contact institute admin.',
  networkError: 'Network Error',
} as const;

/**
 * The toast text for a failed login (spec section 8): the server message; with no
 * message and no response 'Network Error'; with no message at all the contact text.
 */
export function loginFailureText(message: string | undefined, gotResponse: boolean): string {
  if (message && message.trim() !== '') return message;
  if (!gotResponse) return LOGIN_MESSAGES.networkError;
  return LOGIN_MESSAGES.noMessage;
}
