/**
 * The import case of `npm run bench` (BENCH_ONLY=import for it alone): a OneRoster 1.2 zip of
 * 20,000 students, 30,000 parents, 600 sections and 25,000 marks (BENCH_IMPORT_STUDENTS scales
 * it), written to a temp file and imported into a new school, timed, with the process's peak
 * memory sampled while it runs. Then the same zip again (nothing changes: the idempotent path), and
 * one with every person and section renamed (all the roster's rows changed: its updates).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { institutes } from '../src/db/schema';
import { openPath } from '../src/features/import/files';
import { createInstitute } from '../src/features/import/institutes';
import { runImport, type ImportReport } from '../src/features/import/service';
import { zipOf } from '../src/features/import/testing';

const SECTIONS = 600;
const COURSES = 12;

/** `renamed`: every person and section under another name (a zip whose roster rows all changed). */
function rosterFiles(students: number, marks: number, renamed = false): Record<string, string> {
  const [pupil, parent, section] = renamed ? ['Pupil', 'Guardian', 'Sec'] : ['Student', 'Parent', 'Section'];
  const csv = (header: string, rows: string[]) => `${header}\n${rows.join('\n')}\n`;
  const courseRows: string[] = [];
  const classRows: string[] = [];
  for (let c = 1; c <= COURSES; c++) courseRows.push(`crs-${c},,,ay,Class ${c},C${c},${c},org,,`);
  for (let s = 0; s < SECTIONS; s++) {
    classRows.push(
      `cls-${s},,,${section} ${Math.floor(s / COURSES) + 1},,crs-${(s % COURSES) + 1},,homeroom,,org,ay,,,`,
    );
  }
  const users: string[] = [];
  const roles: string[] = [];
  const enrollments: string[] = [];
  let parents = 0;
  const phone = (n: number) => String(7_000_000_000 + n);
  for (let i = 0; i < students; i++) {
    // Every student a parent, every other one a second: 1.5 parents a student.
    const own = [`p-${parents++}`];
    if (i % 2 === 0) own.push(`p-${parents++}`);
    users.push(`s-${i},,,true,s${i},,${pupil},${i},,ST-${i},,,${phone(i)},"${own.join(',')}",,,,,,,,org,`);
    roles.push(`r-s-${i},,,s-${i},primary,student,,,org,`);
    enrollments.push(`e-${i},,,cls-${i % SECTIONS},org,s-${i},student,,,`);
    for (const p of own) {
      users.push(
        `${p},,,true,${p},,${parent},${p},,,,,${phone(1_000_000 + Number(p.slice(2)))},s-${i},,,,,,,,org,`,
      );
      roles.push(`r-${p},,,${p},primary,parent,,,org,`);
    }
  }
  // Marks: Mathematics in every section, then Science, ... until `marks` results.
  const lineItems: string[] = [];
  const results: string[] = [];
  const subjects = ['Mathematics', 'Science', 'English', 'Social Studies'];
  for (let round = 0; results.length < marks && round < subjects.length; round++) {
    for (let s = 0; s < SECTIONS && results.length < marks; s++) {
      const item = `li-${round}-${s}`;
      lineItems.push(
        `${item},,,${subjects[round]},,2026-11-20T09:00:00,2026-11-20T11:00:00,cls-${s},cat-ut,,0,100`,
      );
      for (let i = s; i < students && results.length < marks; i += SECTIONS) {
        results.push(`res-${results.length},,,${item},s-${i},fully graded,${(i * 37 + round * 11) % 101},,`);
      }
    }
  }
  const manifest = ['propertyName,value', 'oneroster.version,1.2'];
  for (const name of [
    'orgs',
    'academicSessions',
    'courses',
    'classes',
    'users',
    'roles',
    'enrollments',
    'categories',
    'lineItems',
    'results',
  ]) {
    manifest.push(`file.${name},bulk`);
  }
  return {
    'manifest.csv': `${manifest.join('\n')}\n`,
    'orgs.csv': csv('sourcedId,status,dateLastModified,name,type', ['org,,,Bench School,school']),
    'academicSessions.csv': csv(
      'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId',
      ['ay,,,2026-27,schoolYear,2026-04-01,2027-03-31,'],
    ),
    'courses.csv': csv(
      'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
      courseRows,
    ),
    'classes.csv': csv(
      'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
      classRows,
    ),
    'users.csv': csv(
      'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
      users,
    ),
    'roles.csv': csv(
      'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
      roles,
    ),
    'enrollments.csv': csv(
      'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
      enrollments,
    ),
    'categories.csv': csv('sourcedId,status,dateLastModified,title', ['cat-ut,,,Unit Test 2']),
    'lineItems.csv': csv(
      'sourcedId,status,dateLastModified,title,description,assignDate,dueDate,classSourcedId,categorySourcedId,gradingPeriodSourcedId,resultValueMin,resultValueMax',
      lineItems,
    ),
    'results.csv': csv(
      'sourcedId,status,dateLastModified,lineItemSourcedId,studentSourcedId,scoreStatus,score,scoreDate,comment',
      results,
    ),
  };
}

