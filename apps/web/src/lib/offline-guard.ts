import { ApiError, setBeforeWrite } from './api-client';
import { i18n } from './i18n';

/**
 * Once signed in, a change (save, submit, profile edit) made while the browser is offline is
 * refused at once with a message that says the portal is offline, instead of failing later as a
 * lost connection. The test panel's answers keep their own queue (they retry when back online).
 */
export function installOfflineGuard(): void {
  setBeforeWrite(() => {
    if (!navigator.onLine)
      throw new ApiError({ serverMessage: i18n.t('shell:offline.write'), gotResponse: false });
  });
}
