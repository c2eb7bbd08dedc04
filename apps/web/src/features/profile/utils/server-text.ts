import type { TFunction } from 'i18next';
import { DOB_ERROR_TEXT, PASSWORD_CHANGE_TEXT, PROFILE_SUCCESS_TEXT } from '@portal/shared/profile/rules';
import { ApiError, errorText } from '@/lib/api-client';

const entries = (group: string, texts: Record<string, string>) =>
  Object.entries(texts).map(([key, text]) => [text.trim(), `${group}.${key}`] as const);

/**
 * The server answers in the spec's English texts. Those the profile knows are
 * shown in the user's language; any other message is shown as it came.
 */
const KNOWN = new Map<string, string>([
  ...entries('success', { ...PROFILE_SUCCESS_TEXT, forgotPassword: '' }).filter(([text]) => text !== ''),
  ...entries('dobErrors', DOB_ERROR_TEXT),
  ...entries('password.errors', PASSWORD_CHANGE_TEXT),
]);

export function translateServerText(t: TFunction, message: string): string {
  const key = KNOWN.get(message.trim());
  return key ? t(key, { ns: 'profile' }) : message;
}

/** A failed call: the server's message (translated when known), else the mapped network text. */
export function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return translateServerText(t, error.serverMessage);
  return errorText(error);
}
