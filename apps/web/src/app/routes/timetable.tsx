import { PageLoader } from '../../components/ui/spinner';
import { TimetableScreen } from '../../features/timetable/components/timetable-screen';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';

/** /timetable: everyone signed in (students, parents for their chosen child, open users). */
export default function TimetableRoute() {
  const session = useSession();
  const textsReady = useTexts('timetable');
  if (!session) return null;
  // Keyed by the academic year: a switch in the header starts again from its own initial month.
  return textsReady ? (
    <TimetableScreen key={session.selectedAcadYrId ?? session.acad_yr_id} session={session} />
  ) : (
    <PageLoader label="" />
  );
}
