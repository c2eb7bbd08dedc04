import { MessagesLoading } from '@/features/messages/components/messages-loading';
import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { useTexts } from '@/lib/use-texts';
import type { Prefetch } from '../screens';
import { prefetchMessages } from '@/features/messages/api/prefetch-messages';

/** Its call goes out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session) => prefetchMessages(client, session);

/** /Messages */
export default function MessagesRoute() {
  const textsReady = useTexts('messages');
  return textsReady ? <MessagesScreen /> : <MessagesLoading />;
}
