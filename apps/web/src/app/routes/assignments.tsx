import { PageLoader } from '@/components/ui/spinner';
import { AssignmentsScreen } from '@/features/assignments/components/assignments-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { prefetchAssignments } from '@/features/assignments/api/prefetch-assignments';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchAssignments(client, session);

/** /assignment: the student's (or a parent's child's) assignments, homework in schools. */
export default function AssignmentsRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('assignments');
  if (!textsReady) return <PageLoader label="" />;
  return <AssignmentsScreen key={session.student_id ?? session.user_id} />;
}
