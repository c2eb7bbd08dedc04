import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { examModes } from '../../features/exams/utils';
import { ReportScreen } from '../../features/reports/components/report-screen';
import { actingStudentId, useSession, type Session } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';
import { queryClient } from '../../lib/query-client';
import { testReportQuery } from '../../features/reports/api/get-test-report';
import { testParam } from '../../features/reports/components/report-screen';

/**
 * One test's report (?test=) is asked for as soon as this code is here (and again as the address
 * names another test), before the screen is drawn (router.tsx); ExamDetail then finds it.
 */
export function prefetch(session: Session, url: URL) {
  const testId = testParam(url.searchParams.get('test'));
  if (testId !== null) void queryClient.prefetchQuery(testReportQuery(session, testId));
}

/**
 * /report: Exam Reports for students, parents (their chosen child's, read only) and open
 * users. Its tabs are My Exam's (examModes); its bookmark button opens My Exam's bookmarks.
 */
export default function ReportRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const textsReady = useTexts('reports');
  if (!session) return null;
  // Bookmarks are not shown to open users (spec section 6); parents only view them.
  const canBookmark = actingStudentId(session) !== null;
  // Keyed by the chosen child: a parent switching children starts afresh.
  return textsReady ? (
    <ReportScreen
      key={session.student_id ?? session.user_id}
      session={session}
      modes={examModes(session)}
      onBookmarks={canBookmark ? () => void navigate('/exam', { state: { bookmarks: true } }) : undefined}
    />
  ) : (
    <PageLoader label="" />
  );
}
