import { z } from 'zod';

/** Every answer of the main API: `{ statusCode, message, result }`. */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    statusCode: z.number().int(),
    message: z.string(),
    result,
  });

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  result: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Headers every call carries (spec section 7). */
export { HEADER_SOURCE, SOURCE_WEB, HEADER_TIME_ZONE } from './headers';
