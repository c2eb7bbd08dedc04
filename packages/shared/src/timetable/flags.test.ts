import { describe, expect, it } from 'vitest';
import type { ClassMode } from '../auth/schema';
import { inclusionFlags, type TimetableView } from './flags';

type Row = [ClassMode, ClassMode, number, TimetableView, string];
// Expected flags in the order course structure, offline exam, online class, online exam.
const rows: Row[] = [
  ['HYBRID_BLENDED', 'HYBRID_BLENDED', 1, 'month', 'YYYY'],
  ['OFFLINE', 'OFFLINE', 1, 'month', 'YYNN'],
  ['ONLINE', 'ONLINE', 1, 'month', 'NNYY'],
  ['ONLINE', 'OFFLINE', 1, 'month', 'NYYN'],
  ['OFFLINE', 'ONLINE', 1, 'month', 'YNNY'],
  ['HYBRID_BLENDED', 'ONLINE', 1, 'month', 'YNYY'],
  ['ONLINE', 'HYBRID_BLENDED', 1, 'month', 'NYYY'],
  // A parent (any other user type) sees what the student sees.
  ['HYBRID_BLENDED', 'HYBRID_BLENDED', 2, 'month', 'YYYY'],
  ['HYBRID_BLENDED', 'HYBRID_BLENDED', 2, 'year', 'YYYY'],
  ['OFFLINE', 'OFFLINE', 1, 'year', 'YYNN'],
  // Open users: the month view follows the modes, the year view drops course structure and offline exams.
  ['HYBRID_BLENDED', 'HYBRID_BLENDED', 99, 'month', 'YYYY'],
  ['HYBRID_BLENDED', 'HYBRID_BLENDED', 99, 'year', 'NNYY'],
  ['OFFLINE', 'OFFLINE', 99, 'year', 'NNNN'],
  ['ONLINE', 'ONLINE', 99, 'year', 'NNYY'],
];

describe('inclusionFlags (spec sections 6 and 7)', () => {
  it.each(rows)(
    'classes %s, exams %s, user type %i, %s view -> %s',
    (classes, exam, userType, view, expected) => {
      const flags = inclusionFlags(classes, exam, userType, view);
      const got = [
        flags.isCourseStructureTimeTable,
        flags.isExamIncludedInTimeTable,
        flags.is_included_online_class,
        flags.is_included_online_exam,
      ].join('');
      expect(got).toBe(expected);
    },
  );

  it('defaults to the month view', () => {
    expect(inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 99)).toEqual(
      inclusionFlags('HYBRID_BLENDED', 'HYBRID_BLENDED', 99, 'month'),
    );
  });
});
