import { onlineManager, type FetchStatus } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * Once signed in, a change (save, submit, profile edit: every mutation) made while the browser is
 * offline is refused at once with a message that says the portal is offline, instead of failing
 * later as a lost connection. Reads sent as POST (the timetable month) are not changes: offline
 * they wait for the network like every query, showing what was kept.
 */
export function refuseChangesOffline(): void {
  if (!navigator.onLine)
    throw new ApiError({ serverMessage: i18n.t('shell:offline.write'), gotResponse: false });
}

/** TanStack Query starts online whatever the browser says: a reload while offline must not ask. */
export function followBrowserOnline(): void {
  onlineManager.setOnline(navigator.onLine);
}

/**
 * A call that cannot be made: offline with no answer kept for it (lib/offline-cache.ts), so TanStack
 * Query holds it until the network is back. A part of a screen waiting on it says it is not
 * available offline instead of a loader that would wait for good, and what is drawn below it comes
 * as if it had answered. While the kept copy is being read back (PersistQueryClientProvider) the
 * call is not reported as held (fetchStatus 'idle'): the part still shows its loader then.
 */
export function heldOffline(query: { fetchStatus: FetchStatus; data: unknown }): boolean {
  return query.fetchStatus === 'paused' && query.data === undefined;
}
