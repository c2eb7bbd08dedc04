import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { institutes, users } from '../../db/schema';
import { importRecords } from '../../db/schema/imports';
import { createTestApp, type TestApp } from '../../test/app';
import { describeProblem, type Problem } from './csv';
import { memorySet } from './files';
import { runImport } from './service';
import { newSchool, sampleFiles, withLine } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function problemsOf(files: Record<string, string>, instituteId: number): Promise<Problem[]> {
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  const report = await runImport(db, institute!, memorySet(files), {
    dryRun: false,
    actor: 'test',
    now: t.app.clock(),
  });
  expect(report.ok).toBe(report.problems.length === 0);
  return report.problems;
}

type Edit = (files: Record<string, string>) => void;
const line =
  (file: string, n: number, text: string): Edit =>
  (files) => {
    files[file] = withLine(files[file]!, n, text);
  };
const USER = (fields: string) => `${fields},,,,,,,,,,org-riverside,`;

/** Each broken file set, and the one problem it must produce (file, line, column, words). */
const CASES: Array<[string, Edit, Problem]> = [
  [
    'no manifest',
    (f) => delete f['manifest.csv'],
    {
      file: 'manifest.csv',
      line: 0,
      message: 'manifest.csv is missing: a OneRoster file set starts with it.',
    },
  ],
  [
    'another OneRoster version',
    line('manifest.csv', 3, 'oneroster.version,1.1'),
    {
      file: 'manifest.csv',
      line: 3,
      column: 'value',
      message: 'oneroster.version is "1.1"; this import reads OneRoster 1.2.',
    },
  ],
  [
    'a file mode that is not one',
    line('manifest.csv', 6, 'file.classes,full'),
    {
      file: 'manifest.csv',
      line: 6,
      column: 'value',
      message: 'file.classes is "full"; it must be bulk, delta or absent.',
    },
  ],
  [
    'a file the manifest names but the set lacks',
    (f) => delete f['classes.csv'],
    {
      file: 'manifest.csv',
      line: 6,
      column: 'value',
      message: 'file.classes is bulk, but classes.csv is not in the file set.',
    },
  ],
  [
    'a missing column',
    line('users.csv', 1, 'sourcedId,status,dateLastModified,enabledUser,username,givenName'),
    {
      file: 'users.csv',
      line: 1,
      column: 'familyName',
      message: 'the column "familyName" is missing from the header.',
    },
  ],
  [
    'an empty file',
    (f) => (f['courses.csv'] = ''),
    { file: 'courses.csv', line: 0, message: 'the file is empty: it needs at least its header line.' },
  ],
  [
    'broken CSV quoting',
    line('courses.csv', 2, 'crs-8,,,ay-2026,"Class 8,C8,08,org-riverside,,'),
    { file: 'courses.csv', line: 3, message: 'a quote (") opened on or before this line is never closed.' },
  ],
  [
    'an empty sourcedId',
    line('courses.csv', 2, ',,,ay-2026,Class 8,C8,08,org-riverside,,'),
    {
      file: 'courses.csv',
      line: 2,
      column: 'sourcedId',
      message: 'the sourcedId is empty: every row needs its own id.',
    },
  ],
  [
    'a sourcedId twice',
    line('courses.csv', 3, 'crs-8,,,ay-2026,Class 9,C9,09,org-riverside,,'),
    { file: 'courses.csv', line: 3, column: 'sourcedId', message: '"crs-8" appears twice (also on line 2).' },
  ],
  [
    'a status in a bulk file',
    line('courses.csv', 2, 'crs-8,tobedeleted,,ay-2026,Class 8,C8,08,org-riverside,,'),
    {
      file: 'courses.csv',
      line: 2,
      column: 'status',
      message:
        '"tobedeleted" cannot be in a bulk file: leave status empty (or active); removals go in a delta file.',
    },
  ],
  [
    'a delta row without a status',
    (f) => {
      f['manifest.csv'] = f['manifest.csv']!.replace('file.courses,bulk', 'file.courses,delta');
      f['courses.csv'] = withLine(
        f['courses.csv']!,
        2,
        'crs-8,gone,2026-11-01T00:00:00Z,ay-2026,Class 8,C8,08,org-riverside,,',
      );
    },
    {
      file: 'courses.csv',
      line: 2,
      column: 'status',
      message: '"gone" is not a status: in a delta file it must be active or tobedeleted.',
    },
  ],
  [
    'a delta row without its date',
    (f) => {
      f['manifest.csv'] = f['manifest.csv']!.replace('file.courses,bulk', 'file.courses,delta');
      f['courses.csv'] = withLine(
        f['courses.csv']!,
        2,
        'crs-8,active,29-11-2026,ay-2026,Class 8,C8,08,org-riverside,,',
      );
    },
    {
      file: 'courses.csv',
      line: 2,
      column: 'dateLastModified',
      message: '"29-11-2026" is not a date and time like 2026-11-29T09:30:00Z (a delta file needs one).',
    },
  ],
  [
    'a date in the wrong format',
    line('academicSessions.csv', 2, 'ay-2026,,,2026-27,schoolYear,01/04/2026,2027-03-31,,2027'),
    {
      file: 'academicSessions.csv',
      line: 2,
      column: 'startDate',
      message: '"01/04/2026" is not a date in the form YYYY-MM-DD (for example 2026-06-01).',
    },
  ],
  [
    'a date that does not exist',
    line('academicSessions.csv', 2, 'ay-2026,,,2026-27,schoolYear,2026-04-01,2027-02-30,,2027'),
    {
      file: 'academicSessions.csv',
      line: 2,
      column: 'endDate',
      message: '"2027-02-30" is not a date in the form YYYY-MM-DD (for example 2026-06-01).',
    },
  ],
  [
    'a session ending before it starts',
    line('academicSessions.csv', 2, 'ay-2026,,,2026-27,schoolYear,2026-04-01,2026-03-31,,2027'),
    {
      file: 'academicSessions.csv',
      line: 2,
      column: 'endDate',
      message: 'the session ends (2026-03-31) before it starts (2026-04-01).',
    },
  ],
  [
    'an unknown session type',
    line('academicSessions.csv', 3, 'term-2026-1,,,Term 1,quarter,2026-04-01,2026-09-30,ay-2026,2027'),
    {
      file: 'academicSessions.csv',
      line: 3,
      column: 'type',
      message: '"quarter" is not a session type: use schoolYear, term, semester or gradingPeriod.',
    },
  ],
  [
    'a term without its school year',
    line('academicSessions.csv', 3, 'term-2026-1,,,Term 1,term,2026-04-01,2026-09-30,,2027'),
    {
      file: 'academicSessions.csv',
      line: 3,
      column: 'parentSourcedId',
      message: 'the term "term-2026-1" needs a school year as its parent (parentSourcedId).',
    },
  ],
  [
    'an empty title',
    line('courses.csv', 2, 'crs-8,,,ay-2026,,C8,08,org-riverside,,'),
    { file: 'courses.csv', line: 2, column: 'title', message: 'the title is empty.' },
  ],
  [
    'two courses with one title',
    line('courses.csv', 3, 'crs-9,,,ay-2026,Class 8,C9,09,org-riverside,,'),
    {
      file: 'courses.csv',
      line: 3,
      column: 'title',
      message: '"Class 8" is also the title on line 2: each course (standard) needs its own title.',
    },
  ],
  [
    'two sections of a course with one title',
    line(
      'classes.csv',
      3,
      'cls-8b,,,A,08,crs-8,8B,homeroom,Room 13,org-riverside,"term-2026-1,term-2026-2",,,',
    ),
    {
      file: 'classes.csv',
      line: 3,
      column: 'title',
      message: '"A" of course "crs-8" is also on line 2: each section of a course needs its own title.',
    },
  ],
  [
    'a class of an unknown course',
    line(
      'classes.csv',
      2,
      'cls-8a,,,A,08,crs-7,8A,homeroom,Room 12,org-riverside,"term-2026-1,term-2026-2",,,',
    ),
    {
      file: 'classes.csv',
      line: 2,
      column: 'courseSourcedId',
      message: 'no course "crs-7" in courses.csv or an earlier import.',
    },
  ],
  [
    'a class in an unknown term',
    line('classes.csv', 4, 'cls-9a,,,A,09,crs-9,9A,homeroom,Room 21,org-riverside,ay-2025,,,'),
    {
      file: 'classes.csv',
      line: 4,
      column: 'termSourcedIds',
      message: 'no academic session "ay-2025" in academicSessions.csv or an earlier import.',
    },
  ],
  [
    'a class in no term',
    line('classes.csv', 4, 'cls-9a,,,A,09,crs-9,9A,homeroom,Room 21,org-riverside,,,,'),
    {
      file: 'classes.csv',
      line: 4,
      column: 'termSourcedIds',
      message: 'the class names no term or school year.',
    },
  ],
  [
    'an unknown section',
    line('enrollments.csv', 3, 'enr-2,,,cls-8c,org-riverside,stu-1002,student,,,'),
    {
      file: 'enrollments.csv',
      line: 3,
      column: 'classSourcedId',
      message: 'no class (section) "cls-8c" in classes.csv or an earlier import.',
    },
  ],
  [
    'an enrolment of an unknown user',
    line('enrollments.csv', 3, 'enr-2,,,cls-8a,org-riverside,stu-1999,student,,,'),
    {
      file: 'enrollments.csv',
      line: 3,
      column: 'userSourcedId',
      message: 'no user "stu-1999" in users.csv or an earlier import.',
    },
  ],
  [
    'a parent whose child is missing',
    line('users.csv', 6, USER('par-2001,,,true,lakshmi.iyer,,Lakshmi,Iyer,,,,,9811100101,stu-1009,')),
    {
      file: 'users.csv',
      line: 6,
      column: 'agentSourcedIds',
      message:
        'the parent "par-2001" names a child "stu-1009" who is not a student in users.csv or an earlier import.',
    },
  ],
  [
    'a student whose parent is missing',
    line(
      'users.csv',
      5,
      USER('stu-1004,,,true,ishaan.rao,,Ishaan,Rao,,RHS-2026-004,,,9811100004,tch-3001,08'),
    ),
    {
      file: 'users.csv',
      line: 5,
      column: 'agentSourcedIds',
      message:
        'the student "stu-1004" names a parent "tch-3001" who is not a parent or guardian in users.csv or an earlier import.',
    },
  ],
  [
    'a duplicate phone within the file',
    line('users.csv', 5, USER('stu-1004,,,true,ishaan.rao,,Ishaan,Rao,,RHS-2026-004,,,98111 00001,,08')),
    {
      file: 'users.csv',
      line: 5,
      column: 'phone',
      message: 'the phone number 9811100001 is also on line 2 ("stu-1001"): two accounts cannot share one.',
    },
  ],
  [
    'a phone that is not one',
    line('users.csv', 5, USER('stu-1004,,,true,ishaan.rao,,Ishaan,Rao,,RHS-2026-004,,,call me,,08')),
    {
      file: 'users.csv',
      line: 5,
      column: 'phone',
      message: '"call me" is not a phone number (6 to 15 digits, a + in front allowed).',
    },
  ],
  [
    'an e-mail that is not one',
    line(
      'users.csv',
      5,
      USER('stu-1004,,,true,ishaan.rao,,Ishaan,Rao,,RHS-2026-004,ishaan.at.home,,9811100004,,08'),
    ),
    { file: 'users.csv', line: 5, column: 'email', message: '"ishaan.at.home" is not an e-mail address.' },
  ],
  [
    'enabledUser not a boolean',
    line('users.csv', 5, USER('stu-1004,,,yes,ishaan.rao,,Ishaan,Rao,,RHS-2026-004,,,9811100004,,08')),
    { file: 'users.csv', line: 5, column: 'enabledUser', message: '"yes" must be true or false.' },
  ],
  [
    'a user without a name',
    line('users.csv', 5, USER('stu-1004,,,true,ishaan.rao,,,,,RHS-2026-004,,,9811100004,,08')),
    {
      file: 'users.csv',
      line: 5,
      column: 'givenName',
      message: 'the name is empty: givenName or familyName is needed.',
    },
  ],
  [
    'a duplicate student number',
    line('users.csv', 5, USER('stu-1004,,,true,ishaan.rao,,Ishaan,Rao,,RHS-2026-001,,,9811100004,,08')),
    {
      file: 'users.csv',
      line: 5,
      column: 'identifier',
      message: 'the student number "RHS-2026-001" is also on line 2 ("stu-1001").',
    },
  ],
  [
    'a user without a role',
    (f) =>
      (f['roles.csv'] = f['roles.csv']!.split('\n')
        .filter((l) => !l.includes(',stu-1004,'))
        .join('\n')),
    {
      file: 'users.csv',
      line: 5,
      column: 'sourcedId',
      message: 'the user "stu-1004" has no role in roles.csv.',
    },
  ],
  [
    'a role of an unknown user',
    line('roles.csv', 5, 'role-1004,,,stu-1005,primary,student,,,org-riverside,'),
    { file: 'roles.csv', line: 5, column: 'userSourcedId', message: 'no user "stu-1005" in users.csv.' },
  ],
  [
    'a role type that is not one',
    line('roles.csv', 5, 'role-1004,,,stu-1004,main,student,,,org-riverside,'),
    { file: 'roles.csv', line: 5, column: 'roleType', message: '"main" must be primary or secondary.' },
  ],
  [
    'a sex outside the list',
    line('demographics.csv', 2, 'stu-1001,,,2012-05-14,girl,,,,,,,,,,,'),
    {
      file: 'demographics.csv',
      line: 2,
      column: 'sex',
      message: '"girl" must be male, female, other or unspecified.',
    },
  ],
  [
    'demographics of an unknown user',
    line('demographics.csv', 3, 'stu-1999,,,2012-09-02,male,,,,,,,,,,,'),
    {
      file: 'demographics.csv',
      line: 0,
      column: 'sourcedId',
      message: 'no user "stu-1999" in users.csv or an earlier import.',
    },
  ],
];

