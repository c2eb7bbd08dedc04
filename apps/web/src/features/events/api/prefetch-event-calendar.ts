import type { QueryClient } from '@tanstack/react-query';
import { initialMonth } from '@portal/shared/events/rules';
import { academicRange } from '@/lib/academic-range';
import type { Session } from '@/lib/session';
import { todayIn } from '@/lib/time-zone';
import { eventCalendarQuery } from './get-event-calendar';

/**
 * The calendar's opening month (this month, kept inside the academic year) on its first tab (the
 * student's own), as EventCalendarScreen asks it; only where the route shows the screen (schools,
 * a student: others go home).
 */
export function prefetchEventCalendar(client: QueryClient, session: Session): Promise<unknown> {
  const studentId = session.student_id;
  if (!session.is_institute_type_school || studentId === null) return Promise.resolve();
  const today = todayIn();
  const month = initialMonth(today, academicRange(session, today));
  return client.ensureQueryData(
    eventCalendarQuery({ instituteId: session.institute_id, studentId, month, all: false }),
  );
}
