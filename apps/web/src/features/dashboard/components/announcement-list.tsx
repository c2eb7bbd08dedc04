import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/dashboard/schema';
import { AnnouncementCard } from './announcement-card';

interface AnnouncementListProps {
  announcements: Announcement[];
  isSchool: boolean;
  /** Shown when the list is empty. */
  emptyText: string;
}

export function AnnouncementList({ announcements, isSchool, emptyText }: AnnouncementListProps) {
  const { t } = useTranslation('dashboard');
  if (announcements.length === 0) {
    return (
      <div className="card empty-state home-empty">
        <div className="empty-state__art" aria-hidden="true" />
        <p className="empty-state__title">{emptyText}</p>
        <p className="empty-state__text">{t('empty.text', { context: isSchool ? 'school' : undefined })}</p>
      </div>
    );
  }
  return (
    <ul className="home-notices" role="list">
      {announcements.map((announcement) => (
        <li key={announcement.announcement_id}>
          <AnnouncementCard announcement={announcement} isSchool={isSchool} />
        </li>
      ))}
    </ul>
  );
}
