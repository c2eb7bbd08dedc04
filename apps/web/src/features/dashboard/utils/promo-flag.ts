// Imported by lib/logout.ts (the flag outlives logout): keep this file free of other imports but storage.
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * localStorage key set once the promo pop-up was shown in this browser (or
 * there was none to show): the pop-up opens only on the first login here.
 */
export const PROMO_SEEN_KEY = 'already_logged_in';

export const promoAlreadySeen = () => readStorage(PROMO_SEEN_KEY) === 'true';
export const markPromoSeen = () => writeStorage(PROMO_SEEN_KEY, 'true');
