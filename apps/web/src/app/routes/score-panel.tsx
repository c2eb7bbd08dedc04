import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/spinner';
import { getLogoLanguage } from '@/features/auth/api/get-logo';
import { getSession } from '@/lib/session';
import { parseLanguage, setLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useTexts } from '@/lib/use-texts';
import '../../features/reports/components/score-card/score-card.css';

/**
 * The score card's window (/score-panel/*): its own route tree, no menu. It shares the
 * portal's localStorage, so the theme (applied at start-up by main.tsx) and the session's
 * language are the portal's; without a session, the language of the institute behind this host.
 */
export async function loader() {
  const session = getSession();
  const language = session ? session.language : await getLogoLanguage();
  await setLanguage(parseLanguage(language), ['common', 'score-card']);
  return null;
}

export default function ScorePanelLayout() {
  const { t } = useTranslation('common');
  const ready = useTexts('score-card');
  if (!ready) return <PageLoader label={t('loading', { defaultValue: 'Loading…' })} />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="sc-window">
        <Outlet />
      </div>
    </QueryClientProvider>
  );
}
