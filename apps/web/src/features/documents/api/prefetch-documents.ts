import type { QueryClient } from '@tanstack/react-query';
import { isParentSession, type Session } from '@/lib/session';
import { documentsQuery } from './get-documents';
import { subjectsQuery } from './get-subjects';

/**
 * /document's calls as DocumentsScreen asks them: the subjects (e-courses for open users), then
 * the first one's documents, the one it opens on. None for a parent (the route shows a notice).
 */
export async function prefetchDocuments(client: QueryClient, session: Session): Promise<void> {
  if (isParentSession(session)) return;
  const subjects = await client.ensureQueryData(subjectsQuery(session));
  const first = subjects[0];
  if (first) await client.ensureQueryData(documentsQuery(session, first.subject_id));
}
