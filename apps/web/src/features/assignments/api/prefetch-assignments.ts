import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/session';
import { assignmentQuery } from './get-assignment';
import { assignmentsQuery } from './get-assignments';
import { studentAttachmentsQuery } from './get-student-attachments';

/** /assignment's one call, the list, as useAssignments asks it. */
export const prefetchAssignments = (client: QueryClient, session: Session): Promise<unknown> =>
  client.ensureQueryData(assignmentsQuery(session));

/**
 * /assignment/{fileId}: the assignment and the files the student handed in, as
 * AssignmentDetailScreen asks them; none for an address that names no assignment (the route goes
 * back to the list).
 */
export function prefetchAssignment(
  client: QueryClient,
  session: Session,
  fileId: string | undefined,
): Promise<unknown> {
  const id = Number(fileId);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return Promise.all([
    client.ensureQueryData(assignmentQuery(session, id)),
    client.ensureQueryData(studentAttachmentsQuery(session, id)),
  ]);
}
