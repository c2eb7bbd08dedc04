/** The assignments contract loads beside the screen's first call, never with the sign-in page. */
export const loadAssignmentSchemas = () => import('@portal/shared/assignments/schema');
