import { eq } from 'drizzle-orm';
import { formatDob, mergeDob, PROFILE_SUCCESS_TEXT } from '@portal/shared/profile/rules';
import { profileDetailSchema, type ProfileDetail } from '@portal/shared/profile/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['aarav', 'meera', 'rohan', 'zara', 'dev', 'riya', 'sam']));
});
afterAll(() => t.close());

const APEX = { host: 'apex.localhost' };
const detail = (who: string, path: string, options = {}) =>
  call<ProfileDetail>(t.app, 'GET', `/api/v1/students/get-student-detail/${path}`, {
    token: tokens[who],
    ...options,
  });
const update = (who: string, path: string, payload: unknown) =>
  call<{ photo_url?: string } | null>(t.app, 'PUT', `/api/v1/profiles/update/${path}`, {
    token: tokens[who],
    payload,
  });
const studentRow = async (id: number) =>
  (await t.database.db.select().from(students).where(eq(students.id, id)))[0]!;

describe('GET /api/v1/students/get-student-detail/{institute_id}/{stud_id}', () => {
  it('Aarav sees his own full profile (school wording: standard and section)', async () => {
    const { status, body } = await detail('aarav', '1/1001');
    expect(status).toBe(200);
    expect(profileDetailSchema.parse(body.result)).toEqual(body.result);
    expect(body.result).toMatchObject({
      student_name: 'Aarav Sharma',
      student_email: 'aarav@greenfield.test',
      student_phone: '9000000001',
      standard: 'Class 8',
      batch: 'A',
      roll_no: '12',
      assignedCourses: null,
      dob: '2013-05-14',
      gender: 'Male',
      blood_group: 'B+',
      birth_place: 'Jaipur',
      student_adhar_card: '432187652109',
      parent_name: 'Rajesh Sharma',
      parent_profession: 'Civil Engineer',
      parent_phone: '9810012345',
      guardian_name: 'Meera Sharma',
      student_profile_update_restrict: false,
    });
    // Every personal and parent field is filled, some beyond the display cut-offs.
    const missing = Object.entries(body.result).filter(([, value]) => value === null);
    expect(missing.map(([key]) => key)).toEqual(['assignedCourses']);
    expect(body.result.current_address!.length).toBeGreaterThan(100);
    expect(body.result.parent_email!.length).toBeGreaterThan(37);
  });

  it("a parent reads a linked student's profile (Meera: Aarav and Diya)", async () => {
    expect((await detail('meera', '1/1001')).body.result.student_name).toBe('Aarav Sharma');
    const { status, body } = await detail('meera', '1/1002');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ student_name: 'Diya Sharma', standard: 'Class 5', batch: 'B' });
  });

  it('an open user reads their own profile by user id: courses, no standard or batch', async () => {
    const { status, body } = await detail('sam', '2/202', APEX);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      student_name: 'Sam Wilson',
      student_email: 'learner@apex.test',
      assignedCourses: 'JEE Main Crash Course, Physics Foundation, Mock Test Series 2027',
      standard: null,
      batch: null,
      dob: null,
    });
  });

  it('a coaching student: course and batch; a sparse record keeps its nulls, -1 and 1900-01-01', async () => {
    expect((await detail('riya', '2/2001', APEX)).body.result).toMatchObject({
      standard: 'JEE Advanced 2027',
      batch: 'Morning Batch A',
    });
    expect((await detail('dev', '1/1011')).body.result).toMatchObject({
      dob: '1900-01-01',
      mother_tongue: '-1',
      religion: '-1',
      student_adhar_card: '-1',
      parent_phone: '-1',
      current_address: null,
      blood_group: null,
      guardian_name: null,
    });
    expect((await detail('zara', '1/1010')).body.result.student_profile_update_restrict).toBe(true);
  });

  it.each([
    ['another student', 'aarav', '1/1002'],
    ['another institute', 'aarav', '2/2001'],
    ["a parent's non-linked student", 'rohan', '1/1001'],
    ['an open user asking for a student', 'sam', '2/2001'],
    ["an open user asking for another user's id", 'sam', '2/201'],
    ['an id beyond the integer range', 'aarav', '1/99999999999'],
  ])('%s: 403', async (_, who, path) => {
    const host = path.startsWith('2/') && (who === 'sam' || who === 'riya') ? APEX : {};
    const { status, body } = await detail(who, path, host);
    expect(status).toBe(403);
    expect(body).toEqual({
      statusCode: 403,
      message: 'You are not allowed to see this record.',
      result: null,
    });
  });

  it('without a token: 401; a malformed id: 400', async () => {
    expect((await call(t.app, 'GET', '/api/v1/students/get-student-detail/1/1001')).status).toBe(401);
    const { status, body } = await detail('aarav', '1/abc');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^stud_id: /);
  });
});

