/** The media contract loads beside the first media call, never with the sign-in page. */
export const loadMediaSchemas = () => import('@portal/shared/media/schema');
