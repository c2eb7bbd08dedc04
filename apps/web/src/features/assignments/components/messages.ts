import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_MESSAGES } from '@portal/shared/assignments/rules';

const KEYS = Object.fromEntries(Object.entries(ASSIGNMENT_MESSAGES).map(([key, text]) => [text, key]));

/** The spec's validation and state messages in the user's language (others as they came). */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('assignments');
  return (message) => (KEYS[message] ? t(`messages.${KEYS[message]}`) : message);
}
