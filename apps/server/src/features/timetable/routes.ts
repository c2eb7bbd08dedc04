import type { App } from '../../app';

/** Timetable: month entries, holidays, year counts, attendance, live-session start and the calendar feed. */
export async function timetableRoutes(_app: App): Promise<void> {
  // Filled in by the timetable work.
}
