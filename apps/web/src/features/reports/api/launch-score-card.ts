import { api } from '@/lib/api-client';
import { openWhenReady } from '@/lib/open-when-ready';
import type { Session } from '@/lib/session';
import { scorePanelUrl } from '@/lib/service-urls';

/**
 * POST {scorePanel}/api/launch (scorecard token): opens the score card of a test in its own
 * window on a single-use key, as the test panel opens (lib/open-when-ready.ts: the window opens
 * inside the click; a refusal closes it and is thrown for the caller to show).
 */
export function openScoreCard(session: Session, testId: number): Promise<void> {
  return openWhenReady(async () => {
    const { scoreCardLaunchResponseSchema } = await import('@portal/shared/reports/schema');
    const answer = await api.post(
      `${scorePanelUrl(session)}/api/launch`,
      { test_id: testId, user_id: session.user_id },
      { auth: true, token: session.scorecard_auth_token, schema: scoreCardLaunchResponseSchema },
    );
    return answer.result.url;
  }, 'new-window');
}
