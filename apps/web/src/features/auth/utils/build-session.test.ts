import { describe, expect, it } from 'vitest';
import { buildSession, withAcademicYear, withStoredAcademicYear, yearsToChooseFrom } from './build-session';
import { account, student } from './testing';

describe('buildSession', () => {
  it('lets a parent act with the student’s identifiers and keeps the parent’s own', () => {
    const session = buildSession(account(), student(), null)!;
    expect(session).toMatchObject({
      user_id: 104,
      student_id: 1003,
      student_display_id: 'GPS-2026-003',
      name: 'Kabir Verma',
      parentslogin: true,
      parent_id: 105,
      parent_name: 'Rohan Verma',
      parent_num: '9000000003',
    });
  });

  it('keeps a student’s own identity and never stores a password', () => {
    const own = student({ user_id: 101, student_name: 'Aarav Sharma' });
    const session = buildSession(
      account({ user_id: 101, user_type: 1, parent_id: null, parent_name: null }),
      own,
      null,
    )!;
    expect(session).toMatchObject({
      user_id: 101,
      parentslogin: false,
      parent_id: null,
      name: 'Aarav Sharma',
    });
    expect(JSON.stringify(session)).not.toMatch(/password/i);
  });

  it('stores the login day in the institute’s time zone', () => {
    const session = buildSession(account(), student(), null)!;
    expect(session.logindatetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the answer’s must_choose_password (a first-sign-in code), and only when true', () => {
    expect(buildSession(account({ must_choose_password: true }), student(), null)).toMatchObject({
      must_choose_password: true,
    });
    expect(buildSession(account(), student(), null)).not.toHaveProperty('must_choose_password');
    expect(buildSession(account({ must_choose_password: false }), student(), null)).not.toHaveProperty(
      'must_choose_password',
    );
  });

  it('refuses an answer without a token (fee dues)', () => {
    expect(buildSession(account({ student_auth: undefined }), student(), null)).toBeNull();
  });
});

describe('academic year choice', () => {
  it('asks only when the current year is not one of the student’s', () => {
    const inYear = buildSession(account(), student(), null)!;
    expect(yearsToChooseFrom(inYear)).toBeNull();
    const lastYearOnly = buildSession(
      account(),
      student({ student_acad_year: [{ acad_yr_id: 11, acad_yr_name: '2025-26' }] }),
      null,
    )!;
    expect(yearsToChooseFrom(lastYearOnly)).toEqual([{ acad_yr_id: 11, acad_yr_name: '2025-26' }]);
  });

  it('rewrites the token’s third part and remembers the choice', () => {
    const session = withAcademicYear(buildSession(account(), student(), null)!, {
      acad_yr_id: 11,
      acad_yr_name: '2025-26',
    });
    expect(session.student_auth).toBe('sid:secret:1|11');
    expect(session).toMatchObject({ selectedAcadYrId: 11, selectedAcadYear: '2025-26', acad_yr_id: 11 });
  });
});

describe('academic year of a token login', () => {
  const years = [
    { acad_yr_id: 11, acad_yr_name: '2025-26' },
    { acad_yr_id: 12, acad_yr_name: '2026-27' },
  ];
  const fresh = () => buildSession(account(), student({ student_acad_year: years }), null)!;

  it('keeps the year stored from the previous session, by id or by name', () => {
    const byId = withStoredAcademicYear(fresh(), {
      institute_id: 1,
      selectedAcadYrId: 11,
      selectedAcadYear: null,
    });
    expect(byId).toMatchObject({ acad_yr_id: 11, selectedAcadYrId: 11, student_auth: 'sid:secret:1|11' });
    const byName = withStoredAcademicYear(fresh(), {
      institute_id: 1,
      selectedAcadYrId: 99,
      selectedAcadYear: '2025-26',
    });
    expect(byName).toMatchObject({ acad_yr_id: 11, selectedAcadYear: '2025-26' });
  });

  it('stays in the current year without a usable stored one', () => {
    const session = fresh();
    expect(withStoredAcademicYear(session, null)).toBe(session);
    const otherInstitute = { institute_id: 2, selectedAcadYrId: 11, selectedAcadYear: '2025-26' };
    expect(withStoredAcademicYear(fresh(), otherInstitute).acad_yr_id).toBe(12);
    const unknown = { institute_id: 1, selectedAcadYrId: 7, selectedAcadYear: '2019-20' };
    expect(withStoredAcademicYear(fresh(), unknown).student_auth).toBe('sid:secret:1|12');
  });

  it('takes the student’s latest year when the current one is not theirs', () => {
    const older = [
      { acad_yr_id: 9, acad_yr_name: '2023-24' },
      { acad_yr_id: 10, acad_yr_name: '2024-25' },
    ];
    const session = buildSession(account(), student({ student_acad_year: older }), null)!;
    expect(withStoredAcademicYear(session, null)).toMatchObject({
      acad_yr_id: 10,
      student_auth: 'sid:secret:1|10',
    });
  });
});
