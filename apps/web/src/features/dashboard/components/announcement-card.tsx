import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/dashboard/schema';
import { FileIcon } from '@/components/ui/app-icons';
import { announcementDateTime } from '../utils/announcement-time';
import { sanitizeAnnouncementHtml } from '../utils/sanitize-html';

interface AnnouncementCardProps {
  announcement: Announcement;
  isSchool: boolean;
}

/** One announcement: title, sanitised description, posted by, date and time, sections, image and file. */
export function AnnouncementCard({ announcement: a, isSchool }: AnnouncementCardProps) {
  const { t } = useTranslation('dashboard');
  const context = isSchool ? 'school' : undefined;
  // The server's HTML is never inserted as it came: DOMPurify first.
  const description = useMemo(() => sanitizeAnnouncementHtml(a.description), [a.description]);
  const titleId = `announcement-${a.announcement_id}`;

  return (
    <article className="card home-notice" aria-labelledby={titleId}>
      <h3 id={titleId} className="home-notice__title">
        {a.ancmnt_title}
      </h3>
      <p className="home-notice__meta">
        <span>{t('notice.postedBy', { name: a.updated_by })}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={announcementDateTime(a.announced_date, a.announced_time)}>
          {a.announced_date} {a.announced_time}
        </time>
      </p>
      {a.announcement_img_url && (
        <img
          className="home-notice__image"
          src={a.announcement_img_url}
          alt={t('notice.imageAlt', { title: a.ancmnt_title })}
          loading="lazy"
        />
      )}
      {description !== '' && (
        <div className="home-notice__body" dangerouslySetInnerHTML={{ __html: description }} />
      )}
      <p className="home-notice__audience">
        <span className="home-notice__label">{t('notice.audience', { context })}:</span>{' '}
        {a.batch_sec_names.trim() ? a.batch_sec_names : t('notice.everyone')}
      </p>
      {a.file_url && (
        <a
          className="home-notice__file"
          href={a.file_url}
          download={a.file_name ?? true}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FileIcon size={18} />
          <span>{a.file_name ?? t('notice.file')}</span>
          <span className="sr-only"> ({t('notice.download')})</span>
        </a>
      )}
    </article>
  );
}
