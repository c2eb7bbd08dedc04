import { api } from './api-client';
import type { Session } from './session';
import { testPanelUrl } from './service-urls';

/**
 * Opens a test in the test panel's own window (Start, Resume or View, on My Exam or the
 * timetable). The window is opened at once, inside the click (a window opened after a
 * network wait may be blocked), cut from this page, and sent on to the single-use launch
 * address the server hands out. If the server refuses, the window closes and the error
 * (with the server's message) is thrown for the caller to show.
 */
export async function openTestPanel(session: Session, testId: number): Promise<void> {
  const panel = window.open('about:blank', '_blank');
  if (panel) panel.opener = null;
  try {
    const { launchResponseSchema } = await import('@portal/shared/test-panel/schema');
    const answer = await api.post(
      `${testPanelUrl(session)}/api/launch`,
      { test_id: testId },
      { auth: true, schema: launchResponseSchema },
    );
    const url = new URL(answer.result.url, window.location.href).href;
    if (panel) panel.location.replace(url);
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    panel?.close();
    throw error;
  }
}
