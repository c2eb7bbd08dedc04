import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema/imports';
import type { Problem } from './csv';
import type { Counts } from './service';

export interface ImportRun {
  id: number;
  actor: string;
  source: string;
  dryRun: boolean;
  ok: boolean;
  counts: Record<string, Counts | number>;
  problems: Problem[];
  startedAt: Date;
}

/** The institute's latest imports (its index on institute and start). */
export async function listImportRuns(db: Db, instituteId: number, limit: number): Promise<ImportRun[]> {
  const rows = await db
    .select()
    .from(importRuns)
    .where(eq(importRuns.instituteId, instituteId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    counts: row.counts as ImportRun['counts'],
    problems: row.problems as Problem[],
  }));
}
