import { useTranslation } from 'react-i18next';
import type { MessageDay } from '@portal/shared/messages/rules';
import type { AlertMessage } from '@portal/shared/messages/schema';
import { formatDate, formatTime } from '@/lib/dates';
import { ChatIcon } from '@/components/ui/app-icons';

/** Each day a section under its heading (weekday or today/yesterday, and DD-MM-YYYY); its messages a list. */
export function MessageDays({ days }: { days: Array<MessageDay<AlertMessage>> }) {
  return (
    <div className="messages-days">
      {days.map((group) => (
        <MessageDaySection key={group.day} group={group} />
      ))}
    </div>
  );
}

function MessageDaySection({ group }: { group: MessageDay<AlertMessage> }) {
  const { t } = useTranslation('messages');
  const headingId = `messages-day-${group.day}`;
  const weekday = t(`weekday.${group.weekday}`);
  return (
    <section className="messages-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="messages-day__heading">
        <span className="messages-day__label">{group.relative ? t(group.relative) : weekday}</span>{' '}
        <span className="messages-day__date">
          {group.relative && `${weekday}, `}
          <time dateTime={group.day}>{formatDate(group.day)}</time>
        </span>
      </h2>
      <ol className="messages-day__list">
        {group.messages.map((message, index) => (
          <li key={`${message.createdDateTime}-${index}`} className="message">
            <span className="message__icon" aria-hidden="true">
              <ChatIcon size={18} />
            </span>
            {/* Plain text as sent; CSS keeps its line breaks. */}
            <p className="message__text">{message.message}</p>
            <time className="message__time" dateTime={message.createdDateTime}>
              {formatTime(message.createdDateTime)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
