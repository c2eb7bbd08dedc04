import type { App } from '../../app';

/** The our test panel's calls under the test panel base address. */
export async function testPanelRoutes(_app: App): Promise<void> {}
