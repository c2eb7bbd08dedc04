import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuKey, menuItems } from '@portal/shared/shell/rules';
import { useSignedInSession } from '@/lib/signed-in-session';

interface MainMenuProps {
  /** Narrow screens: whether the collapsed menu is open. */
  open: boolean;
  listId: string;
  onNavigate: () => void;
}

/** The top menu of spec section 2; the item whose route prefixes the URL is current. */
export function MainMenu({ open, listId, onNavigate }: MainMenuProps) {
  const session = useSignedInSession();

  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const items = menuItems({
    plan: session.inst_set_up,
    userType: session.user_type,
    isSchool: session.is_institute_type_school,
    assignmentFeature: session.enable_online_assignment_feature,
  });
  const active = activeMenuKey(pathname, items);
  const context = session.is_institute_type_school ? 'school' : undefined;

  return (
    <nav aria-label={t('header.mainMenu')} className={open ? 'main-menu is-open' : 'main-menu'}>
      <ul id={listId} className="main-menu__list container">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.route}
              className="main-menu__link"
              aria-current={item.key === active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`menu.${item.key}`, { context })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
