import { MessagesLoading } from '../../features/messages/components/messages-loading';
import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { useTexts } from '../../lib/use-texts';
import { useSession } from '../../lib/session';

/** /Messages */
export default function MessagesRoute() {
  const session = useSession();
  const textsReady = useTexts('messages');
  if (!session) return null;
  return textsReady ? <MessagesScreen session={session} /> : <MessagesLoading />;
}
