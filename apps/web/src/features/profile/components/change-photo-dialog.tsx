import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInitialFocus } from '../hooks/use-initial-focus';
import { FormDialog } from './form-dialog';
import type { EditDialogProps } from './edit-dialog-props';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** The contract's limit for the picture itself (before base64). */
const MAX_BYTES = 2 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The server wants plain base64: everything after the data URL's comma. */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Change Profile Photo: pick a JPEG, PNG or WebP, see it, upload it. */
export function ChangePhotoDialog({
  current,
  onClose,
  saver,
}: EditDialogProps<{ name: string; photoUrl: string }>) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const focusRef = useInitialFocus<HTMLInputElement>();
  const [picked, setPicked] = useState<string | null>(null);
  const { save, pending, error, setError } = saver;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    setPicked(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError(t('photo.errors.type'));
    if (file.size > MAX_BYTES) return setError(t('photo.errors.size'));
    try {
      setPicked(await readAsDataUrl(file));
    } catch {
      setError(t('photo.errors.read'));
    }
  };

  const submit = () => {
    if (picked) save({ photo: base64Of(picked) });
    else setError(t('photo.errors.required'));
  };

  const preview = picked ?? current.photoUrl;
  return (
    <FormDialog
      title={t('photo.title')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      errorId={errorId}
      pending={pending}
      submitLabel={t('photo.upload')}
    >
      <div className="profile-photo-picker">
        <div className="profile-photo-picker__preview">
          {picked ? (
            <img src={picked} alt={t('photo.previewAlt')} />
          ) : preview ? (
            <img src={preview} alt={t('photo.alt', { name: current.name })} />
          ) : (
            <p className="profile-photo-picker__empty">{t('photo.noneChosen')}</p>
          )}
        </div>
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('photo.choose')}
          </label>
          <input
            id={inputId}
            ref={focusRef}
            type="file"
            accept={ACCEPTED.join(',')}
            className="profile-file"
            onChange={(event) => void choose(event)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
          />
          <p id={hintId} className="field__hint">
            {t('photo.hint')}
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
