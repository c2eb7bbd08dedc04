import { useTranslation } from 'react-i18next';
import type { RoleOption } from '@portal/shared/auth/schema';
import { Avatar } from '../../../components/ui/avatar';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

interface SelectProfileDialogProps {
  roles: RoleOption[];
  onPick: (role: RoleOption) => void;
  onClose: () => void;
}

/** Select Profile: one login, several accounts (institute, role label, name). */
export function SelectProfileDialog({ roles, onPick, onClose }: SelectProfileDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('selectProfile.title')} onClose={onClose}>
      <p className="dialog__hint">{t('selectProfile.hint')}</p>
      <ul className="choice-list">
        {roles.map((role) => {
          const name = role.student_name || role.name;
          return (
            <li key={`${role.institute_id}-${role.user_id}-${role.user_type}`}>
              <button type="button" className="choice" onClick={() => onPick(role)}>
                <Avatar name={name} size={40} />
                <span className="choice__text">
                  <span className="choice__title">{name}</span>
                  <span className="choice__meta">
                    <span className="badge">{role.display}</span> {role.institute_name}
                  </span>
                </span>
                <ArrowRightIcon className="choice__arrow" />
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
