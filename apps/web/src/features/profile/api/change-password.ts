import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadProfileSchemas } from './load-schemas';

export interface PasswordChange {
  institute_id: number;
  /** The login of the account: e-mail or phone. */
  username: string;
  /** Left out only to choose the first password after a first-sign-in code (Choose your password). */
  oldPassword?: string;
  newPassword: string;
  /** The student's or open user's user id; for a parent login the parent's own id. */
  userid: number;
}

/** POST /api/v1/changePwd (token). A wrong existing password is a 400 with its message. */
export async function changePassword(change: PasswordChange): Promise<string> {
  const { changePasswordBodySchema, changePasswordResponseSchema } = await loadProfileSchemas();
  const body = changePasswordBodySchema.parse(change);
  const answer = await api.post('/api/v1/changePwd', body, {
    auth: true,
    schema: changePasswordResponseSchema,
  });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
