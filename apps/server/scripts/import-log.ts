/**
 * The import log of an institute, newest first:
 *
 *   npm run import:log -- <host> [--problems]
 */
import { listImportRuns } from '../src/features/import/log';
import { describeProblem } from '../src/features/import/csv';
import { instituteByHost, runScript, withDatabase } from './import-common';

runScript(async () => {
  const args = process.argv.slice(2);
  await withDatabase(async (database) => {
    const institute = await instituteByHost(database, args[0]);
    const runs = await listImportRuns(database.db, institute.id, 50);
    if (runs.length === 0) console.log(`No imports yet for ${institute.name}.`);
    for (const run of runs) {
      const what = run.ok
        ? run.dryRun
          ? 'dry run'
          : 'imported'
        : `refused (${run.problems.length} problems)`;
      console.log(`#${run.id} ${run.startedAt.toISOString()} ${run.actor}: ${run.source}, ${what}`);
      for (const [kind, c] of Object.entries(run.counts)) {
        if (typeof c === 'number') console.log(`    ${kind}: ${c}`);
        else console.log(`    ${kind}: +${c.added} ~${c.changed} -${c.removed} =${c.unchanged}`);
      }
      if (args.includes('--problems'))
        for (const problem of run.problems) console.log(`    ${describeProblem(problem)}`);
    }
  });
}, 'npm run import:log -- <host> [--problems]');