/** Runs `job` while sampling the process's resident and heap memory; answers the peaks in MB. */
async function withPeakMemory<T>(
  job: () => Promise<T>,
): Promise<{ value: T; rssMb: number; heapMb: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 50);
  try {
    const value = await job();
    sample();
    return { value, rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export async function benchImport(db: Db, now: Date): Promise<void> {
  const students = Number(process.env.BENCH_IMPORT_STUDENTS ?? 20_000);
  const marks = Math.round((students * 25_000) / 20_000);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-import-'));
  const zipPath = path.join(dir, 'roster.zip');
  const renamedPath = path.join(dir, 'renamed.zip');
  try {
    await fs.writeFile(zipPath, zipOf(rosterFiles(students, marks)));
    await fs.writeFile(renamedPath, zipOf(rosterFiles(students, marks, true)));
    const { size } = await fs.stat(zipPath);
    const id = await createInstitute(db, {
      host: `bench-import-${Date.now()}.test`,
      name: 'Bench School',
      language: 'en',
      kind: 'school',
    });
    const [institute] = await db.select().from(institutes).where(eq(institutes.id, id));
    const run = async (label: string, file = zipPath) => {
      const begin = performance.now();
      const {
        value: report,
        rssMb,
        heapMb,
      } = await withPeakMemory(async () =>
        runImport(db, institute!, await openPath(file), { dryRun: false, actor: 'bench', now }),
      );
      const secondsTaken = (performance.now() - begin) / 1000;
      if (!report.ok)
        throw new Error(`The bench import was refused: ${JSON.stringify(report.problems.slice(0, 3))}`);
      const c = (kind: string) => report.counts[kind]!;
      console.log(
        `${label.padEnd(18)} ${secondsTaken.toFixed(1).padStart(6)} s   users +${c('users').added} ~${c('users').changed} =${c('users').unchanged}, sections +${c('classes').added} ~${c('classes').changed}, results +${c('results').added} =${c('results').unchanged}   peak rss ${rssMb.toFixed(0)} MB, heap ${heapMb.toFixed(0)} MB`,
      );
      console.log(`${''.padEnd(18)} phases (ms): ${JSON.stringify(report.phases)}`);
      return { report, secondsTaken };
    };
    console.log(
      `\nImport: a OneRoster zip (${(size / 2 ** 20).toFixed(1)} MB) of ${students} students, ${Math.round(students * 1.5)} parents, ${SECTIONS} sections, ${marks} marks (target: under 60 s)\n`,
    );
    const first: { report: ImportReport; secondsTaken: number } = await run('first import');
    await run('same zip again');
    // Every account and section renamed: the roster's changed rows (updates), marks unchanged.
    await run('all renamed', renamedPath);
    console.log(first.secondsTaken < 60 ? 'within 60 s' : 'OVER 60 s');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
