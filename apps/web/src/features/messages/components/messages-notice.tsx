import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/ui/app-icons';

/** Side panel: where these messages come from, and what to do when the number is wrong. */
interface MessagesNoticeProps {
  phone: string | null;
  isSchool: boolean;
  timeZone: string;
}

export function MessagesNotice({ phone, isSchool, timeZone }: MessagesNoticeProps) {
  const { t } = useTranslation('messages');
  const context = isSchool ? 'school' : undefined;
  return (
    <aside className="card messages-notice" aria-labelledby="messages-notice-title">
      <h2 id="messages-notice-title" className="messages-notice__title">
        <InfoIcon />
        {t('notice.title')}
      </h2>
      {phone ? (
        <>
          <p>{t('notice.sentTo', { context })}</p>
          <p className="messages-notice__phone">{phone}</p>
          <p>{t('notice.wrongNumber', { context })}</p>
        </>
      ) : (
        <p>{t('notice.noNumber', { context })}</p>
      )}
      <p className="messages-notice__hint">{t('notice.timeZone', { context, zone: timeZone })}</p>
    </aside>
  );
}
