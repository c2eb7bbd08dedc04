import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/session';
import { ownPhoneSegment } from '../utils/own-phone';
import { messagesQuery } from './get-messages';

/** /Messages's one call, as useMessages asks it: none for a person without a number. */
export function prefetchMessages(client: QueryClient, session: Session): Promise<unknown> {
  const phone = ownPhoneSegment(session);
  return phone === null
    ? Promise.resolve()
    : client.ensureQueryData(messagesQuery(session.institute_id, phone));
}
