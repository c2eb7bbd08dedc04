import { api } from './api-client';
import { openWhenReady } from './open-when-ready';
import type { Session } from './session';
import { testPanelUrl } from './service-urls';

/**
 * Opens a test in the test panel's own window (Start, Resume or View, on My Exam or the
 * timetable): opened at once, inside the click, and sent on to the single-use launch address the
 * server hands out (lib/open-when-ready.ts). If the server refuses, the window closes and the error
 * (with the server's message) is thrown for the caller to show.
 */
export function openTestPanel(session: Session, testId: number): Promise<void> {
  return openWhenReady(async () => {
    const { launchResponseSchema } = await import('@portal/shared/test-panel/schema');
    const answer = await api.post(
      `${testPanelUrl(session)}/api/launch`,
      { test_id: testId },
      { auth: true, schema: launchResponseSchema },
    );
    return answer.result.url;
  }, 'new-window');
}
