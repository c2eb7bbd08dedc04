// zod/mini: these schemas sit on the sign-in page's first load, where classic
// zod alone would cost more than the page's whole script budget. Mini and classic
// schemas nest in each other, and Fastify's zod provider accepts both.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/** Every answer of the main API: `{ statusCode, message, result }`. */
export const envelopeSchema = <T extends core.$ZodType>(result: T) =>
  z.object({
    statusCode: z.number().check(z.int()),
    message: z.string(),
    result,
  });

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().check(z.int()),
  message: z.string(),
  result: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Headers every call carries (spec section 7). */
export { HEADER_SOURCE, SOURCE_WEB, HEADER_TIME_ZONE } from './headers';
