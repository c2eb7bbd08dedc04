import type { App } from '../../app';

/** Live classes (getMeetingV2), recording downloads. */
export async function liveClassesRoutes(_app: App): Promise<void> {}
