import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../components/ui/screen-placeholder';
import { displayName, type Session } from '../../../lib/session';
import { AnnouncementsSection } from './announcements-section';
import { Greeting } from './greeting';
import { HomeBanners } from './home-banners';
import './dashboard.css';

interface HomeScreenProps {
  session: Session;
  /** /dashboard: greeting, banners and the latest announcements; /announcement: greeting and all of them. */
  view: 'home' | 'all';
}

export function HomeScreen({ session, view }: HomeScreenProps) {
  const { t } = useTranslation('dashboard');
  const context = session.is_institute_type_school ? 'school' : undefined;
  return (
    <ScreenPlaceholder title={view === 'home' ? t('title') : t('announcements.screenTitle', { context })}>
      <div className="home">
        <Greeting name={displayName(session)} timeZone={session.time_zone} />
        {view === 'home' && <HomeBanners session={session} />}
        <AnnouncementsSection session={session} view={view} />
      </div>
    </ScreenPlaceholder>
  );
}
