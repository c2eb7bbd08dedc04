import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/spinner';
import { getLogoLanguage } from '@/features/auth/api/get-logo';
import { getSession } from '@/lib/session';
import { parseLanguage, setLanguage } from '@/lib/i18n';
import { useTexts } from '@/lib/use-texts';
import '../../features/test-panel/components/test-panel.css';

/**
 * The test panel's window (/test-panel/*): its own route tree, no menu. It shares the portal's
 * localStorage, so the theme (applied at start-up by main.tsx) and the session's language are
 * the portal's; without a session, the language of the institute behind this host.
 */
export async function loader() {
  const session = getSession();
  const language = session ? session.language : await getLogoLanguage();
  await setLanguage(parseLanguage(language), ['common', 'test-panel']);
  return null;
}

export default function TestPanelLayout() {
  const { t } = useTranslation('common');
  const ready = useTexts('test-panel');
  if (!ready) return <PageLoader label={t('loading', { defaultValue: 'Loading…' })} />;
  return (
    <div className="tp">
      <Outlet />
    </div>
  );
}
