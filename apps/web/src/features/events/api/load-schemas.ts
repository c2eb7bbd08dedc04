/** The events contract uses classic zod: it loads beside the calendar's first call, never with the sign-in page. */
export const loadEventSchemas = () => import('@portal/shared/events/schema');
