import { describe, expect, it } from 'vitest';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import type { Session } from '@/lib/session';
import { mayEditProfile, passwordAccount, profileRecordId } from './profile-access';

/** Only the fields these rules read. */
const session = (over: Partial<Session>): Session =>
  ({
    user_id: 101,
    user_type: 1,
    stud_id: 1001,
    student_id: 1001,
    parentslogin: false,
    parent_id: null,
    parent_num: null,
    email_id: 'aarav@greenfield.test',
    phone_no: '9000000001',
    mobile_no: '9000000001',
    ...over,
  }) as Session;

const detail = (restricted: boolean) => ({ student_profile_update_restrict: restricted }) as ProfileDetail;

const student = session({});
const openUser = session({
  user_id: 202,
  user_type: 99,
  stud_id: null,
  student_id: null,
  email_id: 'learner@apex.test',
});
// A parent acting for the chosen student: the student's ids, the parent's own beside them.
const parent = session({
  user_type: 2,
  parentslogin: true,
  parent_id: 103,
  parent_num: '9000000002',
  email_id: '',
});

describe('profileRecordId', () => {
  it.each([
    ['student: stud_id', student, 1001],
    ['open user: user id', openUser, 202],
    ['parent: the chosen student', parent, 1001],
    ['no stud_id: student_id', session({ stud_id: null, student_id: 1009 }), 1009],
    ['neither', session({ stud_id: null, student_id: null }), null],
  ])('%s', (_name, s, expected) => {
    expect(profileRecordId(s)).toBe(expected);
  });
});

describe('mayEditProfile', () => {
  it.each([
    ['student', student, false, true],
    ['restricted student', student, true, false],
    ['open user', openUser, false, false],
    ['parent', parent, false, false],
    ['parent flag on a student type', session({ parentslogin: true }), false, false],
  ])('%s', (_name, s, restricted, expected) => {
    expect(mayEditProfile(s, detail(restricted))).toBe(expected);
  });
});

describe('passwordAccount', () => {
  it('a student changes their own password, by e-mail or phone', () => {
    expect(passwordAccount(student)).toEqual({
      userid: 101,
      username: 'aarav@greenfield.test',
      isParent: false,
    });
    expect(passwordAccount(session({ email_id: '' }))).toMatchObject({ username: '9000000001' });
  });
  it('an open user changes their own', () => {
    expect(passwordAccount(openUser)).toEqual({
      userid: 202,
      username: 'learner@apex.test',
      isParent: false,
    });
  });
  it("a parent changes the parent's own, with parent_id", () => {
    expect(passwordAccount(parent)).toEqual({ userid: 103, username: '9000000002', isParent: true });
  });
});
