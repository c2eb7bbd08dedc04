import { and, desc, eq, sql } from 'drizzle-orm';
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
  finishedAt: Date;
}

/**
 * The institute's latest imports (its index on institute and start), newest first; `before`: only
 * those older than that run of the institute (a run of another institute names none).
 */
export async function listImportRuns(
  db: Db,
  instituteId: number,
  limit: number,
  before?: number,
): Promise<ImportRun[]> {
  const older =
    before === undefined
      ? undefined
      : sql`(${importRuns.startedAt}, ${importRuns.id}) < (select r.started_at, r.id from import_runs r
              where r.id = ${before} and r.institute_id = ${instituteId})`;
  const rows = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.instituteId, instituteId), older))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    counts: row.counts as ImportRun['counts'],
    problems: row.problems as Problem[],
  }));
}
