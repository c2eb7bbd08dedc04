import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '@/components/ui/avatar';
import { CameraIcon } from '@/components/ui/app-icons';

/** The large profile photo (or initials), with the change button when the user may change it. */
export function ProfilePhoto({
  name,
  photoUrl,
  onChange,
}: {
  name: string;
  photoUrl: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation('profile');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = photoUrl !== '' && failedUrl !== photoUrl;
  return (
    <div className="profile-photo">
      {showPhoto ? (
        <img
          className="profile-photo__image"
          src={photoUrl}
          alt={t('photo.alt', { name })}
          onError={() => setFailedUrl(photoUrl)}
        />
      ) : (
        <span className="profile-photo__initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      {onChange && (
        <button
          type="button"
          className="profile-photo__change"
          aria-label={t('photo.change')}
          title={t('photo.change')}
          onClick={onChange}
        >
          <CameraIcon size={18} />
        </button>
      )}
    </div>
  );
}
