import { PageLoader } from '../../components/ui/spinner';
import { LiveScreen } from '../../features/live-classes/components/live-screen';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';

/** /live: students, parents (for their chosen child; they may not join) and open users. */
export default function LiveRoute() {
  const session = useSession();
  const textsReady = useTexts('live-classes');
  if (!session) return null;
  return textsReady ? <LiveScreen session={session} /> : <PageLoader label="" />;
}
