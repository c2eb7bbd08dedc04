import { describe, expect, it } from 'vitest';
import { actingStudentId, isOpenUser } from './session';

describe('who a session acts for', () => {
  it.each([
    // user type, chosen student, open user?, acting student
    [1, 1001, false, 1001], // a student
    [2, 1002, false, 1002], // a parent with a chosen child
    [2, null, false, null], // a parent who has not chosen
    [99, null, true, null], // an open user (product-only learner)
    [99, 1001, true, null], // an open user never acts for a student, whatever the session says
  ] as const)('user type %i with student %s', (userType, studentId, open, acting) => {
    const session = { user_type: userType, student_id: studentId };
    expect(isOpenUser(session)).toBe(open);
    expect(actingStudentId(session)).toBe(acting);
  });
});
