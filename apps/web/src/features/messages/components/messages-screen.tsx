import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMessagesByDay } from '@portal/shared/messages/rules';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useSignedInSession } from '@/lib/signed-in-session';
import { instituteTimeZone, todayIn } from '@/lib/time-zone';
import { useMessages } from '../api/get-messages';
import { ownPhoneSegment } from '../utils/own-phone';
import { MessageDays } from './message-days';
import { MessagesEmpty } from './messages-empty';
import { MessagesFailed } from './messages-failed';
import { MessagesLoading } from './messages-loading';
import { MessagesNotice } from './messages-notice';
import './messages.css';

/** /Messages: the texts the institute sent to the signed-in person's own number, by day, with a notice beside. */
export function MessagesScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('messages');
  const phone = ownPhoneSegment(session);
  const query = useMessages(session.institute_id, phone);

  const timeZone = instituteTimeZone();
  const days = useMemo(
    () => (query.data ? groupMessagesByDay(query.data, timeZone, todayIn(timeZone)) : []),
    [query.data, timeZone],
  );

  let body;
  if (phone === null) body = <MessagesEmpty isSchool={session.is_institute_type_school} />;
  else if (query.isPending) body = <MessagesLoading />;
  else if (query.isError)
    body = <MessagesFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else if (days.length === 0) body = <MessagesEmpty isSchool={session.is_institute_type_school} />;
  else body = <MessageDays days={days} />;

  return (
    <ScreenFrame title={t('title')}>
      <div className="messages">
        <div className="messages__layout">
          <div className="messages__main">{body}</div>
          <MessagesNotice phone={phone} isSchool={session.is_institute_type_school} timeZone={timeZone} />
        </div>
      </div>
    </ScreenFrame>
  );
}
