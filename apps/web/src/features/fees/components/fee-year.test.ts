import { describe, expect, it } from 'vitest';
import { openingYearId } from './fee-year';
import { groupName } from './fee-table';

const years = [
  { inst_acad_year_id: 11, inst_acad_year: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31' },
  { inst_acad_year_id: 12, inst_acad_year: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' },
  { inst_acad_year_id: 13, inst_acad_year: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' },
];
const session = (over: Partial<Parameters<typeof openingYearId>[0]> = {}) => ({
  is_institute_type_school: true,
  selectedAcadYrId: 12,
  acad_yr_id: 12,
  student_acad_year: [{ acad_yr_id: 12, acad_yr_name: '2026-27' }],
  ...over,
});

describe('openingYearId', () => {
  it("opens a school on the session's selected year, else its current one", () => {
    expect(openingYearId(session({ selectedAcadYrId: 11 }), years)).toBe(11);
    expect(openingYearId(session({ selectedAcadYrId: null, acad_yr_id: 12 }), years)).toBe(12);
  });

  it('opens a school on the last year when its year is not in the list', () => {
    expect(openingYearId(session({ selectedAcadYrId: 99 }), years)).toBe(13);
  });

  it("opens coaching on the year named like the student's (the one the session acts in)", () => {
    const coaching = session({
      is_institute_type_school: false,
      selectedAcadYrId: null,
      acad_yr_id: 11,
      student_acad_year: [
        { acad_yr_id: 12, acad_yr_name: '2026-27' },
        { acad_yr_id: 11, acad_yr_name: '2025-26' },
      ],
    });
    expect(openingYearId(coaching, years)).toBe(11);
    expect(openingYearId({ ...coaching, acad_yr_id: 7 }, years)).toBe(12);
    expect(openingYearId({ ...coaching, student_acad_year: [] }, years)).toBe(13);
  });

  it("without a year list (not answered yet), asks for the session's own year", () => {
    expect(openingYearId(session({ selectedAcadYrId: null, acad_yr_id: 22 }), [])).toBe(22);
    expect(openingYearId(session({ selectedAcadYrId: 21, acad_yr_id: 22 }), [])).toBe(21);
  });
});

describe('groupName', () => {
  it('shows the standard in schools and the batch in coaching, the other when one is missing', () => {
    const row = { stnd_n: 'Class 8', c_n: 'Morning batch' };
    expect(groupName(row, true)).toBe('Class 8');
    expect(groupName(row, false)).toBe('Morning batch');
    expect(groupName({ stnd_n: null, c_n: 'JEE Advanced 2027' }, true)).toBe('JEE Advanced 2027');
    expect(groupName({ stnd_n: 'कक्षा VI', c_n: null }, false)).toBe('कक्षा VI');
    expect(groupName({ stnd_n: null, c_n: null }, true)).toBe('–');
  });
});
