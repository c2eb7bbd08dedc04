import { Navigate, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { AssignmentDetailScreen } from '@/features/assignments/components/assignment-detail-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchAssignment } from '@/features/assignments/api/prefetch-assignments';

/** Its calls go out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session, _url, params) =>
  prefetchAssignment(client, session, params.fileId);

/** /assignment/{fileId}: one assignment, the submission form and the evaluation. */
export default function AssignmentDetailRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('assignments');
  const { fileId } = useParams();
  const id = Number(fileId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/assignment" replace />;
  if (!textsReady) return <PageLoader label="" />;
  return <AssignmentDetailScreen key={`${session.student_id}-${id}`} fileId={id} />;
}
