import type { TFunction } from 'i18next';
import { REPORT_MESSAGES } from '@portal/shared/reports/schema';
import { ApiError } from '@/lib/api-client';

type MessageKey = keyof typeof REPORT_MESSAGES;

/**
 * The text for a failed score panel call: the server's known messages (REPORT_MESSAGES) in
 * the window's language, `fallback` for any other answer, 'offline' when none came.
 */
export function failureText(t: TFunction<'score-card'>, error: unknown, fallback: MessageKey): string {
  if (error instanceof ApiError && !error.gotResponse) return t('messages.offline');
  const known = (Object.keys(REPORT_MESSAGES) as MessageKey[]).find(
    (key) => error instanceof ApiError && REPORT_MESSAGES[key] === error.serverMessage,
  );
  return t(`messages.${known ?? fallback}`);
}

/** Seconds as '1 h 5 min 20 s' (or '5 min 20 s'). */
export function duration(t: TFunction<'score-card'>, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? t('duration.hms', { h, m, s }) : t('duration.ms', { m, s });
}
