import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseExternalUrl } from '@portal/shared/shell/rules';
import { useSignedInSession } from '@/lib/signed-in-session';
import { CloseIcon } from '@/components/ui/icons';
import { HelpIcon, MailIcon, MenuIcon } from '@/components/ui/app-icons';
import { AcademicYearSelect } from './academic-year-select';
import { ChildSwitcher } from './child-switcher';
import { ThemeSelect } from './theme-select';
import { SocialLinks } from './social-links';
import { ProfileMenu } from './profile-menu';
import { MainMenu } from './main-menu';

/** The signed-in header: institute, tools, messages, profile, and the top menu. */
export function AppHeader() {
  const session = useSignedInSession();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const menuListId = useId();
  const help = normaliseExternalUrl(session.help_url);

  // A new screen closes the collapsed menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="app-header">
      <div className="app-header__bar container">
        <Link to="/dashboard" className="brand">
          {session.logo_url && !logoFailed ? (
            <img className="brand__logo" src={session.logo_url} alt="" onError={() => setLogoFailed(true)} />
          ) : (
            <span className="brand__mark" aria-hidden="true">
              {session.institute_name.slice(0, 1)}
            </span>
          )}
          <span className="brand__name">{session.institute_name}</span>
        </Link>

        <div className="app-header__tools">
          <ChildSwitcher />
          <AcademicYearSelect />
          <ThemeSelect />
          {help && (
            <a href={help} target="_blank" rel="noopener" className="tool-link">
              <HelpIcon size={18} />
              <span>{t('header.help')}</span>
            </a>
          )}
          <SocialLinks />
        </div>

        <div className="app-header__actions">
          <Link
            to="/Messages"
            className="icon-button"
            aria-label={t('header.messages')}
            aria-current={pathname === '/Messages' ? 'page' : undefined}
          >
            <MailIcon />
          </Link>
          <ProfileMenu />
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuListId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="menu-toggle__label">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      <MainMenu open={menuOpen} listId={menuListId} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