describe('every problem is reported with its file, line and column, in plain words, and nothing is written', () => {
  it.each(CASES)('%s', async (_name, edit, expected) => {
    const files = sampleFiles();
    edit(files);
    const school = await newSchool(db);
    const problems = await problemsOf(files, school.id);
    expect(problems).toContainEqual(
      expected.column === undefined ? { ...expected, column: undefined } : expected,
    );
    expect(await db.select().from(users).where(eq(users.instituteId, school.id))).toEqual([]);
    expect(await db.select().from(importRecords).where(eq(importRecords.instituteId, school.id))).toEqual([]);
  });

  it('a phone or student number another account of the institute already has', async () => {
    const other = await newSchool(db);
    await problemsOf(sampleFiles(), other.id);
    const files = sampleFiles();
    // The same people under new ids: the phones and student numbers are taken.
    for (const name of ['users.csv', 'roles.csv', 'enrollments.csv', 'demographics.csv']) {
      files[name] = files[name]!.replace(/stu-10/g, 'stu-90').replace(/par-20/g, 'par-90');
    }
    const problems = await problemsOf(files, other.id);
    expect(problems).toContainEqual({
      file: 'users.csv',
      line: 2,
      column: 'phone',
      message: 'the phone number 9811100001 already belongs to another account of this institute.',
    });
    expect(problems).toContainEqual({
      file: 'users.csv',
      line: 2,
      column: 'identifier',
      message: 'the student number "RHS-2026-001" already belongs to another student of this institute.',
    });
  });

  it('a section or course renamed to the title another one already has (a later import): its line, not a failure', async () => {
    const school = await newSchool(db);
    await problemsOf(sampleFiles(), school.id);
    const files = sampleFiles();
    line(
      'classes.csv',
      2,
      'cls-8a,,,B,08,crs-8,8A,homeroom,Room 12,org-riverside,"term-2026-1,term-2026-2",,,',
    )(files);
    line(
      'classes.csv',
      3,
      'cls-8b,,,C,08,crs-8,8B,homeroom,Room 13,org-riverside,"term-2026-1,term-2026-2",,,',
    )(files);
    line('courses.csv', 2, 'crs-8,,,ay-2026,Class Eight,C8,08,org-riverside,,')(files);
    line('courses.csv', 3, 'crs-9,,,ay-2026,Class 8,C9,09,org-riverside,,')(files);
    // Section B and the course Class 8 hold those titles in the database until their own renames
    // are applied, in whatever order: a title moves to another row in a later import, never in the
    // same one (which would fail on the unique title halfway, or not, by the order of the lines).
    expect(await problemsOf(files, school.id)).toEqual([
      {
        file: 'courses.csv',
        line: 3,
        column: 'title',
        message: '"Class 8" is already the title of another course (standard) of the institute.',
      },
      {
        file: 'classes.csv',
        line: 2,
        column: 'title',
        message: '"B" is already the title of another section of course "crs-8".',
      },
    ]);
  });

  it('all problems at once, each described as file, line, column', async () => {
    const files = sampleFiles();
    line('academicSessions.csv', 2, 'ay-2026,,,2026-27,schoolYear,2026-04-01,31-03-2027,,2027')(files);
    line('demographics.csv', 2, 'stu-1001,,,2012-05-14,girl,,,,,,,,,,,')(files);
    const problems = await problemsOf(files, (await newSchool(db)).id);
    expect(problems.map(describeProblem)).toEqual([
      'academicSessions.csv, line 2, column endDate: "31-03-2027" is not a date in the form YYYY-MM-DD (for example 2026-06-01).',
      'demographics.csv, line 2, column sex: "girl" must be male, female, other or unspecified.',
    ]);
  });
});
