import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { examModes } from '@/features/exams/utils';
import { ReportScreen } from '@/features/reports/components/report-screen';
import { actingStudentId } from '@/lib/session';
import { useTexts } from '@/lib/use-texts';
import { prefetchReport } from '@/features/reports/api/prefetch-report';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';

/**
 * Its first calls (one test's report, ?test=, else its first tab's) go out as soon as this code is
 * here (and again as the address names another test or type), before it is drawn (router.tsx).
 */
export const prefetch: Prefetch = (client, session, url) =>
  prefetchReport(client, session, url, examModes(session)[0]);

/**
 * /report: Exam Reports for students, parents (their chosen child's, read only) and open
 * users. Its tabs are My Exam's (examModes); its bookmark button opens My Exam's bookmarks.
 */
export default function ReportRoute() {
  const session = useSignedInSession();
  const navigate = useNavigate();
  const textsReady = useTexts('reports');
  // Bookmarks are not shown to open users (spec section 6); parents only view them.
  const canBookmark = actingStudentId(session) !== null;
  // Keyed by the chosen child: a parent switching children starts afresh.
  return textsReady ? (
    <ReportScreen
      key={session.student_id ?? session.user_id}
      modes={examModes(session)}
      onBookmarks={canBookmark ? () => void navigate('/exam', { state: { bookmarks: true } }) : undefined}
    />
  ) : (
    <PageLoader label="" />
  );
}
