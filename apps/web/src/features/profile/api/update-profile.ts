import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BloodGroup } from '@portal/shared/profile/rules';
import { api } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { PROFILE_QUERY_KEY } from './get-profile';
import { loadProfileSchemas } from './load-schemas';

/** Exactly one field per call (the contract refuses more). */
export type ProfileEdit =
  | { address: string }
  | { birth_place: string }
  | { blood_group: BloodGroup }
  | { dob: string }
  | { photo: string };
export type ProfileEditField = 'address' | 'birth_place' | 'blood_group' | 'dob' | 'photo';

export function editedField(edit: ProfileEdit): ProfileEditField {
  return Object.keys(edit)[0] as ProfileEditField;
}

/** PUT /api/v1/profiles/update/{institute_id}/{user_id} (token): the student's own record. */
export async function updateProfile(
  instituteId: number,
  userId: number,
  edit: ProfileEdit,
): Promise<{ message: string; photoUrl: string | undefined }> {
  const { profileUpdateBodySchema, profileUpdateResponseSchema } = await loadProfileSchemas();
  const body = profileUpdateBodySchema.parse(edit);
  const answer = await api.put(`/api/v1/profiles/update/${instituteId}/${userId}`, body, {
    auth: true,
    schema: profileUpdateResponseSchema,
  });
  return { message: answer.message, photoUrl: answer.result?.photo_url };
}

/**
 * Saves one field; afterwards the profile is fetched again, and a new photo
 * goes into the session so the header shows it too.
 */
export function useUpdateProfile(instituteId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => updateProfile(instituteId, userId, edit),
    onSuccess: async ({ photoUrl }) => {
      if (photoUrl) updateSession({ photo_url: photoUrl });
      await queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_KEY] });
    },
  });
}
