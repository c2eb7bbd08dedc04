import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../components/ui/screen-placeholder';
import { displayName, type Session } from '../../../lib/session';
import { AnnouncementsSection } from './announcements-section';
import { Greeting } from './greeting';
import { HomeBanners } from './home-banners';
import { TodayPanel } from './today-panel';
import { todayStudentId } from '../api/get-today';
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
        {/* Keyed by the chosen child: a parent switching children gets that child's day. */}
        {view === 'home' && todayStudentId(session) !== null && (
          <TodayPanel key={todayStudentId(session)} session={session} />
        )}
        <AnnouncementsSection session={session} view={view} />
      </div>
    </ScreenPlaceholder>
  );
}
