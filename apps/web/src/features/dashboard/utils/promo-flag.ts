import { PROMO_SEEN_KEY } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';

/** The promo pop-up opens only on the first login in this browser (spec section 4, Home). */

export const promoAlreadySeen = () => readStorage(PROMO_SEEN_KEY) === 'true';
export const markPromoSeen = () => writeStorage(PROMO_SEEN_KEY, 'true');
