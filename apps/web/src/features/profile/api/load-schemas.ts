/**
 * The profile contract uses classic zod: it loads beside the profile's first
 * call, never with the sign-in page.
 */
export const loadProfileSchemas = () => import('@portal/shared/profile/schema');
