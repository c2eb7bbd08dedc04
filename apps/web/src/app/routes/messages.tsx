import { MessagesLoading } from '../../features/messages/components/messages-loading';
import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { useMessagesTexts } from '../../features/messages/hooks/use-messages-texts';
import { useSession } from '../../lib/session';

/** /Messages */
export default function MessagesRoute() {
  const session = useSession();
  const textsReady = useMessagesTexts();
  if (!session) return null;
  return textsReady ? <MessagesScreen session={session} /> : <MessagesLoading />;
}
