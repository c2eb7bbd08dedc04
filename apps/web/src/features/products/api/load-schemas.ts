/** The products contract loads beside the screen's first call, never with the sign-in page. */
export const loadProductsSchemas = () => import('@portal/shared/products/schema');
