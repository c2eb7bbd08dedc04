import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { failureText, translateServerText } from './server-text';

// Echoes the key it was asked for, so the tests see which text was chosen.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('translateServerText', () => {
  it.each([
    ['Address Updated Succesfully', '<success.address>'],
    ["Parent's Password changed successfully,Please Re-Login!", '<success.parentPassword>'],
    ['Please enter correct existing password', '<password.errors.oldIncorrect>'],
    ['New passwords must contain 6-10 alphanumeric entries.', '<password.errors.length>'],
    ['Month Selected Have Only 30 Days', '<dobErrors.thirtyDays>'],
    ['Profile updates are turned off for your account.', 'Profile updates are turned off for your account.'],
  ])('%s', (message, expected) => {
    expect(translateServerText(t, message)).toBe(expected);
  });
});

describe('failureText', () => {
  it('translates a known server message, keeps an unknown one', () => {
    const known = new ApiError({
      status: 400,
      serverMessage: 'Please enter correct existing password',
      gotResponse: true,
    });
    expect(failureText(t, known)).toBe('<password.errors.oldIncorrect>');
    const other = new ApiError({ status: 400, serverMessage: 'photo: Not valid base64.', gotResponse: true });
    expect(failureText(t, other)).toBe('photo: Not valid base64.');
  });
});
