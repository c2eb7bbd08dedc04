import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema/imports';
import { todayIn } from '../../lib/dates';
import type { Institute } from '../../lib/institutes';
import type { SmsSender } from '../../lib/sms/sender';
import { textSignInCodes } from './codes';
import { Problems, type Problem } from './csv';
import type { FileSet } from './files';
import { applyGradebook, planGradebook } from './gradebook';
import { readGradebook } from './gradebook-read';
import { applyRoster } from './roster-apply';
import { loadKnown, planRoster, type KindPlan, type RosterPlan } from './roster-plan';
import { applyPlain, planPlain } from './plain';
import { applyNoticesFees, planNoticesFees } from './plain-notices-fees';
import { clearPayments, planPayments, writePayments } from './plain-payments';
import { PLAIN_FILES, readPlain } from './plain-read';
import { emptyRoster, readRoster } from './roster-read';

export interface Counts {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

export interface ImportReport {
  ok: boolean;
  dryRun: boolean;
  /** What was (or, in a dry run, would be) added, changed and removed, per kind of record. */
  counts: Record<string, Counts>;
  problems: Problem[];
  /** First-sign-in text messages sent. */
  texted: number;
  runId: number;
  /** Milliseconds spent reading, checking and writing (the bench prints them). */
  phases: Record<string, number>;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Who imported, for the log: 'cli' or 'api key <id>'. */
  actor: string;
  now: Date;
  /** Texts a first-sign-in code to every new account with a phone; absent: no texts (letters only). */
  sms?: SmsSender;
}

/** One import at a time, across institutes: new accounts take the next account ids. */
const IMPORT_LOCK = 7_201_604_331;

const countsOf = (plan: KindPlan<unknown>): Counts => ({
  added: plan.added.length,
  changed: plan.changed.length,
  removed: plan.removed.length,
  unchanged: plan.unchanged,
});

function rosterCounts(plan: RosterPlan): Record<string, Counts> {
  return {
    academicSessions: countsOf(plan.sessions),
    courses: countsOf(plan.courses),
    classes: countsOf(plan.classes),
    users: countsOf(plan.users),
    enrollments: countsOf(plan.enrollments),
  };
}

class Refused extends Error {}

/**
 * Imports one file set for an institute, all or nothing: every file is read and checked
 * first, then everything is written in one transaction. A dry run stops before writing.
 */
export async function runImport(
  db: Db,
  institute: Institute,
  files: FileSet,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = options.now;
  const problems = new Problems();
  let counts: Record<string, Counts> = {};
  let newUserIds: number[] = [];
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const at = performance.now();
    phases[name] = Math.round(at - mark);
    mark = at;
  };
  try {
    const plainOnly = !files.names.has('manifest.csv') && PLAIN_FILES.some((file) => files.names.has(file));
    const roster = plainOnly ? emptyRoster() : await readRoster(files, problems);
    if (roster && !plainOnly) await readGradebook(files, roster, problems);
    const plain = await readPlain(files, problems);
    phase('read');
    if (!roster || problems.any) throw new Refused();
    await db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const known = await loadKnown(db, institute.id);
      const plan = await planRoster(db, institute.id, roster, known, problems);
      const gradebook = planGradebook(roster, plan, known, problems);
      const plainPlan = await planPlain(db, institute, plain, roster, known, problems);
      const noticesFees = await planNoticesFees(db, institute, plain, roster, known, problems);
      const payments = await planPayments(db, institute, plain, roster, known, problems);
      counts = {
        ...rosterCounts(plan),
        lineItems: countsOf(gradebook.lineItems),
        results: countsOf(gradebook.results),
        events: countsOf(plainPlan.events),
        timetable: countsOf(plainPlan.periods),
        notices: countsOf(noticesFees.notices),
        feeInstallments: countsOf(noticesFees.installments),
        feePayments: countsOf(payments),
      };
      phase('check');
      if (problems.any) throw new Refused();
      if (options.dryRun) return;
      const today = todayIn(institute.timeZone, options.now);
      const applied = await applyRoster(db, institute, roster, plan, known, { now: options.now, today });
      newUserIds = applied.newUserIds;
      phase('roster');
      // This import's classes and students are now records too: the gradebook may name them.
      const after = await loadKnown(db, institute.id);
      await applyGradebook(db, institute, roster, gradebook, after, plan.yearOf, options.now);
      phase('gradebook');
      await applyPlain(db, institute, plainPlan, after, today, options.now);
      // Payments left out or changed let go of their installments first (an installment left out
      // goes only when nothing is paid toward it); they are written after the installments.
      await clearPayments(db, payments);
      await applyNoticesFees(db, institute, noticesFees, after, options.now);
      await writePayments(db, institute, payments, options.now);
      phase('plain');
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  } finally {
    await files.close();
  }
  const ok = !problems.any;
  const texted =
    ok && !options.dryRun && options.sms
      ? await textSignInCodes(db, options.sms, institute, newUserIds, options.now)
      : 0;
  const [run] = await db
    .insert(importRuns)
    .values({
      instituteId: institute.id,
      actor: options.actor,
      source: files.label,
      dryRun: options.dryRun,
      ok,
      counts: { ...counts, texted },
      problems: problems.list,
      startedAt: started,
      finishedAt: options.now,
    })
    .returning({ id: importRuns.id });
  return { ok, dryRun: options.dryRun, counts, problems: problems.list, texted, runId: run!.id, phases };
}
