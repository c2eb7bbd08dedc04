import type { App } from '../../app';

/** Protected video OTPs and streams, watch counts and history. */
export async function mediaRoutes(_app: App): Promise<void> {}
