import type { App } from '../../app';

/** Study material (e-courses, subjects and topics). */
export async function studyMaterialRoutes(_app: App): Promise<void> {}
