/** The exams contract loads beside the screen's first call, never with the sign-in page. */
export const loadExamSchemas = () => import('@portal/shared/exams/schema');
