/** The study material contract loads beside the screen's first call, never with the sign-in page. */
export const loadStudySchemas = () => import('@portal/shared/study-material/schema');
