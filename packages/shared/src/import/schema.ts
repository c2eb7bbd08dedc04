import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

export const importQuerySchema = z.object({
  /** true: check and count only, write nothing. */
  dry_run: z.enum(['true', 'false']).optional(),
});

export const importParamsSchema = z.object({
  instituteId: z.coerce.number().int().positive().max(2_147_483_647),
});

const countsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});

export const importProblemSchema = z.object({
  file: z.string(),
  /** 1-based; the header is line 1; 0: the file as a whole. */
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});

export const importReportSchema = z.object({
  ok: z.boolean(),
  dry_run: z.boolean(),
  /** Per kind of record (users, classes, results, ...): what was, or would be, added, changed and removed. */
  counts: z.record(z.string(), countsSchema),
  problems: z.array(importProblemSchema),
  /** First-sign-in text messages sent. */
  texted: z.number().int(),
  run_id: z.number().int(),
});
export type ImportReportWire = z.infer<typeof importReportSchema>;

export const importResponseSchema = envelopeSchema(importReportSchema);
