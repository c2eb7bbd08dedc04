import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  academicYears,
  batches,
  courses,
  enrolments,
  institutes,
  parentStudents,
  sessions,
  studentBatches,
  students,
  users,
} from '../../db/schema';
import { importRecords, importRuns } from '../../db/schema/imports';
import { createTestApp, type TestApp } from '../../test/app';
import { memorySet } from './files';
import { runImport, type ImportReport } from './service';
import { newSchool, sampleFiles, withLine } from './testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function importInto(
  instituteId: number,
  files: Record<string, string>,
  dryRun = false,
): Promise<ImportReport> {
  const [institute] = await db.select().from(institutes).where(eq(institutes.id, instituteId));
  return runImport(db, institute!, memorySet(files), { dryRun, actor: 'test', now: t.app.clock() });
}

const userBySourced = async (instituteId: number, sourcedId: string) => {
  const [record] = await db
    .select()
    .from(importRecords)
    .where(
      and(
        eq(importRecords.instituteId, instituteId),
        eq(importRecords.kind, 'user'),
        eq(importRecords.sourcedId, sourcedId),
      ),
    );
  const [user] = await db.select().from(users).where(eq(users.id, record!.localId!));
  return user!;
};

const countRows = async (instituteId: number) => ({
  users: (await db.select().from(users).where(eq(users.instituteId, instituteId))).length,
  students: (await db.select().from(students).where(eq(students.instituteId, instituteId))).length,
  courses: (await db.select().from(courses).where(eq(courses.instituteId, instituteId))).length,
  batches: (await db.select().from(batches).where(eq(batches.instituteId, instituteId))).length,
  years: (await db.select().from(academicYears).where(eq(academicYears.instituteId, instituteId))).length,
});

