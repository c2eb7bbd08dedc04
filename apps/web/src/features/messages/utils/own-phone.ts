import { phoneSegment } from '@portal/shared/messages/rules';
import { isParentSession, type Session } from '@/lib/session';

/**
 * The signed-in person's own number as the call's path segment (`+91-9000000001`):
 * a parent's own number for a parent login, else the student's (or open
 * user's). Null when the session holds none.
 */
export function ownPhoneSegment(session: Session): string | null {
  const phone = isParentSession(session) ? session.parent_num : session.phone_no || session.mobile_no;
  return phoneSegment(session.country_calling_code, phone);
}
