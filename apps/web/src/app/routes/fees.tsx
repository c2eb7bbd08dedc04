import { Navigate } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { FeesScreen } from '../../features/fees/components/fees-screen';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';

/**
 * /fees: a student's fees, or a parent's chosen child's. Open users (user_type 99) have no
 * student and no Fees menu item; typing the address goes home instead of asking the server,
 * whose 403 would log them out.
 */
export default function FeesRoute() {
  const session = useSession();
  const textsReady = useTexts('fees');
  if (!session) return null;
  const studentId = session.student_id;
  if (session.user_type === 99 || studentId === null) return <Navigate to="/dashboard" replace />;
  if (!textsReady) return <PageLoader label="" />;
  // Keyed by the chosen child: a parent switching children starts afresh.
  return <FeesScreen key={studentId} session={session} studentId={studentId} />;
}
