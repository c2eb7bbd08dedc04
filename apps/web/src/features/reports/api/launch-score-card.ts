import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { scorePanelUrl } from '../../../lib/service-urls';

/**
 * POST {scorePanel}/api/launch (scorecard token): opens the score card of a test in its own
 * window on a single-use key, as the test panel opens. The window is opened at once, inside
 * the click (a window opened after a network wait may be blocked), cut from this page, and
 * sent on to the address the server hands out. If the server refuses, the window closes and
 * the error (with the server's message) is thrown for the caller to show.
 */
export async function openScoreCard(session: Session, testId: number): Promise<void> {
  const card = window.open('about:blank', '_blank');
  if (card) card.opener = null;
  try {
    const { scoreCardLaunchResponseSchema } = await import('@portal/shared/reports/schema');
    const answer = await api.post(
      `${scorePanelUrl(session)}/api/launch`,
      { test_id: testId, user_id: session.user_id },
      { auth: true, token: session.scorecard_auth_token, schema: scoreCardLaunchResponseSchema },
    );
    const url = new URL(answer.result.url, window.location.href).href;
    if (card) card.location.replace(url);
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    card?.close();
    throw error;
  }
}
