/** The fees contract loads beside the screen's first call, never with the sign-in page. */
export const loadFeeSchemas = () => import('@portal/shared/fees/schema');
