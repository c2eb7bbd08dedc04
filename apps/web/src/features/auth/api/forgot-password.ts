import type { ForgotPasswordAccount } from '@portal/shared/profile/schema';
import { SOURCE_WEB } from '@portal/shared/api/headers';
import { api } from '@/lib/api-client';

export interface ForgotPasswordInput {
  /** The phone number, digits only. */
  phone: string;
  /** The account chosen when several share the number. */
  userId?: number;
  /** The institute behind this host, when its logo answer named it. */
  instituteId: number | null;
}

/**
 * POST /api/v2/user/forgotPassword. null: a new password went to the registered
 * mobile number; a list: several accounts use the number, choose one.
 */
export async function forgotPassword({
  phone,
  userId,
  instituteId,
}: ForgotPasswordInput): Promise<ForgotPasswordAccount[] | null> {
  const { forgotPasswordBodySchema, forgotPasswordResponseSchema } =
    await import('@portal/shared/profile/schema');
  const body = forgotPasswordBodySchema.parse({
    institute_id: instituteId ?? undefined,
    source: SOURCE_WEB,
    user_id: userId,
    user_name: phone,
  });
  const answer = await api.post('/api/v2/user/forgotPassword', body, {
    schema: forgotPasswordResponseSchema,
    // Nobody is signed in here: a 403 (another institute's page) is a message, not a logout.
    skipForbiddenHandler: true,
  });
  return answer.result;
}
