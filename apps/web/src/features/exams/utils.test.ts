import { describe, expect, it } from 'vitest';
import { examModes } from './utils';

describe('examModes (spec section 2.3)', () => {
  it.each([
    ['ONLINE', 1, 1001, ['online', 'offline']],
    ['HYBRID_BLENDED', 1, 1001, ['online', 'offline']],
    ['OFFLINE', 1, 1001, ['offline']],
    ['ONLINE', 99, null, ['online']],
    ['HYBRID_BLENDED', 99, null, ['online', 'offline']],
    ['OFFLINE', 99, null, ['offline']],
    ['ONLINE', 3, 1001, ['online', 'offline']],
    ['ONLINE', 1, null, ['online']],
  ] as const)('setup %s, user type %i, student %s: %j', (exam, userType, studentId, modes) => {
    expect(examModes({ inst_set_up: { exam }, user_type: userType, student_id: studentId })).toEqual(modes);
  });
});
