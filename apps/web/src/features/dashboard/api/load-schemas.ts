/** The home contract uses classic zod: it loads beside the home screen's calls, never with the sign-in page. */
export const loadDashboardSchemas = () => import('@portal/shared/dashboard/schema');
