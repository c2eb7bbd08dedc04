/** The live-classes contract loads beside the screen's first call, never with the sign-in page. */
export const loadLiveSchemas = () => import('@portal/shared/live-classes/schema');
