import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

export const SSO_REDIRECT_DELAY_MS = 1000;

export const ssoLoginBodySchema = z.object({ token: z.string().trim().min(1).max(512) });

/**
 * SSO answer (schedule document, section 3). `key` is a one-time credential the
 * portal signs in with in place of a password; it never is the password.
 */
export const ssoResultSchema = z.object({
  email_id: z.string(),
  key: z.string(),
  inst_id: z.number().int(),
  phone: z.string(),
  status: z.string(),
  redirect_url: z.string().nullable(),
});
export type SsoResult = z.infer<typeof ssoResultSchema>;
export const ssoLoginResponseSchema = envelopeSchema(ssoResultSchema.nullable());
