import type { QueryClient } from '@tanstack/react-query';
import { isParentSession, type Session } from '@/lib/session';
import { linkedStudentsQuery } from './children';
import { academicYearsQuery } from './get-academic-years';

/**
 * The header's calls, on the conditions its hooks ask them (useAcademicYear: schools;
 * useChildSwitch: parents): the academic-year picker is disabled until the years answer, and the
 * child switcher lists the linked students. Sent as soon as the signed-in code is here
 * (routes/signed-in-layout.tsx) rather than once the header is drawn; on the server sent beside the
 * screen's and awaited (app/server-render.tsx), so the header is drawn with them.
 */
export function prefetchShell(client: QueryClient, session: Session): Promise<unknown> {
  return Promise.all([
    session.is_institute_type_school && client.prefetchQuery(academicYearsQuery(session.institute_id)),
    isParentSession(session) && client.prefetchQuery(linkedStudentsQuery(session.user_id)),
  ]);
}
