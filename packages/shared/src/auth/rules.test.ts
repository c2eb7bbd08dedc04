import { describe, expect, it } from 'vitest';
import {
  decideLoginOutcome,
  isValidEmail,
  isValidPhone,
  loginFailureText,
  stripSpaces,
  studentPickSignsInDirectly,
  userKind,
  validateLogin,
} from './rules';
import type { LoginAccount, StudentDetail } from './schema';

describe('validateLogin: the order of spec section 5', () => {
  it.each([
    ['', '', 'loginRequired'],
    ['   ', 'secret', 'loginRequired'],
    ['aarav@greenfield.test', '', 'passwordRequired'],
    ['123', '', 'passwordRequired'],
    ['123456', 'demo1234', 'invalidPhone'],
    ['1234567890123456', 'demo1234', 'invalidPhone'],
    ['aarav@greenfield', 'demo1234', 'invalidEmail'],
    ['aarav', 'demo1234', 'invalidEmail'],
    ['aarav@greenfield.t', 'demo1234', 'invalidEmail'],
    ['aarav@greenfield.test', '    ', 'passwordInvalid'],
    ['aarav@greenfield.test', 'abc', 'passwordTooShort'],
    ['9000000001', 'abc', 'passwordTooShort'],
    ['aarav@greenfield.test', 'abcd', null],
    ['9000000001', 'demo1234', null],
    ['900 000 0001', 'demo1234', null],
    ['1234567', 'demo1234', null],
    ['123456789012345', 'demo1234', null],
  ] as const)('%j / %j -> %s', (login, password, expected) => {
    expect(validateLogin(login, password)).toBe(expected);
  });
});

describe('field rules', () => {
  it('strips every space from the login field', () => {
    expect(stripSpaces(' a a r\tav@x.io ')).toBe('aarav@x.io');
  });
  it('accepts phones of 7 to 15 digits only', () => {
    expect(isValidPhone('1234567')).toBe(true);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('12345a7')).toBe(false);
  });
  it('uses the permissive e-mail pattern', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('@b.co')).toBe(false);
  });
  it('reads user types: 1 student, 99 open user, others parent', () => {
    expect(userKind(1)).toBe('student');
    expect(userKind(99)).toBe('open');
    expect(userKind(2)).toBe('parent');
    expect(userKind(10)).toBe('parent');
  });
});

const student = (over: Partial<StudentDetail> = {}): StudentDetail => ({
  user_id: 11,
  user_type: 1,
  institute_id: 1,
  institute_name: 'Greenfield Public School',
  student_id: 101,
  stud_id: 101,
  student_display_id: 'GPS-101',
  student_name: 'Aarav Sharma',
  phone_no: '9000000001',
  email_id: 'aarav@greenfield.test',
  photo_url: '',
  join_date: '2024-06-01',
  is_login_allowed: 1,
  student_acad_year: [],
  account_id: 11,
  ...over,
});

const account = (over: Partial<LoginAccount> = {}): LoginAccount =>
  ({ login_option: 0, user_type: 1, student_details: [student()], ...over }) as LoginAccount;

describe('decideLoginOutcome: spec section 4', () => {
  it('null result: not authorized (administrators)', () => {
    expect(decideLoginOutcome(null).kind).toBe('notAuthorized');
  });
  it('a list: Select Profile', () => {
    expect(decideLoginOutcome([]).kind).toBe('selectProfile');
  });
  it('login options 10, 11 and 13', () => {
    expect(decideLoginOutcome({ login_option: 10 }).kind).toBe('confirmOtherDevice');
    expect(decideLoginOutcome({ login_option: 11 }).kind).toBe('unregisteredDevice');
    expect(decideLoginOutcome({ login_option: 13 }).kind).toBe('blocked');
  });
  it('a parent with several students chooses one', () => {
    const outcome = decideLoginOutcome(
      account({ user_type: 2, student_details: [student(), student({ student_id: 102 })] }),
    );
    expect(outcome.kind).toBe('selectStudent');
  });
  it('exactly one student whose login is not allowed: fee dues', () => {
    expect(
      decideLoginOutcome(account({ user_type: 2, student_details: [student({ is_login_allowed: 0 })] })).kind,
    ).toBe('feeDues');
  });
  it('otherwise success, acting as the one student', () => {
    const outcome = decideLoginOutcome(account({ user_type: 2 }));
    expect(outcome).toMatchObject({ kind: 'success', student: { student_id: 101 } });
    const open = decideLoginOutcome(account({ user_type: 99, student_details: [] }));
    expect(open).toMatchObject({ kind: 'success', student: null });
  });
  it('a student pick signs in directly only when login is allowed', () => {
    expect(studentPickSignsInDirectly(student())).toBe(true);
    expect(studentPickSignsInDirectly(student({ is_login_allowed: 0 }))).toBe(false);
  });
});

describe('loginFailureText', () => {
  it('shows the server message first', () => {
    expect(loginFailureText('Invalid password', true)).toBe('Invalid password');
  });
  it('no message and no response: Network Error', () => {
    expect(loginFailureText(undefined, false)).toBe('Network Error');
  });
  it('no message at all: contact the institute admin', () => {
    expect(loginFailureText('', true)).toBe('please contact institute admin.');
  });
});
