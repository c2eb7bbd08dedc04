import { and, eq, isNull } from 'drizzle-orm';
import type { LoginAccount, RoleOption } from '@portal/shared/auth/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, students } from '../../db/schema';
import { KAVYA_OTHER_DEVICE } from '../../db/seed/sessions';
import { createTestApp, type TestApp } from '../../test/app';
import { DEVICE, postLogin, signIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openSessions = (userId: number) =>
  t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));

describe('POST /api/v2/user/v3/login: students', () => {
  it('Aarav by e-mail (any case): a student in the current and previous year', async () => {
    const account = await signIn(t.app, { user_name: ' Aarav@Greenfield.TEST ' });
    expect(account).toMatchObject({
      login_option: 0,
      user_id: 101,
      user_type: 1,
      name: 'Aarav Sharma',
      account_id: 5101,
      institute_id: 1,
      institute_name: 'Greenfield Public School',
      institute_logo_url: '/files/institutes/greenfield/logo.svg',
      parent_id: null,
      parent_name: null,
      language: 'en',
      time_zone: 'Asia/Kolkata',
      is_institute_type_school: true,
      acad_yr_id: 12,
      help_url: 'https://greenfield.example/help',
      privacy_url: 'https://greenfield.example/privacy',
      terms_url: 'https://greenfield.example/terms',
      twitter_url: 'twitter.com/greenfieldps',
      facebook_url: 'https://facebook.com/greenfieldps',
      linkedin_url: null,
      photo_url: '',
      inst_plan_det: {
        classes: 'HYBRID_BLENDED',
        exam: 'HYBRID_BLENDED',
        file_manager_study_material: 'BOTH',
        store: true,
        is_fee_struct_linked: true,
        is_fine_configured: true,
        student_fee_receipt_option: true,
        marketing_banner: true,
      },
    });
    expect(account.student_acad_year.map((year) => year.acad_yr_id)).toEqual([11, 12]);
    expect(account.student_details).toHaveLength(1);
    expect(account.student_details[0]).toMatchObject({
      student_id: 1001,
      student_display_id: 'GPS-2025-001',
      is_login_allowed: 1,
    });
    expect(account.ay_start_date <= account.ay_end_date).toBe(true);
  });

  it('Aarav by phone with spaces', async () => {
    const account = await signIn(t.app, { user_name: '900 000 0001' });
    expect(account.user_id).toBe(101);
  });

  it('Diya signs in with her own e-mail', async () => {
    const account = await signIn(t.app, { user_name: 'diya@greenfield.test' });
    expect(account.student_details.map((s) => s.student_name)).toEqual(['Diya Sharma']);
  });

  it('Zara, whose profile updates are restricted, still signs in', async () => {
    expect((await signIn(t.app, { user_name: '9000000009' })).name).toBe('Zara Khan');
    const [zara] = await t.database.db.select().from(students).where(eq(students.id, 1010));
    expect(zara?.profileUpdateRestricted).toBe(true);
  });

  it('Dev is enrolled only in the previous academic year', async () => {
    const account = await signIn(t.app, { user_name: '9000000010' });
    expect(account.acad_yr_id).toBe(12);
    expect(account.student_acad_year).toEqual([{ acad_yr_id: 11, acad_yr_name: expect.any(String) }]);
  });

  it('Neha is blocked: login_option 13, no session', async () => {
    const { status, body } = await postLogin(t.app, { user_name: '9000000008' });
    expect(status).toBe(200);
    expect(body.result).toEqual({ login_option: 13 });
    expect(await openSessions(113)).toHaveLength(0);
  });

  it('Arjun signs in only from his registered device: login_option 11 elsewhere', async () => {
    const { body } = await postLogin(t.app, { user_name: '9000000007' });
    expect(body.result).toEqual({ login_option: 11 });
    expect(await openSessions(112)).toHaveLength(0);
    const account = await signIn(t.app, {
      user_name: '9000000007',
      device_id: 'arjun-registered-tablet-0001',
    });
    expect(account.user_id).toBe(112);
  });

  it('Kavya (single device): login_option 10, then confirming ends the other session', async () => {
    const before = await openSessions(111);
    expect(before.map((s) => s.deviceId)).toEqual([KAVYA_OTHER_DEVICE]);
    const first = await postLogin(t.app, { user_name: '9000000006' });
    expect(first.body.result).toEqual({ login_option: 10 });
    expect(first.body.message).toMatch(/already logged in on another device/);

    const account = await signIn(t.app, { user_name: '9000000006', logout_from_all_devices: true });
    expect(account.enable_single_device_login).toBe(true);
    const after = await openSessions(111);
    expect(after.map((s) => s.deviceId)).toEqual([DEVICE]);
  });
});

