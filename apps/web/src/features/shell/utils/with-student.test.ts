import { describe, expect, it } from 'vitest';
import { buildSession } from '@/features/auth/utils/build-session';
import { account, student } from '@/features/auth/utils/testing';
import { screenRoot, withStudent } from './with-student';

const kabir = student();
const meera = account({ user_id: 103, parent_id: 103, name: 'Meera Sharma', parent_name: 'Meera Sharma' });
const diya = student({
  user_id: 102,
  student_id: 1002,
  stud_id: 1002,
  student_display_id: 'GPS-2026-002',
  student_name: 'Diya Sharma',
  email_id: 'diya@greenfield.test',
  phone_no: '9000000012',
  join_date: '2025-04-01',
  account_id: 5102,
  student_acad_year: [
    { acad_yr_id: 11, acad_yr_name: '2025-26' },
    { acad_yr_id: 12, acad_yr_name: '2026-27' },
  ],
});

describe('withStudent (the child switcher)', () => {
  it("gives the session the child's identifiers exactly as signing in with that child would", () => {
    const switched = withStudent(buildSession(meera, kabir, null)!, diya);
    const signedIn = buildSession(meera, diya, null)!;
    const { device_id: _a, logindatetime: _b, ...expected } = signedIn;
    const { device_id: _c, logindatetime: _d, ...actual } = switched;
    expect(actual).toEqual(expected);
  });

  it("keeps the parent's own id, name, number and the session's token", () => {
    const before = buildSession(meera, kabir, null)!;
    const switched = withStudent(before, diya);
    expect(switched).toMatchObject({
      parent_id: 103,
      parent_name: 'Meera Sharma',
      parentslogin: true,
      student_id: 1002,
      name: 'Diya Sharma',
      student_auth: before.student_auth,
    });
  });

  it("moves to the child's own academic year when she lacks the one shown", () => {
    const before = buildSession(meera, kabir, null)!;
    const onlyPrevious = student({
      ...diya,
      student_acad_year: [{ acad_yr_id: 11, acad_yr_name: '2025-26' }],
    });
    const switched = withStudent(before, onlyPrevious);
    expect(switched.acad_yr_id).toBe(11);
    expect(switched.student_auth.endsWith('|11')).toBe(true);
  });
});

describe('screenRoot', () => {
  it.each([
    ['/assignment/42', '/assignment'],
    ['/product/7', '/product'],
    ['/report', '/report'],
    ['/dashboard', '/dashboard'],
    ['/', '/dashboard'],
  ])('%s → %s', (path, root) => expect(screenRoot(path)).toBe(root));
});
