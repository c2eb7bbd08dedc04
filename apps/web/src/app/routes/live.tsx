import { PageLoader } from '@/components/ui/spinner';
import { LiveScreen } from '@/features/live-classes/components/live-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { prefetchLive } from '@/features/live-classes/api/prefetch-live';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchLive(client, session);

/** /live: students, parents (for their chosen child; they may not join) and open users. */
export default function LiveRoute() {
  const textsReady = useTexts('live-classes');
  return textsReady ? <LiveScreen /> : <PageLoader label="" />;
}
