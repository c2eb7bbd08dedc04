import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { MESSAGES_BATCH_SIZE, MESSAGES_START_INDEX, PHONE_SEGMENT_PATTERN } from './rules';

const INT_MAX = 2_147_483_647;

/** A query number written as plain digits ('1e3', ' 5' or '' are refused, not coerced). */
const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);

/** GET /api/v1/alerts/config/messagesByPhoneNo/{institute_id}/{phone} */
export const messagesParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  /**
   * `{country_calling_code}-{phone}`, e.g. `+91-9000000001` (URL-encoded:
   * `%2B91-9000000001`). It must be the caller's own number.
   */
  phone: z
    .string()
    .regex(PHONE_SEGMENT_PATTERN, 'Expected {country_calling_code}-{phone}, e.g. +91-9000000001'),
});

export const messagesQuerySchema = z.object({
  /** How many of the newest messages to skip. */
  start_index: queryInt(0, INT_MAX, MESSAGES_START_INDEX),
  /** How many messages to return, at most 1000. */
  batch_size: queryInt(1, MESSAGES_BATCH_SIZE, MESSAGES_BATCH_SIZE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** Alert message (spec section 3). */
export const alertMessageSchema = z.object({
  /** Plain text; may hold line breaks. */
  message: z.string(),
  /**
   * When it was sent: an ISO 8601 instant in UTC (`2026-11-23T04:30:00.000Z`).
   * The portal shows it in the institute's time zone.
   */
  createdDateTime: z.iso.datetime(),
});
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** Newest first. */
export const messagesResponseSchema = envelopeSchema(z.array(alertMessageSchema));
