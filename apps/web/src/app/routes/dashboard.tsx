import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ui/screen-placeholder';
import { displayName, useSession } from '../../lib/session';
import { formatDate, inInstituteZone } from '../../lib/dates';

/** Home (also /announcement): a greeting until the dashboard issue builds the real one. */
export default function DashboardRoute() {
  const { t } = useTranslation('shell');
  const session = useSession();
  if (!session) return null;
  const context = session.is_institute_type_school ? 'school' : undefined;
  return (
    <ScreenPlaceholder title={t('screens.home')}>
      <div className="card welcome">
        <p className="welcome__eyebrow">{formatDate(inInstituteZone())}</p>
        <p className="welcome__title">{t('dashboard.welcome', { name: displayName(session) })}</p>
        <p className="welcome__text">{t('dashboard.intro', { context })}</p>
        {session.selectedAcadYear && (
          <p className="welcome__meta">{t('dashboard.academicYear', { year: session.selectedAcadYear })}</p>
        )}
      </div>
      {session.inst_announcement.trim() !== '' && (
        <section className="card notice" aria-labelledby="notice-title">
          <h2 id="notice-title" className="notice__title">
            {t('dashboard.announcements', { context })}
          </h2>
          <p className="notice__text">{session.inst_announcement}</p>
        </section>
      )}
    </ScreenPlaceholder>
  );
}
