/** Profile display and edit rules (spec sections 2, 4, 5 and 9 of the shell document). */

export const DASH = '-';
export const BLOOD_GROUPS = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const ADDRESS_INPUT_MAX = 119;
export const BIRTH_PLACE_MAX = 20;
export const DOB_FIRST_YEAR = 1970;
/** A date of birth of 01-01-1900 means "not set". */
export const DOB_UNSET = '1900-01-01';
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 2000;

/** Display cut-offs: `ellipsis` adds '...' after the cut when the text was longer. */
export const PROFILE_CUTOFFS = {
  email: { max: 47, ellipsis: true },
  parentEmail: { max: 37, ellipsis: true },
  guardianEmail: { max: 37, ellipsis: true },
  address: { max: 100, ellipsis: false },
  className: { max: 20, ellipsis: false },
  course: { max: 19, ellipsis: true },
  rollNo: { max: 10, ellipsis: false },
  motherTongue: { max: 15, ellipsis: false },
  gender: { max: 10, ellipsis: false },
  country: { max: 15, ellipsis: false },
  religion: { max: 12, ellipsis: false },
  state: { max: 15, ellipsis: false },
  parentName: { max: 15, ellipsis: false },
  profession: { max: 12, ellipsis: false },
  aadhar: { max: 12, ellipsis: false },
  residentialAddress: { max: 75, ellipsis: false },
} as const;
export type ProfileField = keyof typeof PROFILE_CUTOFFS;

/** Missing values, and -1, show as a dash. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === '-1';
}

export function cutText(value: string, max: number, ellipsis: boolean): string {
  if (value.length <= max) return value;
  return ellipsis ? `${value.slice(0, max)}...` : value.slice(0, max);
}

/** A profile value as shown: a dash when missing, else cut at the field's limit. */
export function displayField(field: ProfileField, value: unknown): string {
  if (isMissing(value)) return DASH;
  const { max, ellipsis } = PROFILE_CUTOFFS[field];
  return cutText(String(value).trim(), max, ellipsis);
}

/** Any other value: a dash when missing, else as it is. */
export function displayValue(value: unknown): string {
  return isMissing(value) ? DASH : String(value).trim();
}

/** Dates of birth are held as YYYY-MM-DD and shown DD-MM-YYYY; 1900-01-01 shows a dash. */
export function displayDob(dob: string | null | undefined): string {
  const match = (dob ?? '').match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match || dob === DOB_UNSET) return DASH;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** Gregorian leap years: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function dobYearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= DOB_FIRST_YEAR; y--) years.push(y);
  return years;
}

export interface DobParts {
  year: number;
  month: number;
  day: number;
}

export function parseDob(dob: string | null | undefined): DobParts | null {
  const match = (dob ?? '').match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match || dob === DOB_UNSET) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A partial edit keeps the other parts from the existing value. */
export function mergeDob(existing: string | null | undefined, edit: Partial<DobParts>): Partial<DobParts> {
  const base = parseDob(existing) ?? {};
  return { ...base, ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)) };
}

export function formatDob({ year, month, day }: DobParts): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type DobError = 'leapFebruary' | 'february' | 'thirtyDays' | 'future' | 'generic';
export const DOB_ERROR_TEXT: Record<DobError, string> = {
  leapFebruary: 'Selected year Have 29 Days In February',
  february: 'Selected year Have 28 Days In February',
  thirtyDays: 'Month Selected Have Only 30 Days',
  future: "Selected Date Can't Be Greater Than Current Date",
  generic: 'Something Went Wrong,Please Try Again',
};

/** Checks a (merged) date of birth against `today` (YYYY-MM-DD). */
export function validateDob(parts: Partial<DobParts>, today: string): DobError | null {
  const { year, month, day } = parts;
  const currentYear = Number(today.slice(0, 4));
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    year! < DOB_FIRST_YEAR ||
    year! > currentYear ||
    month! < 1 ||
    month! > 12 ||
    day! < 1 ||
    day! > 31
  ) {
    return 'generic';
  }
  if (month === 2 && day! > 28) {
    if (isLeapYear(year!)) {
      if (day! > 29) return 'leapFebruary';
    } else {
      return 'february';
    }
  }
  if ([4, 6, 9, 11].includes(month!) && day === 31) return 'thirtyDays';
  if (formatDob(parts as DobParts) > today) return 'future';
  return null;
}

export type PasswordChangeError = 'oldRequired' | 'oldIncorrect' | 'mismatch' | 'length';
export const PASSWORD_CHANGE_TEXT: Record<PasswordChangeError, string> = {
  oldRequired: 'Enter existing password, First',
  oldIncorrect: 'Please enter correct existing password',
  mismatch: "Entered new passwords doesn't match",
  length: ' New passwords must contain 6-10 alphanumeric entries.',
};

/** New passwords: 6 to 10 letters or digits. */
export function isValidNewPassword(value: string): boolean {
  return /^[A-Za-z0-9]{6,10}$/.test(value);
}

/**
 * The checks the portal can make, in the spec's order. 'oldIncorrect' (second in
 * the spec) is decided by the server, which alone knows the password.
 */
export function validatePasswordChange(
  oldPassword: string,
  newPassword: string,
  retyped: string,
): PasswordChangeError | null {
  if (oldPassword === '') return 'oldRequired';
  return validatePasswordChoice(newPassword, retyped);
}

/**
 * Choose your password (after a first-sign-in code): the change-password checks without the old
 * password, same order and same messages.
 */
export function validatePasswordChoice(newPassword: string, retyped: string): 'mismatch' | 'length' | null {
  if (newPassword !== retyped) return 'mismatch';
  if (!isValidNewPassword(newPassword)) return 'length';
  return null;
}

/** The answer to a first password chosen after a first-sign-in code (the session goes on). */
export const PASSWORD_CHOSEN_TEXT = 'Your password is saved. Use it to sign in from now on.';

export const PROFILE_SUCCESS_TEXT = {
  address: 'Address Updated Succesfully',
  birth_place: 'Birthplace Updated Succesfully',
  blood_group: 'Bloodgroup Updated Succesfully',
  dob: 'DOB Updated Successfully',
  photo: 'profile picture updated successfully',
  password: 'Password changed successfully,Please Re-Login!',
  parentPassword: "Parent's Password changed successfully,Please Re-Login!",
  forgotPassword: 'New Password send to your registered mobile number.',
} as const;