describe('POST /api/v2/user/v3/login: parents and shared phones', () => {
  it('Meera: a parent with two students (Aarav and Diya)', async () => {
    const account = await signIn(t.app, { user_name: '9000000002' });
    expect(account).toMatchObject({
      user_id: 103,
      user_type: 2,
      parent_id: 103,
      parent_name: 'Meera Sharma',
      name: 'Meera Sharma',
    });
    expect(account.student_details.map((s) => [s.student_id, s.student_name])).toEqual([
      [1001, 'Aarav Sharma'],
      [1002, 'Diya Sharma'],
    ]);
    const [session] = await openSessions(103);
    expect(session?.studentIds.sort()).toEqual([1001, 1002]);
  });

  it('Rohan: one student, acting as Kabir', async () => {
    const account = await signIn(t.app, { user_name: '9000000003' });
    expect(account.user_type).toBe(2);
    expect(account.student_details).toHaveLength(1);
    expect(account.student_details[0]).toMatchObject({
      student_name: 'Kabir Verma',
      student_id: 1003,
      is_login_allowed: 1,
    });
  });

  it('Sunita: her one student has fee dues, so no token and no session', async () => {
    const { status, body } = await postLogin<LoginAccount>(t.app, { user_name: '9000000004' });
    expect(status).toBe(200);
    expect(body.message).toBe('Kindly clear fees dues to successfully login.');
    expect(body.result.student_details).toEqual([
      expect.objectContaining({ student_name: 'Vikram Rao', is_login_allowed: 0 }),
    ]);
    expect(body.result).not.toHaveProperty('student_auth');
    expect(body.result).not.toHaveProperty('examdesk_auth_token');
    expect(body.result).not.toHaveProperty('scorecard_auth_token');
    expect(await openSessions(107)).toHaveLength(0);
  });

  it('9000000005: three profiles, then each can be chosen', async () => {
    const { body } = await postLogin<RoleOption[]>(t.app, { user_name: '9000000005' });
    expect(body.result).toEqual([
      expect.objectContaining({
        user_id: 108,
        user_type: 1,
        display: 'Student',
        student_name: 'Ishaan Nair',
        multi_user_type: 'student',
      }),
      expect.objectContaining({ user_id: 109, user_type: 1, display: 'Student', student_name: 'Anaya Nair' }),
      expect.objectContaining({
        user_id: 110,
        user_type: 2,
        display: 'Parent',
        name: 'Priya Nair',
        student_name: null,
      }),
    ]);
    for (const role of body.result) expect(role.institute_name).toBe('Greenfield Public School');

    const anaya = await signIn(t.app, { user_name: '9000000005', user_id: 109, user_type: 1 });
    expect(anaya.student_details.map((s) => s.student_name)).toEqual(['Anaya Nair']);
    const priya = await signIn(t.app, { user_name: '9000000005', user_id: 110, user_type: 2 });
    expect(priya.student_details.map((s) => s.student_name)).toEqual(['Ishaan Nair', 'Anaya Nair']);
  });

  it('a parent naming one linked student signs in for that student only', async () => {
    const account = await signIn(t.app, { user_name: '9000000002', user_id: 102, user_type: 1 });
    expect(account).toMatchObject({ user_id: 103, parent_id: 103 });
    expect(account.student_details.map((s) => s.student_id)).toEqual([1002]);
  });

  it('a user_id that is neither the account nor a linked student is refused', async () => {
    expect((await postLogin(t.app, { user_name: '9000000002', user_id: 108 })).status).toBe(401);
    expect(
      (await postLogin(t.app, { user_name: '9000000002', user_id: Number.MAX_SAFE_INTEGER })).status,
    ).toBe(401);
  });
});

describe('POST /api/v2/user/v3/login: refusals and other institutes', () => {
  it('the institute administrator is told to use the admin app', async () => {
    const { status, body } = await postLogin(t.app, { user_name: 'admin@greenfield.test' });
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    expect(body.message).toBe(
      'You are not authorized to log in here. Institute admins should use the admin app or the admin web site.',
    );
  });

  it('a wrong password: 401 with the message', async () => {
    const { status, body } = await postLogin(t.app, {
      user_name: 'aarav@greenfield.test',
      password: 'wrong-password',
    });
    expect(status).toBe(401);
    expect(body).toEqual({
      statusCode: 401,
      message: 'Invalid login details. Please check your e-mail or phone number and password.',
      result: null,
    });
  });

  it('an account of another institute is unknown at this host', async () => {
    expect((await postLogin(t.app, { user_name: 'riya@apex.test' })).status).toBe(401);
  });

  it('institute_id naming another institute: 403', async () => {
    expect((await postLogin(t.app, { user_name: 'aarav@greenfield.test', institute_id: 2 })).status).toBe(
      403,
    );
  });

  it('an unknown host: 404', async () => {
    const { status, body } = await postLogin(
      t.app,
      { user_name: 'aarav@greenfield.test' },
      { host: 'nowhere.test' },
    );
    expect(status).toBe(404);
    expect(body.message).toBe('This address is not registered to any institute.');
  });

  it.each([
    ['apex.localhost', 'riya@apex.test', 2, 'Apex Coaching Academy', 'en', false],
    ['lumiere.localhost:5173', 'lea@lumiere.test', 3, 'École Lumière', 'fr', true],
    ['vidya.localhost', '9000000011', 4, 'Vidya Niketan', 'hi', true],
    ['lernwerk.localhost', 'jonas@lernwerk.test', 5, 'Lernwerk Akademie', 'de', false],
  ])('%s: %s', async (host, userName, instituteId, instituteName, language, school) => {
    const account = await signIn(t.app, { user_name: userName }, { host });
    expect(account).toMatchObject({
      institute_id: instituteId,
      institute_name: instituteName,
      language,
      is_institute_type_school: school,
      acad_yr_id: instituteId * 10 + 2,
    });
    expect(account.student_auth.endsWith(`:${instituteId}|${instituteId * 10 + 2}`)).toBe(true);
  });

  it('Apex plan and the open user Sam (user_type 99, no students)', async () => {
    const sam = await signIn(t.app, { user_name: 'learner@apex.test' }, { host: 'apex.localhost' });
    expect(sam).toMatchObject({ user_type: 99, student_details: [], student_acad_year: [], parent_id: null });
    expect(sam.inst_plan_det).toMatchObject({
      classes: 'ONLINE',
      exam: 'ONLINE',
      file_manager_study_material: 'BOTH',
      store: true,
      is_fee_struct_linked: false,
      is_fine_configured: false,
      student_fee_receipt_option: false,
    });
  });
});
