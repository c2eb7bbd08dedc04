import { useTranslation } from 'react-i18next';
import type { MessageDay } from '@portal/shared/messages/rules';
import type { AlertMessage } from '@portal/shared/messages/schema';
import { formatDate, formatTime } from '../../../lib/dates';

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
              <BubbleIcon />
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

function BubbleIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.9-.9L3 20.5l1.5-4.6A8 8 0 0 1 3.5 11.5 8.5 8.5 0 0 1 12 3a8.5 8.5 0 0 1 9 8.5z" />
    </svg>
  );
}
