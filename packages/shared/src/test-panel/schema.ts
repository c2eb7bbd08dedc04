import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * Our own test panel (issue 9), served under the configured test panel base address
 * (default /test-panel). Its calls live under `{testPanel}/api`. A test opens in a new
 * window on a short-lived single-use launch key: never a password or a reusable token.
 */

const id = z.number().int().positive();

// --- POST {testPanel}/api/launch (student token) ---------------------------------

export const launchRequestSchema = z.object({
  test_id: id,
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchResultSchema = z.object({
  /** Start a new attempt, resume the open one, or view an ended test read-only. */
  mode: z.enum(['start', 'resume', 'view']),
  /** Where the new window goes: `{testPanel}/launch/{key}`; the key works once, for a minute. */
  url: z.string(),
  /** ISO 8601: when the key stops working. */
  expires_at: z.string(),
});
export const launchResponseSchema = envelopeSchema(launchResultSchema);
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** How long a launch key works. */
export const LAUNCH_KEY_TTL_MS = 60_000;
