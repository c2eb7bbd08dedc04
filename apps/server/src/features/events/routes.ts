import type { App } from '../../app';

/** Event calendar (schools): holidays, events and weekly offs by month. */
export async function eventsRoutes(_app: App): Promise<void> {
  // Filled in by the event calendar work.
}
