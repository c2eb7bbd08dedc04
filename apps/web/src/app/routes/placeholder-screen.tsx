import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ui/screen-placeholder';
import { useSession } from '../../lib/session';

/**
 * A signed-in screen that a later issue builds: its translated title (school
 * wording where the spec gives it) inside the shell.
 */
export function placeholderScreen(titleKey: string) {
  function PlaceholderRoute() {
    const { t } = useTranslation('shell');
    const session = useSession();
    const context = session?.is_institute_type_school ? 'school' : undefined;
    return <ScreenPlaceholder title={t(`screens.${titleKey}`, { context })} />;
  }
  PlaceholderRoute.displayName = `Placeholder(${titleKey})`;
  return PlaceholderRoute;
}
