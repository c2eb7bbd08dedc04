/** The documents contract loads beside the screen's first call, never with the sign-in page. */
export const loadDocumentsSchemas = () => import('@portal/shared/documents/schema');
