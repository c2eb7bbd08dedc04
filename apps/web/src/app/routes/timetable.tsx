import { PageLoader } from '@/components/ui/spinner';
import { TimetableScreen } from '@/features/timetable/components/timetable-screen';
import { useTexts } from '@/lib/use-texts';
import { prefetchTimetable } from '@/features/timetable/api/prefetch-timetable';
import type { Prefetch } from '../screens';
import { useSignedInSession } from '@/lib/signed-in-session';

/**
 * The calls for the month or year the address names (`?month=2026-12`, `?view=year&year=2027`:
 * features/timetable/search-params.ts) go out as soon as this code is here, before the screen is
 * drawn, and again as the address moves (router.tsx).
 */
export const prefetch: Prefetch = (client, session, url) => prefetchTimetable(client, session, url);

/** /timetable: everyone signed in (students, parents for their chosen child, open users). */
export default function TimetableRoute() {
  const session = useSignedInSession();
  const textsReady = useTexts('timetable');
  // Keyed by the academic year: a switch in the header starts again from its own initial month.
  return textsReady ? (
    <TimetableScreen key={session.selectedAcadYrId ?? session.acad_yr_id} />
  ) : (
    <PageLoader label="" />
  );
}
