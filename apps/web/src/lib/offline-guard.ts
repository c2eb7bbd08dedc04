import { onlineManager } from '@tanstack/react-query';
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
