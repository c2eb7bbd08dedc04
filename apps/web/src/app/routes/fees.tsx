import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { FeesScreen } from '@/features/fees/components/fees-screen';
import { academicYearsQuery, useAcademicYears } from '@/features/shell/api/get-academic-years';
import { prefetchFees } from '@/features/fees/api/prefetch-fees';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';
import { actingStudentId } from '@/lib/session';
import { useTexts } from '@/lib/use-texts';

/**
 * Its calls go out as soon as its code is here, before it is drawn (router.tsx): the institute's
 * years, then the summary of the year the screen opens on; none where the route goes home.
 */
export const prefetch: Prefetch = async (client, session, url) => {
  const studentId = session.student_id;
  if (actingStudentId(session) === null || studentId === null) return;
  const years = await client.ensureQueryData(academicYearsQuery(session.institute_id));
  await prefetchFees(client, session, studentId, years, url.searchParams);
};

/**
 * /fees: a student's fees, or a parent's chosen child's. Open users (user_type 99) have no
 * student and no Fees menu item; typing the address goes home instead of asking the server,
 * whose 403 would log them out. The year dropdown lists the institute's years for every institute
 * kind (the header keeps the list in the session for schools only).
 */
export default function FeesRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('fees');
  const hasFees = actingStudentId(session) !== null;
  const years = useAcademicYears(session.institute_id, hasFees);
  const studentId = session.student_id;
  if (!hasFees || studentId === null) return <Navigate to="/dashboard" replace />;
  if (!textsReady) return <PageLoader label="" />;
  // Keyed by the chosen child: a parent switching children starts afresh.
  return (
    <FeesScreen
      key={studentId}
      studentId={studentId}
      years={years.data ?? session.acad_year_list}
      yearsPending={years.isPending && session.acad_year_list.length === 0}
    />
  );
}
