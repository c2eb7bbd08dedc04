import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/session';
import { profileRecordId } from '../utils/profile-access';
import { profileQuery } from './get-profile';

/** /profile's one call, as useProfile asks it: none without a record to show. */
export function prefetchProfile(client: QueryClient, session: Session): Promise<unknown> {
  const recordId = profileRecordId(session);
  return recordId === null
    ? Promise.resolve()
    : client.ensureQueryData(profileQuery(session.institute_id, recordId));
}