describe('PUT /api/v1/profiles/update/{institute_id}/{user_id}', () => {
  it.each([
    ['address', '221B Lake View Road, Sector 18, Noida', 'currentAddress'],
    ['birth_place', 'Udaipur', 'birthPlace'],
    ['blood_group', 'AB-', 'bloodGroup'],
    ['dob', '2013-06-30', 'dob'],
  ] as const)('%s: the spec toast, and the change is kept', async (field, value, column) => {
    const { status, body } = await update('aarav', '1/101', { [field]: value });
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: 200, message: PROFILE_SUCCESS_TEXT[field], result: null });
    expect((await studentRow(1001))[column]).toBe(value);
  });

  it('text is trimmed; the detail shows the new values', async () => {
    await update('aarav', '1/101', { birth_place: '  Kota  ' });
    expect((await detail('aarav', '1/1001')).body.result.birth_place).toBe('Kota');
  });

  it('a partial date-of-birth edit (the month only) keeps the day and year of the stored date', async () => {
    await t.database.db.update(students).set({ dob: '2013-05-14' }).where(eq(students.id, 1001));
    const dob = formatDob({ year: 0, month: 0, day: 0, ...mergeDob('2013-05-14', { month: 7 }) });
    expect(dob).toBe('2013-07-14');
    const { status, body } = await update('aarav', '1/101', { dob });
    expect(status).toBe(200);
    expect(body.message).toBe('DOB Updated Successfully');
    expect((await studentRow(1001)).dob).toBe('2013-07-14');
  });

  it('29 February is accepted in a leap year', async () => {
    expect((await update('aarav', '1/101', { dob: '2012-02-29' })).status).toBe(200);
    expect((await studentRow(1001)).dob).toBe('2012-02-29');
  });

  it.each([
    ['31 April', '2013-04-31', 'Month Selected Have Only 30 Days'],
    ['29 February of a common year', '2013-02-29', 'Selected year Have 28 Days In February'],
    ['30 February of a leap year', '2012-02-30', 'Selected year Have 29 Days In February'],
    ['a year before 1970', '1969-12-31', 'Something Went Wrong,Please Try Again'],
    ['month 13', '2013-13-01', 'Something Went Wrong,Please Try Again'],
    ['a date after today', '2026-06-16', "Selected Date Can't Be Greater Than Current Date"],
  ])('dob %s: 400 with the rule text, nothing stored', async (_, dob, message) => {
    const before = (await studentRow(1001)).dob;
    t.clock.now = new Date('2026-06-15T12:00:00+05:30');
    try {
      const { status, body } = await update('aarav', '1/101', { dob });
      expect(status).toBe(400);
      expect(body).toEqual({ statusCode: 400, message, result: null });
    } finally {
      t.clock.now = null;
    }
    expect((await studentRow(1001)).dob).toBe(before);
  });

  it.each([
    ['no field', {}, /^body: Send exactly one of address, birth_place, blood_group, dob, photo$/],
    ['two fields', { address: 'Somewhere', birth_place: 'Kota' }, /^body: Send exactly one of/],
    ['an unknown field', { nickname: 'Aaru' }, /nickname/],
    ['an unknown blood group', { blood_group: 'C+' }, /^blood_group: /],
    ['an empty address', { address: '   ' }, /^address: /],
    ['an address over 119 characters', { address: 'x'.repeat(120) }, /^address: /],
    ['a birth place over 20 characters', { birth_place: 'x'.repeat(21) }, /^birth_place: /],
    ['a date in another format', { dob: '14-05-2013' }, /^dob: /],
  ])('%s: 400 naming the field', async (_, payload, message) => {
    const { status, body } = await update('aarav', '1/101', payload);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(body.result).toBeNull();
  });

  it.each([
    ['Zara, whose updates are restricted', 'zara', '1/114', /turned off for your account/],
    ['a parent, even for a linked student', 'meera', '1/101', /Only students/],
    ['an open user', 'sam', '2/202', /Only students/],
    ["another student's user id", 'aarav', '1/102', /your own profile/],
    ['another institute', 'aarav', '2/201', /not allowed/],
  ])('%s: 403 and nothing changes', async (_, who, path, message) => {
    const before = await Promise.all([1001, 1002, 1010].map(studentRow));
    const { status, body } = await call(t.app, 'PUT', `/api/v1/profiles/update/${path}`, {
      token: tokens[who],
      payload: { birth_place: 'Elsewhere' },
      ...(who === 'sam' ? APEX : {}),
    });
    expect(status).toBe(403);
    expect(body.message).toMatch(message);
    expect(await Promise.all([1001, 1002, 1010].map(studentRow))).toEqual(before);
  });
});
