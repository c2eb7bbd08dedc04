import type { App } from '../../app';

/** The exam desk calls (labels, tests, bookmarks, /tests/list_id) under the exam desk base address. */
export async function examsRoutes(_app: App): Promise<void> {}
