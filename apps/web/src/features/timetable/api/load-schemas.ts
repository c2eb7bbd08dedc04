/** The timetable contract loads beside the screen's first call, never with the sign-in page. */
export const loadTimetableSchemas = () => import('@portal/shared/timetable/schema');