describe('OneRoster roster import', () => {
  it('the docs sample: years, standards, sections, students with their parents and sections; teachers by name only', async () => {
    const school = await newSchool(db);
    const report = await importInto(school.id, sampleFiles());
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.counts.users).toEqual({ added: 8, changed: 0, removed: 0, unchanged: 0 });
    expect(report.counts.enrollments).toEqual({ added: 4, changed: 0, removed: 0, unchanged: 0 });
    expect(await countRows(school.id)).toEqual({ users: 6, students: 4, courses: 2, batches: 3, years: 1 });

    const [year] = await db.select().from(academicYears).where(eq(academicYears.instituteId, school.id));
    expect(year).toMatchObject({ name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31' });

    const meera = await userBySourced(school.id, 'stu-1001');
    expect(meera).toMatchObject({
      role: 'student',
      userType: 1,
      name: 'Meera Iyer',
      phone: '9811100001',
      email: 'meera.iyer@riverside.example',
      passwordHash: null,
      blocked: false,
    });
    const [record] = await db.select().from(students).where(eq(students.userId, meera.id));
    expect(record).toMatchObject({
      displayId: 'RHS-2026-001',
      standard: 'Class 8',
      section: 'A',
      dob: '2012-05-14',
      gender: 'female',
    });
    const sections = await db
      .select({ name: batches.name, course: courses.name })
      .from(studentBatches)
      .innerJoin(batches, eq(batches.id, studentBatches.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(studentBatches.studentId, record!.id));
    expect(sections).toEqual([{ name: 'A', course: 'Class 8' }]);
    expect(await db.select().from(enrolments).where(eq(enrolments.studentId, record!.id))).toEqual([
      { studentId: record!.id, academicYearId: year!.id },
    ]);

    // Vikram (a guardian) has two children; each child row names him too.
    const vikram = await userBySourced(school.id, 'par-2002');
    expect(vikram).toMatchObject({ role: 'parent', userType: 2 });
    const children = await db
      .select({ name: users.name })
      .from(parentStudents)
      .innerJoin(students, eq(students.id, parentStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(parentStudents.parentUserId, vikram.id))
      .orderBy(users.name);
    expect(children.map((c) => c.name)).toEqual(['Kabir Sethi', 'Tara Sethi']);

    const teacher = await db
      .select()
      .from(importRecords)
      .where(and(eq(importRecords.instituteId, school.id), eq(importRecords.sourcedId, 'tch-3001')));
    expect(teacher).toMatchObject([{ kind: 'user', label: 'teacher', localId: null }]);
  });

  it('a dry run counts what would change and writes nothing but its log line', async () => {
    const school = await newSchool(db);
    const report = await importInto(school.id, sampleFiles(), true);
    expect(report).toMatchObject({ ok: true, dryRun: true, texted: 0 });
    expect(report.counts.users!.added).toBe(8);
    expect(report.counts.classes!.added).toBe(3);
    expect(await countRows(school.id)).toEqual({ users: 0, students: 0, courses: 0, batches: 0, years: 0 });
    expect(await db.select().from(importRecords).where(eq(importRecords.instituteId, school.id))).toEqual([]);
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, report.runId));
    expect(run).toMatchObject({ instituteId: school.id, dryRun: true, ok: true, actor: 'test' });
  });

  it('a second identical import changes nothing', async () => {
    const school = await newSchool(db);
    await importInto(school.id, sampleFiles());
    const before = await countRows(school.id);
    const again = await importInto(school.id, sampleFiles());
    expect(again.ok).toBe(true);
    for (const counts of Object.values(again.counts)) {
      expect(counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
    }
    expect(again.counts.users!.unchanged).toBe(8);
    expect(await countRows(school.id)).toEqual(before);
  });

  it('an update import: a changed name, phone, section and parent link update the same rows, no duplicates', async () => {
    const school = await newSchool(db);
    await importInto(school.id, sampleFiles());
    const before = await countRows(school.id);
    const meeraBefore = await userBySourced(school.id, 'stu-1001');
    const files = sampleFiles();
    files['users.csv'] = withLine(
      files['users.csv']!,
      2,
      'stu-1001,,,true,meera.iyer,,Meera,Iyer-Nair,,RHS-2026-001,meera.iyer@riverside.example,,9811100099,"par-2001,par-2002",08,,,,,,,org-riverside,',
    );
    files['enrollments.csv'] = withLine(
      files['enrollments.csv']!,
      2,
      'enr-1,,,cls-8b,org-riverside,stu-1001,student,,,',
    );
    const report = await importInto(school.id, files);
    expect(report.problems).toEqual([]);
    expect(report.counts.users).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 7 });
    expect(report.counts.enrollments).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 3 });
    expect(await countRows(school.id)).toEqual(before);

    const meera = await userBySourced(school.id, 'stu-1001');
    expect(meera.id).toBe(meeraBefore.id);
    expect(meera).toMatchObject({ name: 'Meera Iyer-Nair', phone: '9811100099' });
    const [record] = await db.select().from(students).where(eq(students.userId, meera.id));
    expect(record).toMatchObject({ standard: 'Class 8', section: 'B' });
    const sections = await db
      .select({ name: batches.name })
      .from(studentBatches)
      .innerJoin(batches, eq(batches.id, studentBatches.batchId))
      .where(eq(studentBatches.studentId, record!.id));
    expect(sections).toEqual([{ name: 'B' }]);
    const parents = await db.select().from(parentStudents).where(eq(parentStudents.studentId, record!.id));
    expect(parents).toHaveLength(2);
  });

  it('everything renamed at once: each changed row of a table updated to its own values, none added', async () => {
    const school = await newSchool(db);
    await importInto(school.id, sampleFiles());
    const before = await countRows(school.id);
    const idsBefore = await Promise.all(
      ['stu-1001', 'stu-1003', 'par-2002'].map((id) => userBySourced(school.id, id)),
    );
    const files = sampleFiles();
    files['academicSessions.csv'] = files['academicSessions.csv']!.replace(',2026-27,', ',Year 2026-27,');
    files['courses.csv'] = files['courses.csv']!.replaceAll(',Class ', ',Standard ');
    files['classes.csv'] = files['classes.csv']!.replace(/^(cls-(\w+)),,,\w+,/gm, '$1,,,Section $2,');
    // Every person: another family name; every student: another student number.
    files['users.csv'] = files['users.csv']!.split('\n')
      .map((line, index) => {
        if (index === 0 || line === '') return line;
        const cells = line.split(',');
        cells[7] = `${cells[7]} Jr`;
        if (cells[9]) cells[9] = `N-${cells[9]}`;
        return cells.join(',');
      })
      .join('\n');
    const report = await importInto(school.id, files);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({
      academicSessions: { added: 0, changed: 1, removed: 0 },
      courses: { added: 0, changed: 2, removed: 0 },
      classes: { added: 0, changed: 3, removed: 0 },
      users: { added: 0, changed: 8, removed: 0 },
    });
    expect(await countRows(school.id)).toEqual(before);
    const idsAfter = await Promise.all(
      ['stu-1001', 'stu-1003', 'par-2002'].map((id) => userBySourced(school.id, id)),
    );
    expect(idsAfter.map((u) => [u.id, u.name, u.phone, u.blocked])).toEqual([
      [idsBefore[0]!.id, 'Meera Iyer Jr', '9811100001', false],
      [idsBefore[1]!.id, 'Tara Sethi Jr', null, false],
      [idsBefore[2]!.id, 'Vikram Sethi Jr', '9811100102', false],
    ]);
    const numbers = await db
      .select({ userId: students.userId, displayId: students.displayId })
      .from(students)
      .where(eq(students.instituteId, school.id));
    expect(numbers.find((n) => n.userId === idsAfter[0]!.id)!.displayId).toBe('N-RHS-2026-001');
    expect(numbers.find((n) => n.userId === idsAfter[1]!.id)!.displayId).toBe('N-RHS-2026-003');
    const sectionNames = await db
      .select({ course: courses.name, section: batches.name })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batches.instituteId, school.id));
    expect(sectionNames.map((s) => `${s.course} ${s.section}`).sort()).toEqual([
      'Standard 8 Section 8a',
      'Standard 8 Section 8b',
      'Standard 9 Section 9a',
    ]);
    const [year] = await db.select().from(academicYears).where(eq(academicYears.instituteId, school.id));
    expect(year).toMatchObject({ name: 'Year 2026-27', startDate: '2026-04-01', endDate: '2027-03-31' });
    const again = await importInto(school.id, files);
    expect(again.counts.users).toMatchObject({ added: 0, changed: 0, unchanged: 8 });
  });

  it('a delta removal withdraws the student: blocked, signed out, every record of hers kept', async () => {
    const school = await newSchool(db);
    await importInto(school.id, sampleFiles());
    const ishaan = await userBySourced(school.id, 'stu-1004');
    await db.insert(sessions).values({
      id: `import-test-${ishaan.id}`,
      secretHash: 'x',
      examdeskTokenHash: `e-${ishaan.id}`,
      scorecardTokenHash: `s-${ishaan.id}`,
      userId: ishaan.id,
      instituteId: school.id,
      studentIds: [],
      deviceId: 'd',
    });
    const delta = {
      'manifest.csv': 'propertyName,value\noneroster.version,1.2\nfile.users,delta\nfile.roles,delta\n',
      'users.csv':
        'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,phone\n' +
        'stu-1004,tobedeleted,2026-11-20T09:00:00Z,true,ishaan.rao,Ishaan,Rao,9811100004\n',
      'roles.csv': 'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId\n',
    };
    const dry = await importInto(school.id, delta, true);
    expect(dry.counts.users).toEqual({ added: 0, changed: 0, removed: 1, unchanged: 0 });
    expect((await userBySourced(school.id, 'stu-1004')).blocked).toBe(false);

    const report = await importInto(school.id, delta);
    expect(report.counts.users).toEqual({ added: 0, changed: 0, removed: 1, unchanged: 0 });
    const after = await userBySourced(school.id, 'stu-1004');
    expect(after.blocked).toBe(true);
    const [student] = await db.select().from(students).where(eq(students.userId, ishaan.id));
    expect(student).toBeDefined();
    expect(
      await db.select().from(studentBatches).where(eq(studentBatches.studentId, student!.id)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, ishaan.id), isNull(sessions.endedAt))),
    ).toEqual([]);
    // Nobody else was touched.
    const others = await db
      .select()
      .from(users)
      .where(and(eq(users.instituteId, school.id), eq(users.blocked, true)));
    expect(others.map((u) => u.id)).toEqual([ishaan.id]);

    // The full set again (he is back in the bulk file): re-admitted, same account.
    const back = await importInto(school.id, sampleFiles());
    expect(back.counts.users).toMatchObject({ changed: 1, added: 0 });
    expect((await userBySourced(school.id, 'stu-1004')).blocked).toBe(false);
  });

  it('a bulk file that leaves a student out withdraws her too', async () => {
    const school = await newSchool(db);
    await importInto(school.id, sampleFiles());
    const files = sampleFiles();
    files['users.csv'] = files['users.csv']!.split('\n')
      .filter((line) => !line.startsWith('stu-1004,'))
      .join('\n');
    files['roles.csv'] = files['roles.csv']!.split('\n')
      .filter((line) => !line.includes(',stu-1004,'))
      .join('\n');
    files['enrollments.csv'] = files['enrollments.csv']!.split('\n')
      .filter((line) => !line.includes(',stu-1004,'))
      .join('\n');
    const report = await importInto(school.id, files);
    expect(report.problems).toEqual([]);
    expect(report.counts.users).toMatchObject({ removed: 1, added: 0, changed: 0 });
    expect(report.counts.enrollments).toMatchObject({ removed: 1 });
    const ishaan = await userBySourced(school.id, 'stu-1004');
    expect(ishaan.blocked).toBe(true);
    const ids = (
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [ishaan.id]))
    ).length;
    expect(ids).toBe(1);
  });
});
