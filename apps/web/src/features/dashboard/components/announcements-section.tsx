import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_SEARCH_MAX,
  HOME_ANNOUNCEMENTS,
  searchAnnouncements,
} from '@portal/shared/dashboard/rules';
import { ArrowRightIcon } from '@/components/ui/app-icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorText } from '@/lib/api-client';
import { useDrawnLater } from '@/lib/drawn-later';
import { endSession } from '@/lib/logout';
import { heldOffline } from '@/lib/offline-guard';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementList } from './announcement-list';

interface AnnouncementsSectionProps {
  /** home: the latest 3 and View all; all: every one, with the search. */
  view: 'home' | 'all';
}

/**
 * The latest announcements (Notice board for schools), or all of them with the
 * search. Failures (spec section 8): 403 logs out (api-client), 400 logs out
 * with the server's message, anything else is quiet (the empty state).
 */
export function AnnouncementsSection({ view }: AnnouncementsSectionProps) {
  const session = useSignedInSession();

  const { t } = useTranslation('dashboard');
  const isSchool = session.is_institute_type_school;
  const context = isSchool ? 'school' : undefined;
  const query = useAnnouncements(session);
  const [search, setSearch] = useState('');
  const headingId = useId();
  const searchId = useId();

  useEffect(() => {
    const error = query.error;
    if (error instanceof ApiError && error.status === 400) {
      endSession({ message: error.serverMessage ?? errorText(error) });
    }
  }, [query.error]);

  const { value: answer, waiting } = useDrawnLater(query.data);
  const all = useMemo(() => answer ?? [], [answer]);
  const found = useMemo(() => (view === 'all' ? searchAnnouncements(all, search) : all), [all, search, view]);
  const shown = view === 'home' ? found.slice(0, HOME_ANNOUNCEMENTS) : found;

  return (
    <section className="home-announcements" aria-labelledby={headingId}>
      <div className="home-announcements__header">
        <h2 id={headingId} className="home-announcements__title">
          {view === 'home' ? t('announcements.title', { context }) : t('announcements.allTitle', { context })}
        </h2>
        {view === 'home' && all.length > 0 && (
          <Link
            className="button button--ghost home-announcements__all"
            to="/announcement"
            aria-label={t('announcements.viewAllLabel', { context })}
          >
            {t('announcements.viewAll')}
            <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
      {view === 'all' && query.isSuccess && all.length > 0 && (
        <div className="home-search" role="search">
          <label className="field__label" htmlFor={searchId}>
            {t('search.label', { context })}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={search}
            maxLength={ANNOUNCEMENT_SEARCH_MAX}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
          <p className="home-search__count" role="status">
            {t('search.count', { count: found.length, context })}
          </p>
        </div>
      )}
      {heldOffline(query) ? (
        <div className="card empty-state home-empty" role="status">
          <p className="empty-state__title">{t('announcements.offline', { context })}</p>
        </div>
      ) : query.isPending || waiting ? (
        <div className="card home-loading" role="status">
          <Spinner size={24} />
          <span>{t('announcements.loading', { context })}</span>
        </div>
      ) : (
        <AnnouncementList
          announcements={shown}
          isSchool={isSchool}
          emptyText={
            all.length > 0 && search.trim() !== '' ? t('empty.noMatch', { context }) : t('empty.title')
          }
        />
      )}
    </section>
  );
}
