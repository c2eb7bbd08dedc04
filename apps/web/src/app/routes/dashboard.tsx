import { useLocation } from 'react-router';
import { HomeLoading } from '../../features/dashboard/components/home-loading';
import { HomeScreen } from '../../features/dashboard/components/home-screen';
import { useDashboardTexts } from '../../features/dashboard/hooks/use-dashboard-texts';
import { useSession } from '../../lib/session';

/** /dashboard (Home) and /announcement (the same screen with every announcement and the search). */
export default function DashboardRoute() {
  const session = useSession();
  const textsReady = useDashboardTexts();
  const { pathname } = useLocation();
  if (!session) return null;
  if (!textsReady) return <HomeLoading />;
  return <HomeScreen session={session} view={pathname === '/announcement' ? 'all' : 'home'} />;
}
