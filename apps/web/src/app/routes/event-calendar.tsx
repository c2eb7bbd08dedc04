import { Navigate } from 'react-router';
import { EventCalendarLoading } from '@/features/events/components/event-calendar-loading';
import { EventCalendarScreen } from '@/features/events/components/event-calendar-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchEventCalendar } from '@/features/events/api/prefetch-event-calendar';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchEventCalendar(client, session);

/**
 * /eventCalender, school institutes only. Coaching institutes (and open users,
 * who have no student) never see the menu item; typing the address goes home
 * instead of asking the server, whose 403 would log them out.
 */
export default function EventCalendarRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('events');
  const studentId = session.student_id;
  if (!session.is_institute_type_school || studentId === null) return <Navigate to="/dashboard" replace />;
  return textsReady ? <EventCalendarScreen studentId={studentId} /> : <EventCalendarLoading />;
}
