import { useSyncExternalStore } from 'react';
import { SERVER_ANSWERS_ID } from '@portal/shared/shell/server-drawn';

/**
 * For the screen the server drew into the page (#root data-ssr until the portal has hydrated it,
 * app/main.tsx and app/root-layout.tsx): when it was first painted (performance.now()'s clock), so
 * that what the screen shows for a time from its opening counts from there, not from the hydration.
 * Null for a screen the portal drew itself, and on the server.
 */
export function serverPaintTime(): number | null {
  if (typeof document === 'undefined') return null;
  if (!document.getElementById('root')?.hasAttribute('data-ssr')) return null;
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}

/**
 * The answers the server drew the page with (the JSON script #server-answers after #root), taken
 * once: the script is removed, and its content given only to the page drawn for `mark` (#root's
 * data-ssr: the session's mark, '' for the sign-in page). Null without it, for another mark, or
 * unreadable: the page then asks for its data itself.
 */
export function takeServerAnswers(mark: string): unknown {
  const script = document.getElementById(SERVER_ANSWERS_ID);
  if (!script) return null;
  script.remove();
  if (document.getElementById('root')?.getAttribute('data-ssr') !== mark) return null;
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

const noChange = () => () => {};

/**
 * False in the server's drawing and while the browser hydrates it, true from then on (and at once
 * in a page the browser draws itself): what the server cannot know or need not send is drawn once
 * the page is the portal's, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
