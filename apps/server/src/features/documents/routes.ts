import type { App } from '../../app';

/** Shared documents (fileShare), file downloads. */
export async function documentsRoutes(_app: App): Promise<void> {}
