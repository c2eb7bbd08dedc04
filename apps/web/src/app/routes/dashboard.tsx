import { useLocation } from 'react-router';
import { HomeLoading } from '@/features/dashboard/components/home-loading';
import { HomeScreen } from '@/features/dashboard/components/home-screen';
import { useTexts } from '@/lib/use-texts';
import { prefetchHome } from '@/features/dashboard/api/prefetch-home';
import type { Prefetch } from '../screens';

/** The home screen's calls go out as soon as its code is here, before it is drawn (router.tsx). */
export const prefetch: Prefetch = (client, session, url) => prefetchHome(client, session, url);

/** /dashboard (Home) and /announcement (the same screen with every announcement and the search). */
export default function DashboardRoute() {
  const textsReady = useTexts('dashboard');
  const { pathname } = useLocation();
  if (!textsReady) return <HomeLoading />;
  return <HomeScreen view={pathname === '/announcement' ? 'all' : 'home'} />;
}
