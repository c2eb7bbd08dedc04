import { useTranslation } from 'react-i18next';

/** No messages (or no number to send them to): an illustration and the spec's 'no messages'. */
export function MessagesEmpty({ isSchool }: { isSchool: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <div className="card messages-empty">
      <EmptyInbox />
      <p className="messages-empty__title">{t('empty.title')}</p>
      <p className="messages-empty__text">{t('empty.text', { context: isSchool ? 'school' : undefined })}</p>
    </div>
  );
}

/** A phone with an empty speech bubble, drawn in the theme's colours. */
function EmptyInbox() {
  return (
    <svg
      className="messages-empty__art"
      width="120"
      height="120"
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="messages-empty__halo" cx="60" cy="60" r="56" />
      <rect className="messages-empty__phone" x="38" y="22" width="44" height="78" rx="9" />
      <rect className="messages-empty__screen" x="43" y="32" width="34" height="56" rx="3" />
      <circle className="messages-empty__button" cx="60" cy="94" r="2.5" />
      <path
        className="messages-empty__bubble"
        d="M70 40h30a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8H84l-9 8v-8h-5a8 8 0 0 1-8-8V48a8 8 0 0 1 8-8z"
      />
      <path className="messages-empty__dots" d="M76 55h0M85 55h0M94 55h0" />
    </svg>
  );
}
