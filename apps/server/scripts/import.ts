/**
 * Imports an institute's own files, all or nothing:
 *
 *   npm run import -- <host> <zip, folder or csv> [--dry-run] [--no-sms]
 *
 * New accounts get a first-sign-in code by text message (the demo's sender writes to
 * sms_outbox); --no-sms leaves them to `npm run import:letters`.
 */
import { describeProblem } from '../src/features/import/csv';
import { FileSetError, openPath } from '../src/features/import/files';
import { runImport } from '../src/features/import/service';
import { smsSenderFor } from '../src/features/import/sms';
import { instituteByHost, runScript, UsageError, userPath, withDatabase } from './import-common';

const USAGE = 'npm run import -- <host> <zip, folder or csv> [--dry-run] [--no-sms]';

runScript(async () => {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const [host, target] = args.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => flag !== '--dry-run' && flag !== '--no-sms');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown[0]}.`);
  if (!target) throw new UsageError('Name the file set to import.');
  const dryRun = flags.has('--dry-run');
  await withDatabase(async (database, config, now) => {
    const institute = await instituteByHost(database, host);
    const files = await openPath(userPath(target)).catch((error: unknown) => {
      throw error instanceof FileSetError ? new UsageError(error.message) : error;
    });
    const started = performance.now();
    const report = await runImport(database.db, institute, files, {
      dryRun,
      actor: 'cli',
      now: now(),
      sms: flags.has('--no-sms') ? undefined : smsSenderFor(config, database),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!report.ok) {
      console.error(`Nothing was imported into ${institute.name}: ${report.problems.length} problem(s).`);
      for (const problem of report.problems) console.error(`  ${describeProblem(problem)}`);
      process.exitCode = 2;
      return;
    }
    console.log(
      `${dryRun ? 'Dry run (nothing written)' : 'Imported'} into ${institute.name} in ${seconds} s (log #${report.runId}):`,
    );
    for (const [kind, c] of Object.entries(report.counts)) {
      console.log(
        `  ${kind.padEnd(18)} ${dryRun ? 'would add' : 'added'} ${c.added}, changed ${c.changed}, removed ${c.removed}, unchanged ${c.unchanged}`,
      );
    }
    if (!dryRun)
      console.log(
        `  first-sign-in texts sent: ${report.texted} (letters: npm run import:letters -- ${host})`,
      );
  });
}, USAGE);
