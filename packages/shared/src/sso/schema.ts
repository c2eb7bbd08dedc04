import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { isSafeRedirectPath } from './rules';

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

/** Header carrying the institute's SSO secret on POST /prod/ext/sso/token. */
export const SSO_SECRET_HEADER = 'x-sso-secret';

/**
 * POST /prod/ext/sso/token (a trusted system, not the portal): a one-use link
 * token for an account of the Host's institute, found by e-mail or phone.
 */
export const ssoTokenBodySchema = z.object({
  user_name: z.string().trim().min(1).max(254),
  /** Chooses among accounts sharing a phone number. */
  user_id: z.number().int().positive().optional(),
  /** Where the portal goes after signing in: a path on the portal only. */
  redirect_url: z
    .string()
    .refine(isSafeRedirectPath, 'Must be a path on this site starting with a single /')
    .nullable()
    .optional(),
});
export const ssoTokenResultSchema = z.object({
  token: z.string(),
  user_id: z.number().int(),
  expires_at: z.string(),
  redirect_url: z.string().nullable(),
});
export type SsoTokenResult = z.infer<typeof ssoTokenResultSchema>;
export const ssoTokenResponseSchema = envelopeSchema(ssoTokenResultSchema);
