import { describe, expect, it } from 'vitest';
import {
  DOB_ERROR_TEXT,
  displayDob,
  displayField,
  displayValue,
  dobYearOptions,
  isLeapYear,
  mergeDob,
  validateDob,
  validatePasswordChange,
  validatePasswordChoice,
} from './rules';
import { profileUpdateBodySchema } from './schema';

const TODAY = '2026-11-21';

describe('Gregorian leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [1996, true],
    [1970, false],
  ])('%i -> %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));
});

describe('validateDob', () => {
  it.each([
    [{ year: 2024, month: 2, day: 29 }, null],
    [{ year: 2024, month: 2, day: 30 }, 'Selected year Have 29 Days In February'],
    [{ year: 2000, month: 2, day: 31 }, 'Selected year Have 29 Days In February'],
    [{ year: 2023, month: 2, day: 29 }, 'Selected year Have 28 Days In February'],
    [{ year: 1900 + 100, month: 2, day: 29 }, null],
    [{ year: 2023, month: 4, day: 31 }, 'Month Selected Have Only 30 Days'],
    [{ year: 2023, month: 6, day: 31 }, 'Month Selected Have Only 30 Days'],
    [{ year: 2023, month: 9, day: 31 }, 'Month Selected Have Only 30 Days'],
    [{ year: 2023, month: 11, day: 31 }, 'Month Selected Have Only 30 Days'],
    [{ year: 2023, month: 12, day: 31 }, null],
    [{ year: 2026, month: 11, day: 21 }, null],
    [{ year: 2026, month: 11, day: 22 }, "Selected Date Can't Be Greater Than Current Date"],
    [{ year: 2026, month: 12, day: 1 }, "Selected Date Can't Be Greater Than Current Date"],
    [{ year: 1969, month: 1, day: 1 }, 'Something Went Wrong,Please Try Again'],
    [{ year: 2020, month: 13, day: 1 }, 'Something Went Wrong,Please Try Again'],
    [{ year: 2020, month: 1 }, 'Something Went Wrong,Please Try Again'],
  ])('%j -> %s', (parts, text) => {
    const error = validateDob(parts, TODAY);
    expect(error === null ? null : DOB_ERROR_TEXT[error]).toBe(text);
  });

  it('a partial edit keeps the other parts', () => {
    expect(mergeDob('2010-05-17', { month: 8 })).toEqual({ year: 2010, month: 8, day: 17 });
    expect(mergeDob('1900-01-01', { day: 3 })).toEqual({ day: 3 });
  });

  it('offers the years 1970 to this year', () => {
    const years = dobYearOptions(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1970);
    expect(years).toHaveLength(57);
  });
});

describe('profile display', () => {
  it('shows dashes for missing values and -1', () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue('')).toBe('-');
    expect(displayValue(-1)).toBe('-');
    expect(displayValue('-1')).toBe('-');
    expect(displayValue('Hindi')).toBe('Hindi');
  });
  it('shows dates of birth DD-MM-YYYY and 01-01-1900 as a dash', () => {
    expect(displayDob('2010-05-17')).toBe('17-05-2010');
    expect(displayDob('1900-01-01')).toBe('-');
    expect(displayDob(null)).toBe('-');
  });
  it('cuts each field at its limit', () => {
    expect(displayField('email', 'a'.repeat(48))).toBe('a'.repeat(47) + '...');
    expect(displayField('email', 'a'.repeat(47))).toBe('a'.repeat(47));
    expect(displayField('parentEmail', 'b'.repeat(40))).toBe('b'.repeat(37) + '...');
    expect(displayField('address', 'c'.repeat(120))).toBe('c'.repeat(100));
    expect(displayField('course', 'd'.repeat(25))).toBe('d'.repeat(19) + '...');
    expect(displayField('residentialAddress', 'e'.repeat(80))).toBe('e'.repeat(75));
    expect(displayField('rollNo', '12345678901')).toBe('1234567890');
    expect(displayField('aadhar', '1234 5678 9012 3')).toBe('1234 5678 90');
  });
});

describe('password change checks, in order', () => {
  it.each([
    ['', 'abc', 'abd', 'oldRequired'],
    ['old', 'abcdef', 'abcdeg', 'mismatch'],
    ['old', 'abc', 'abc', 'length'],
    ['old', 'abcdefghijk', 'abcdefghijk', 'length'],
    ['old', 'abc$ef', 'abc$ef', 'length'],
    ['old', 'abc123', 'abc123', null],
    ['old', 'Abcdef1234', 'Abcdef1234', null],
  ])('%j %j %j -> %s', (oldPassword, next, retyped, expected) => {
    expect(validatePasswordChange(oldPassword, next, retyped)).toBe(expected);
  });
});

describe('validatePasswordChoice: the change-password checks without the old password', () => {
  it.each([
    ['abc123', 'abc124', 'mismatch'],
    ['abc12', 'abc12', 'length'],
    ['abcdefghijk', 'abcdefghijk', 'length'],
    ['abc 123', 'abc 123', 'length'],
    ['', '', 'length'],
    ['abc123', 'abc123', null],
    ['Abcdef1234', 'Abcdef1234', null],
  ])('%j %j -> %s', (next, retyped, expected) => {
    expect(validatePasswordChoice(next, retyped)).toBe(expected);
  });
});

describe('profile update body: exactly one field', () => {
  it('accepts one field', () => {
    expect(profileUpdateBodySchema.safeParse({ address: '12 Park Street' }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ blood_group: 'AB-' }).success).toBe(true);
  });
  it('refuses none, several, unknown or bad values', () => {
    expect(profileUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ address: 'x', birth_place: 'y' }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ blood_group: 'C+' }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ birth_place: 'x'.repeat(21) }).success).toBe(false);
  });
});
