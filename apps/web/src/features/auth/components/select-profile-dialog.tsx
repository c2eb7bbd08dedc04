import { useTranslation } from 'react-i18next';
import type { RoleOption } from '@portal/shared/auth/schema';
import { Avatar } from '@/components/ui/avatar';
import { ChoiceList } from '@/components/ui/choice-list';
import { Dialog } from '@/components/ui/dialog';

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
      <ChoiceList
        choices={roles.map((role) => {
          const name = role.student_name || role.name;
          return {
            key: `${role.institute_id}-${role.user_id}-${role.user_type}`,
            leading: <Avatar name={name} size={40} />,
            title: name,
            meta: (
              <span className="choice__meta">
                <span className="badge">{role.display}</span> {role.institute_name}
              </span>
            ),
            onPick: () => onPick(role),
          };
        })}
      />
    </Dialog>
  );
}
