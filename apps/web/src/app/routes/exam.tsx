import { PageLoader } from '@/components/ui/spinner';
import { ExamScreen } from '@/features/exams/components/exam-screen';
import { OfflineReports } from '@/features/reports/components/offline/offline-reports';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { examModes } from '@/features/exams/utils';
import { prefetchOnlineExams } from '@/features/exams/api/prefetch-exam';
import { prefetchOfflineReport } from '@/features/reports/api/prefetch-report';

/**
 * The calls of its first tab go out as soon as its code is here, before it is drawn (router.tsx):
 * Online's, or the offline reports where the institute's setup opens on them.
 */
export const prefetch: Prefetch = (client, session) =>
  examModes(session)[0] === 'offline'
    ? prefetchOfflineReport(client, session)
    : prefetchOnlineExams(client, session);

/**
 * /exam: My Exam for students, parents (their chosen child's tests, read only) and open
 * users. Its offline mode shows Exam Reports' offline reports (which load their own texts).
 */
export default function ExamRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('exams');
  // Keyed by the chosen child: a parent switching children starts afresh.
  return textsReady ? (
    <ExamScreen key={session.student_id ?? session.user_id} offline={<OfflineReports />} />
  ) : (
    <PageLoader label="" />
  );
}
