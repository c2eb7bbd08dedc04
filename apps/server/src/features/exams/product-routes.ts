import type { App } from '../../app';

/** Product test calls under the product base address (/prod/user-product/v2/assigned-product-test-ids/…). */
export async function productTestRoutes(_app: App): Promise<void> {}
