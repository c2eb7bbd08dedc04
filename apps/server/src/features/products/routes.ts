import type { App } from '../../app';

/** My products ({productApi}/prod/student-product/…): the caller's products and what they include. */
export async function productsRoutes(_app: App): Promise<void> {}
