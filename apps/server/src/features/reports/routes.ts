import type { App } from '../../app';

/** The report calls of the main API. */
export async function reportsRoutes(_app: App): Promise<void> {}
