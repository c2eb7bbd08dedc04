import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handledByClient } from '@/lib/failure-toast';
import { notify } from '@/lib/toast';
import { editedField, useUpdateProfile, type ProfileEdit } from '../api/update-profile';
import { failureText } from '../utils/server-text';

/**
 * Saves one field of the student's own profile: on success its toast and
 * `onSaved` (the pop-up closes); on failure the message to show in the pop-up.
 */
export function useSaveField(instituteId: number, userId: number, onSaved: () => void) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateProfile(instituteId, userId);
  const [error, setError] = useState<string | null>(null);

  const save = (edit: ProfileEdit) => {
    setError(null);
    mutation.mutate(edit, {
      onSuccess: () => {
        notify.success(t(`success.${editedField(edit)}`));
        onSaved();
      },
      onError: (failure) => {
        // A 403 has already signed the user out with its message.
        if (handledByClient(failure)) return;
        setError(failureText(t, failure));
      },
    });
  };

  return { save, pending: mutation.isPending, error, setError };
}
