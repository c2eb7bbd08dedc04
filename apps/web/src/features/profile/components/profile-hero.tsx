import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import { DASH, isMissing } from '@portal/shared/profile/rules';
import { formatDate } from '@/lib/dates';
import { cutField, FieldValue, plainField } from './field-value';
import { EditButton } from './edit-button';
import { ProfileList } from './profile-section';
import { ProfilePhoto } from './profile-photo';
import { KeyIcon } from '@/components/ui/app-icons';
import type { EditKind } from './profile-blocks';

interface ProfileHeroProps {
  detail: ProfileDetail;
  canEdit: boolean;
  onEdit: (kind: EditKind) => void;
  onChangePassword: () => void;
}

/** Photo, name, joined date, contact number, e-mail and address; the password button. */
export function ProfileHero({ detail, canEdit, onEdit, onChangePassword }: ProfileHeroProps) {
  const { t } = useTranslation('profile');
  const joined = isMissing(detail.join_date) ? DASH : formatDate(detail.join_date) || DASH;
  return (
    <article className="card profile-hero" aria-labelledby="profile-name">
      <div className="profile-hero__banner" aria-hidden="true" />
      <div className="profile-hero__top">
        <ProfilePhoto
          name={detail.student_name}
          photoUrl={detail.photo_url}
          onChange={canEdit ? () => onEdit('photo') : undefined}
        />
        <div className="profile-hero__identity">
          <h2 id="profile-name" className="profile-hero__name">
            {detail.student_name}
          </h2>
          <p className="profile-hero__joined">{t('joined', { date: joined })}</p>
        </div>
        <button
          type="button"
          className="button button--ghost profile-hero__password"
          onClick={onChangePassword}
        >
          <KeyIcon size={18} />
          {t('password.button')}
        </button>
      </div>
      <ProfileList
        className="profile-list--hero"
        rows={[
          {
            key: 'contact',
            label: t('fields.contact'),
            value: <FieldValue shown={plainField(detail.student_phone)} />,
          },
          {
            key: 'email',
            label: t('fields.email'),
            value: <FieldValue shown={cutField('email', detail.student_email)} />,
          },
          {
            key: 'address',
            label: t('fields.address'),
            value: <FieldValue shown={cutField('address', detail.current_address)} />,
            action: canEdit && <EditButton label={t('edit.address')} onClick={() => onEdit('address')} />,
          },
        ]}
      />
    </article>
  );
}
