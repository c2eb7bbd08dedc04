import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { heldOffline } from '@/lib/offline-guard';
import { displayName } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { AnnouncementsSection } from './announcements-section';
import { Greeting } from './greeting';
import { HomeBanners } from './home-banners';
import { TodayPanel } from './today-panel';
import { useAnnouncements } from '../api/get-announcements';
import { useBanners } from '../api/get-banners';
import { todayStudentId, useToday } from '../api/get-today';
import { HomeLoading } from './home-loading';
import './dashboard.css';

interface HomeScreenProps {
  /** /dashboard: greeting, banners and the latest announcements; /announcement: greeting and all of them. */
  view: 'home' | 'all';
}

export function HomeScreen({ view }: HomeScreenProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('dashboard');
  const context = session.is_institute_type_school ? 'school' : undefined;
  return (
    <ScreenFrame title={view === 'home' ? t('title') : t('announcements.screenTitle', { context })}>
      <div className="home">
        <Greeting name={displayName(session)} timeZone={session.time_zone} />
        {view === 'home' ? <HomeSections /> : <AnnouncementsSection view={view} />}
      </div>
    </ScreenFrame>
  );
}

/**
 * The home screen's banners, Today panel and latest notices, asked for together and shown top
 * down: a section appears once every section above it has its answer, and one loader stands
 * where the next one will be. Nothing already on the screen is pushed down when a slower answer
 * arrives above it (Lighthouse measured a layout shift of 0.39 when each section appeared on its
 * own), and the three calls still go out at once.
 */
function HomeSections() {
  const session = useSignedInSession();
  const banners = useBanners(session);
  const today = useToday(session);
  useAnnouncements(session);
  const studentId = todayStudentId(session);
  // Settled once, for good: a failed call asked again (on mount, or when the network is back) goes
  // back to pending, and must not hide the sections below once more. A first failed attempt
  // (retried only when no answer came) does not hold them either, nor a call held offline with
  // nothing kept (its section says so): the notices below, which are kept, once waited for good.
  const settled = (query: Parameters<typeof heldOffline>[0] & { isFetched: boolean; failureCount: number }) =>
    query.isFetched || query.failureCount > 0 || heldOffline(query);
  const bannersReady = !session.inst_set_up.marketing_banner || settled(banners);
  const todayReady = bannersReady && (studentId === null || settled(today));
  return (
    <>
      {/* Offline the slider is left out, as when its call fails: its pictures need the network. */}
      {bannersReady ? <HomeBanners /> : <HomeLoading />}
      {/* Keyed by the chosen child: a parent switching children gets that child's day. */}
      {bannersReady && studentId !== null && (todayReady ? <TodayPanel key={studentId} /> : <HomeLoading />)}
      {todayReady && <AnnouncementsSection view="home" />}
    </>
  );
}
