import type { App } from '../../app';

/** Assignments (homework): lists, detail, solutions, attachments and submissions. */
export async function assignmentsRoutes(_app: App): Promise<void> {}
