import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { REPORT_MESSAGES } from '@portal/shared/reports/schema';
import { ApiError } from '@/lib/api-client';
import { duration, failureText } from './format';

/** A stand-in for i18next's t: the key and its values, so the test sees what was asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'score-card'>;

describe('score card duration', () => {
  it.each([
    [0, 'duration.ms {"m":0,"s":0}'],
    [59.6, 'duration.ms {"m":1,"s":0}'],
    [2280, 'duration.ms {"m":38,"s":0}'],
    [3725, 'duration.hms {"h":1,"m":2,"s":5}'],
    [-5, 'duration.ms {"m":0,"s":0}'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(duration(t, seconds)).toBe(text);
  });
});

describe('score card failure texts', () => {
  const answered = (status: number, serverMessage?: string) =>
    new ApiError({ status, serverMessage, gotResponse: true });

  it('says offline when no answer came', () => {
    expect(failureText(t, new ApiError({ gotResponse: false }), 'linkExpired')).toBe('messages.offline');
  });

  it('translates every message the score panel sends, whatever the fallback', () => {
    for (const [key, message] of Object.entries(REPORT_MESSAGES)) {
      expect(failureText(t, answered(401, message), 'windowExpired')).toBe(`messages.${key}`);
    }
  });

  it('falls back for other answers and other errors', () => {
    expect(failureText(t, answered(401, 'Unknown key'), 'linkExpired')).toBe('messages.linkExpired');
    expect(failureText(t, answered(500), 'windowExpired')).toBe('messages.windowExpired');
    expect(failureText(t, new Error('boom'), 'windowExpired')).toBe('messages.windowExpired');
  });
});
