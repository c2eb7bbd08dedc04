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

export const importRunsQuerySchema = z.object({
  /** How many imports, newest first (1 to 100; 20 when left out). */
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The next page: only imports older than this run id (the answer's next_before). */
  before: z.coerce.number().int().positive().optional(),
});

export const importRunSchema = z.object({
  id: z.number().int(),
  /** Who imported: "cli" or "api key <id>". */
  actor: z.string(),
  /** What was imported: a path, or "upload.zip". */
  source: z.string(),
  dry_run: z.boolean(),
  ok: z.boolean(),
  /** Per kind of record: added, changed, removed, unchanged; "texted": first-sign-in texts sent. */
  counts: z.record(z.string(), z.union([countsSchema, z.number().int()])),
  /** The problems of a refused import (none when it went through). */
  problems: z.array(importProblemSchema),
  started_at: z.string(),
  finished_at: z.string(),
});

export const importRunsSchema = z.object({
  runs: z.array(importRunSchema),
  /** Send as `before` for the next (older) page; null: this is the last. */
  next_before: z.number().int().nullable(),
});
export type ImportRunsWire = z.infer<typeof importRunsSchema>;

export const importRunsResponseSchema = envelopeSchema(importRunsSchema);
