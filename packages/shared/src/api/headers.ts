/**
 * Headers every call carries (spec section 7). Kept apart from the zod
 * envelope so a client can use them without loading zod.
 */
export const HEADER_SOURCE = 'Source';
export const SOURCE_WEB = 'WEB';
export const HEADER_TIME_ZONE = 'X-Time-Zone';
